// Category routes: the channel uuids each category publishes to, held in the query cache per category uuid.
import { api } from '../../core/api/client';
import { invalidateGroup, QUERY_GROUPS, queryClient } from '../../core/query/client';
import type { CategoryRoutes } from '../schemas';

export const routeKeys = (categoryUuid: string) =>
  [QUERY_GROUPS.categories, 'categories', 'routes', categoryUuid] as const;

const routesPath = (categoryUuid: string) =>
  `/categories/${encodeURIComponent(categoryUuid)}/routes`;

/** The channels a category routes to, as the API lists them. */
export async function getRoutes(categoryUuid: string, signal?: AbortSignal): Promise<string[]> {
  const reply = await api<CategoryRoutes>(routesPath(categoryUuid), { signal });
  return reply.channel_uuids;
}

/** The query that holds a category's routes. */
export const routesQuery = (categoryUuid: string) => ({
  queryKey: routeKeys(categoryUuid),
  queryFn: ({ signal }: { signal: AbortSignal }) => getRoutes(categoryUuid, signal),
});

/** A category's cached routes; undefined until they are loaded. */
export const routesOf = (categoryUuid: string): string[] | undefined =>
  queryClient.getQueryData<string[]>(routeKeys(categoryUuid));

/** Replaces the channels a category routes to. */
export async function setRoutes(
  categoryUuid: string,
  channelUuids: readonly string[],
): Promise<string[]> {
  const reply = await api<CategoryRoutes>(routesPath(categoryUuid), {
    method: 'PUT',
    body: { channel_uuids: [...channelUuids] },
  });
  queryClient.setQueryData(routeKeys(categoryUuid), reply.channel_uuids);
  void invalidateGroup(QUERY_GROUPS.categories);
  return reply.channel_uuids;
}
