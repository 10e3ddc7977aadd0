// Category routes: the channel uuids each category publishes to, keyed by category uuid.
import { createStore } from 'zustand/vanilla';
import { api } from '../../core/api/client';
import { invalidateGroup, QUERY_GROUPS } from '../../core/query/client';
import type { CategoryRoutes } from '../schemas';

export interface RoutesState {
  /** Channel uuids per category uuid. */
  byCategory: Record<string, string[]>;
  setRoutes(categoryUuid: string, channelUuids: readonly string[]): void;
}

export const routesStore = createStore<RoutesState>()((set) => ({
  byCategory: {},
  setRoutes(categoryUuid, channelUuids) {
    set((state) => ({ byCategory: { ...state.byCategory, [categoryUuid]: [...channelUuids] } }));
  },
}));

export const routeKeys = (categoryUuid: string) =>
  [QUERY_GROUPS.categories, 'categories', 'routes', categoryUuid] as const;

const routesPath = (categoryUuid: string) =>
  `/categories/${encodeURIComponent(categoryUuid)}/routes`;

/** Loads the channels a category routes to into the store. */
export async function getRoutes(categoryUuid: string, signal?: AbortSignal): Promise<string[]> {
  const reply = await api<CategoryRoutes>(routesPath(categoryUuid), { signal });
  routesStore.getState().setRoutes(categoryUuid, reply.channel_uuids);
  return reply.channel_uuids;
}

/** Replaces the channels a category routes to. */
export async function setRoutes(
  categoryUuid: string,
  channelUuids: readonly string[],
): Promise<string[]> {
  const reply = await api<CategoryRoutes>(routesPath(categoryUuid), {
    method: 'PUT',
    body: { channel_uuids: [...channelUuids] },
  });
  routesStore.getState().setRoutes(categoryUuid, reply.channel_uuids);
  void invalidateGroup(QUERY_GROUPS.categories);
  return reply.channel_uuids;
}
