// Category routes: the channel uuids each category publishes to, held in the query cache per category uuid.
import type { UnsupportedFeature } from '../../core/providers/unsupported';
import { type Backend, keyOn, pageBackend } from '../../core/providers/backend';
import { callExtraOnUse } from '../../core/providers/extra-call';
import { invalidateGroup, QUERY_GROUPS, queryClient } from '../../core/query/client';

export const routeKeys = (categoryUuid: string, backend: Backend = pageBackend) =>
  keyOn([QUERY_GROUPS.categories, 'categories', 'routes', categoryUuid] as const, backend);

const ROUTES: UnsupportedFeature = 'categoryRoutes';

/** The channels a category routes to, as the provider lists them. */
export async function getRoutes(
  categoryUuid: string,
  signal?: AbortSignal,
  backend: Backend = pageBackend,
): Promise<string[]> {
  const reply = await callExtraOnUse(backend, 'getCategoryRoutes', ROUTES, (get) =>
    get({ id: categoryUuid, ...(signal ? { signal } : {}) }),
  );
  return reply.data.map(String);
}

/** The query that holds a category's routes. */
export const routesQuery = (categoryUuid: string, backend: Backend = pageBackend) => ({
  queryKey: routeKeys(categoryUuid, backend),
  queryFn: ({ signal }: { signal: AbortSignal }) => getRoutes(categoryUuid, signal, backend),
});

/** A category's cached routes; undefined until they are loaded. */
export const routesOf = (
  categoryUuid: string,
  backend: Backend = pageBackend,
): string[] | undefined => queryClient.getQueryData<string[]>(routeKeys(categoryUuid, backend));

/** Replaces the channels a category routes to. */
export async function setRoutes(
  categoryUuid: string,
  channelUuids: readonly string[],
  backend: Backend = pageBackend,
): Promise<string[]> {
  const reply = await callExtraOnUse(backend, 'setCategoryRoutes', ROUTES, (set) =>
    set({ id: categoryUuid, data: [...channelUuids] }),
  );
  const stored = reply.data.map(String);
  queryClient.setQueryData(routeKeys(categoryUuid, backend), stored);
  void invalidateGroup(QUERY_GROUPS.categories);
  return stored;
}
