// A list's params ahead of the address: a change shows and asks at once, and the address (a router
// navigation: the history entry and the route tree's render) follows once the page is quiet after
// it, so the rows the user waits for are never drawn behind it.
import { whenQuiet } from '../core/query/client';

/** Where the address is: its entry (a key every navigation changes), its path and its query (no `?`). */
export interface AddressAt {
  key: string;
  pathname: string;
  search: string;
}

/** The longest the address waits for a quiet page, when an answer is slow or never comes. */
export const ADDRESS_LAG_MAX_MS = 1000;

export interface AddressLag {
  /** What the screen at `here` shows: the query ahead of the address, or the address's own. */
  read(here: AddressAt): string;
  /**
   * The screen shows `search` from now on; the address follows once the page is quiet. A change
   * before that replaces the one waiting, so history keeps one entry per view the user saw.
   */
  set(here: AddressAt, search: string): void;
  /** Stops the wait for good (the screen's console is gone). */
  dispose(): void;
}

interface Ahead {
  search: string;
  pathname: string;
  /** The address's entry when the query got ahead of it. */
  fromKey: string;
  /** Queries this wait has written: the address showing one of them is ours, not another step's. */
  ours: Set<string>;
  written: boolean;
}

/**
 * `here()` is the address now (null once it has left the screen's area); `write` navigates to the
 * screen's path with that query. A navigation that is not ours (back, a link, a host's navigate)
 * drops the query waiting: the address's word wins.
 */
export function addressLag(
  here: () => AddressAt | null,
  write: (pathname: string, search: string) => void,
): AddressLag {
  let ahead: Ahead | null = null;
  let cancelQuiet: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stopWaiting = () => {
    cancelQuiet?.();
    cancelQuiet = null;
    clearTimeout(timer);
  };
  /** After the answer's rows paint, or after the longest lag. */
  const waitForQuiet = () => {
    cancelQuiet = whenQuiet(flush);
    timer = setTimeout(flush, ADDRESS_LAG_MAX_MS);
  };
  const stillOurs = (at: AddressAt | null, state: Ahead): at is AddressAt =>
    at !== null &&
    at.pathname === state.pathname &&
    (at.key === state.fromKey || state.ours.has(at.search));
  const forget = () => {
    ahead = null;
    stopWaiting();
  };

  function flush(): void {
    stopWaiting();
    const state = ahead;
    if (!state || state.written) return;
    const at = here();
    if (!stillOurs(at, state)) {
      forget();
      return;
    }
    state.written = true;
    state.ours.add(state.search);
    if (state.search !== at.search) write(state.pathname, state.search);
  }

  return {
    read(at) {
      const state = ahead;
      if (!state) return at.search;
      // Another step moved the address, or the address caught up with what was written.
      if (!stillOurs(at, state) || (state.written && at.search === state.search)) {
        forget();
        return at.search;
      }
      return state.search;
    },
    set(at, search) {
      if (ahead && stillOurs(at, ahead)) {
        if (ahead.search === search) return;
        ahead.search = search;
        ahead.written = false;
      } else {
        forget();
        if (search === at.search) return;
        ahead = { search, pathname: at.pathname, fromKey: at.key, ours: new Set(), written: false };
      }
      if (!cancelQuiet) waitForQuiet();
    },
    dispose: forget,
  };
}
