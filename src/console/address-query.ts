// The first screen's list params: the page's address query, read from the address itself before and after the router is here, so that screen has one source of truth across the router's arrival. Before the router, a change is a history entry of its own; once it has taken over, a router navigation once the page is quiet (address-lag).
import { useMemo, useSyncExternalStore } from 'react';
import type { ListParamsSource } from '../ui/list-params-source';
import { addressLag } from './address-lag';

/** What the query needs of the console's data router. */
export interface QueryRouter {
  /** Its address now: the entry's key changes with every navigation. */
  readonly state: { location: { key: string } };
  subscribe(listener: () => void): () => void;
  navigate(to: { pathname: string; search: string }): Promise<void>;
}

export interface AddressQuery {
  subscribe(listener: () => void): () => void;
  /** The address's query (without `?`) while the address is the screen's; the last one after. */
  current(): string;
  /** The query as a list's params; a change goes into the address. */
  write(search: string): void;
  /** The router has taken over the screen: it writes the address and says when it changed. */
  follow(router: QueryRouter): void;
}

const queryOf = (search: string) => search.replace(/^\?/, '');

/**
 * `screenPath` says where the page's address is in the console's terms (`/task`), or null when the
 * address has left the screen's area (the screen is about to go: it keeps its last query rather
 * than ask for another area's).
 */
export function addressQuery(screenPath: () => string | null): AddressQuery {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  let router: QueryRouter | null = null;
  const here = () => {
    const pathname = screenPath();
    if (pathname === null || !router) return null;
    return { key: router.state.location.key, pathname, search: queryOf(window.location.search) };
  };
  const lag = addressLag(here, (pathname, search) => {
    void router?.navigate({ pathname, search: search ? `?${search}` : '' });
  });
  let last = queryOf(window.location.search);
  const current = () => {
    if (screenPath() === null) return last;
    const at = here();
    last = at ? lag.read(at) : queryOf(window.location.search);
    return last;
  };
  return {
    current,
    subscribe(listener) {
      listeners.add(listener);
      // Back and forward: the browser changes the address, the router (once here) follows it.
      if (listeners.size === 1) window.addEventListener('popstate', changed);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', changed);
      };
    },
    write(search) {
      const pathname = screenPath();
      if (pathname === null || search === current()) return;
      const at = here();
      if (at) {
        lag.set(at, search);
        changed();
        return;
      }
      const url = new URL(window.location.href);
      url.search = search ? `?${search}` : '';
      window.history.pushState(window.history.state, '', url);
      changed();
    },
    follow(next) {
      if (router) return;
      router = next;
      // The router writes the address before it tells its subscribers.
      next.subscribe(changed);
    },
  };
}

/** The query as the screen's list params source. */
export function useAddressQuery(query: AddressQuery): ListParamsSource {
  const search = useSyncExternalStore(query.subscribe, query.current);
  return useMemo(
    () => ({ search, setSearch: (next: string) => query.write(next) }),
    [query, search],
  );
}
