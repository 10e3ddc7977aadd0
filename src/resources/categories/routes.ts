// Category routes: the channel uuids each category publishes to, keyed by category uuid.
import { createStore } from 'zustand/vanilla';
import { type Backend, callExtra, keyOn, pageBackend } from '../../core/providers/backend';
import { invalidateGroup, QUERY_GROUPS } from '../../core/query/client';

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

export const routeKeys = (categoryUuid: string, backend: Backend = pageBackend) =>
  keyOn([QUERY_GROUPS.categories, 'categories', 'routes', categoryUuid] as const, backend);

const ROUTES = 'category routes';

/** Loads the channels a category routes to into the store. */
export async function getRoutes(
  categoryUuid: string,
  signal?: AbortSignal,
  backend: Backend = pageBackend,
): Promise<string[]> {
  const reply = await callExtra(backend, 'getCategoryRoutes', ROUTES, (get) =>
    get({ id: categoryUuid, ...(signal ? { signal } : {}) }),
  );
  const channelUuids = reply.data.map(String);
  routesStore.getState().setRoutes(categoryUuid, channelUuids);
  return channelUuids;
}

/** Replaces the channels a category routes to. */
export async function setRoutes(
  categoryUuid: string,
  channelUuids: readonly string[],
  backend: Backend = pageBackend,
): Promise<string[]> {
  const reply = await callExtra(backend, 'setCategoryRoutes', ROUTES, (set) =>
    set({ id: categoryUuid, data: [...channelUuids] }),
  );
  const stored = reply.data.map(String);
  routesStore.getState().setRoutes(categoryUuid, stored);
  void invalidateGroup(QUERY_GROUPS.categories);
  return stored;
}
