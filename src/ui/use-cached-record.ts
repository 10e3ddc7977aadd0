// The newest cached copy of one record, kept current as mutations and refetches write the query cache.
import { useCallback, useSyncExternalStore } from 'react';
import type { Keyed, ListCache } from '../core/lists/list-cache';

export function useCachedRecord<T extends Keyed, P extends object>(
  cache: ListCache<T, P>,
  uuid: string,
): T | undefined {
  const read = useCallback(() => cache.byId(uuid), [cache, uuid]);
  return useSyncExternalStore(cache.subscribe, read, read);
}
