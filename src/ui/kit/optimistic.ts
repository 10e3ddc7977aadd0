// An optimistic row change: written at once to the query cache, where the row lives, with the way back if the server refuses.
import type { ListCache } from '../../core/lists/list-cache';

/**
 * Applies `patch` to the cached copy of `row` now, before any code or request, and returns the
 * rollback: only the patched fields go back, so other changes that arrived meanwhile stay.
 */
export function applyOptimistic<T extends { uuid: string }, P extends object>(
  cache: ListCache<T, P>,
  row: T,
  patch: object,
): () => void {
  const before = cache.byId(row.uuid) ?? row;
  cache.upsert({ ...before, ...patch });
  return () => {
    const latest = cache.byId(row.uuid);
    if (!latest) return;
    const restored = { ...latest } as Record<string, unknown>;
    for (const key of Object.keys(patch)) restored[key] = Reflect.get(before, key);
    cache.upsert(restored as T);
  };
}
