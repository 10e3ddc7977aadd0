// Other tabs' writes to a token session's stored record, heard from the page's first quiet moment on: a window's first `storage` listener opens the page's storage areas in a blocking step (Chromium), which would otherwise land on the way to every first screen.
import { whenIdle } from '../when-idle';
import { parseStoredAuth, readItem, type StoredAuth } from './storage';

export interface OtherTabs {
  /** This tab wrote the record: not a change of another tab's, if no listener heard it yet. */
  wrote(): void;
}

/**
 * Calls `take` with the record under `key` each time another tab changes or clears it. A change
 * made before the listener came (no event repeats it) is taken when it comes.
 */
export function followOtherTabs(key: string, take: (stored: StoredAuth | null) => void): OtherTabs {
  if (typeof window === 'undefined') return { wrote: () => undefined };
  let known = readItem(key);
  let following = false;
  whenIdle(() => {
    following = true;
    window.addEventListener('storage', (event: StorageEvent) => {
      if (event.key !== null && event.key !== key) return;
      take(event.key === null ? null : parseStoredAuth(event.newValue));
    });
    const now = readItem(key);
    if (now !== known) take(parseStoredAuth(now));
  });
  return {
    wrote() {
      if (!following) known = readItem(key);
    },
  };
}
