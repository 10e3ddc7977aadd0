// What the global search looks in: tasks, messages, channels, users and system users, each by its `q`, a few hits per group.
import { AREAS, type AreaSearch, type SearchHit } from '../../areas/area-list';
import { type Backend, pageBackend } from '../../core/providers/backend';
import { dataOf, guarded } from '../../core/providers/provider-calls';
import { toGetListParams, toListReply } from '../../core/providers/list-params';

export type { SearchHit } from '../../areas/area-list';

export const SEARCH_LIMIT = 5;

export interface SearchGroup {
  key: SearchSource['key'];
  /** The console path of the area that lists them. */
  path: string;
  /** The catalog key of the area's title, the group's label. */
  titleKey: SearchSource['titleKey'];
  hits: SearchHit[];
  total: number;
  /** The group's request failed; the other groups still show. */
  failed?: string;
}

type SearchSource = Extract<(typeof AREAS)[number], { search: AreaSearch }>;

/** The areas the table gives a search source, in navigation order. */
export const SEARCH_SOURCES: readonly SearchSource[] = AREAS.filter(
  (area): area is SearchSource => 'search' in area,
);

/**
 * Every group at once on the console's back end, leaving out the areas it denies; a failing one
 * is marked, never hides the others.
 */
export async function searchEverything(
  q: string,
  signal?: AbortSignal,
  backend: Backend = pageBackend,
  denied: ReadonlySet<string> = new Set(),
): Promise<SearchGroup[]> {
  const params = { limit: SEARCH_LIMIT, offset: 0, q };
  const sources = SEARCH_SOURCES.filter((source) => !denied.has(source.key));
  const replies = await Promise.allSettled(
    sources.map((source) =>
      guarded(backend, async () => {
        const reply = await dataOf(backend).getList(
          source.search.endpoint.slice(1),
          toGetListParams(params, signal),
        );
        return toListReply(reply, params) as {
          items: Record<string, unknown>[];
          total: number;
        };
      }),
    ),
  );
  return sources.map((source, index) => {
    const reply = replies[index];
    if (reply?.status === 'fulfilled') {
      return {
        key: source.key,
        path: source.path,
        titleKey: source.titleKey,
        hits: reply.value.items.map(source.search.hit),
        total: reply.value.total,
      };
    }
    const reason = reply?.reason;
    return {
      key: source.key,
      path: source.path,
      titleKey: source.titleKey,
      hits: [],
      total: 0,
      failed: reason instanceof Error ? reason.message : String(reason),
    };
  });
}
