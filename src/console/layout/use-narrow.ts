// Whether the viewport is narrower than 768 px, where the sidebar becomes an overlay drawer.
import { useSyncExternalStore } from 'react';

export const NARROW_QUERY = '(max-width: 767.98px)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_QUERY)
    : null;
}

export function useNarrow(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = query();
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    () => query()?.matches ?? false,
  );
}
