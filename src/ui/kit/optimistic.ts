// An optimistic row change: shown at once through the resource's store, with the way back if the server refuses.
import type { ListStore } from '../../core/lists/create-list-store';

/**
 * Applies `patch` to the stored copy of `row` now, before any code or request, and returns the
 * rollback: only the patched fields go back, so other changes that arrived meanwhile stay.
 */
export function applyOptimistic<T extends { uuid: string }, P extends object>(
  store: ListStore<T, P>,
  row: T,
  patch: object,
): () => void {
  const before = store.getState().byId[row.uuid] ?? row;
  store.getState().upsert({ ...before, ...patch });
  return () => {
    const latest = store.getState().byId[row.uuid];
    if (!latest) return;
    const restored = { ...latest } as Record<string, unknown>;
    for (const key of Object.keys(patch)) restored[key] = Reflect.get(before, key);
    store.getState().upsert(restored as T);
  };
}
