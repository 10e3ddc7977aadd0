// What the global search looks in: tasks, messages, channels, users and system users, each by its `q`, a few hits per group.
import { type Backend, guarded, pageBackend } from '../../core/providers/backend';
import { toGetListParams, toListReply } from '../../core/providers/list-params';

export const SEARCH_LIMIT = 5;

export interface SearchHit {
  uuid: string;
  label: string;
  detail?: string;
}

export interface SearchGroup {
  key: 'tasks' | 'messages' | 'channels' | 'users' | 'sysUsers';
  /** The console path of the area that lists them. */
  path: string;
  hits: SearchHit[];
  total: number;
  /** The group's request failed; the other groups still show. */
  failed?: string;
}

type Row = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

interface SearchSource {
  key: SearchGroup['key'];
  endpoint: string;
  path: string;
  hit(row: Row): SearchHit;
}

export const SEARCH_SOURCES: readonly SearchSource[] = [
  {
    key: 'tasks',
    endpoint: '/tasks',
    path: '/task',
    hit: (row) => ({ uuid: text(row.uuid), label: text(row.title), detail: text(row.status) }),
  },
  {
    key: 'messages',
    endpoint: '/messages',
    path: '/message',
    hit: (row) => ({
      uuid: text(row.uuid),
      label: text(row.text).slice(0, 120),
      detail: text(row.status),
    }),
  },
  {
    key: 'channels',
    endpoint: '/channels',
    path: '/channel',
    hit: (row) => ({ uuid: text(row.uuid), label: text(row.title), detail: text(row.username) }),
  },
  {
    key: 'users',
    endpoint: '/users',
    path: '/user',
    hit: (row) => ({ uuid: text(row.uuid), label: text(row.name), detail: text(row.username) }),
  },
  {
    key: 'sysUsers',
    endpoint: '/sys/users',
    path: '/sys/user',
    hit: (row) => ({ uuid: text(row.uuid), label: text(row.name), detail: text(row.email) }),
  },
];

/** Every group at once; a failing one is marked, never hides the others. */
export async function searchEverything(
  q: string,
  signal?: AbortSignal,
  backend: Backend = pageBackend,
): Promise<SearchGroup[]> {
  const params = { limit: SEARCH_LIMIT, offset: 0, q };
  const replies = await Promise.allSettled(
    SEARCH_SOURCES.map((source) =>
      guarded(backend, async () => {
        const reply = await backend.data.getList(
          source.endpoint.slice(1),
          toGetListParams(params, signal),
        );
        return toListReply(reply, params) as { items: Row[]; total: number };
      }),
    ),
  );
  return SEARCH_SOURCES.map((source, index) => {
    const reply = replies[index];
    if (reply?.status === 'fulfilled') {
      return {
        key: source.key,
        path: source.path,
        hits: reply.value.items.map(source.hit),
        total: reply.value.total,
      };
    }
    const reason = reply?.reason;
    return {
      key: source.key,
      path: source.path,
      hits: [],
      total: 0,
      failed: reason instanceof Error ? reason.message : String(reason),
    };
  });
}
