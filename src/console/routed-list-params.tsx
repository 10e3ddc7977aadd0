// The list params of a screen the router shows: its location's query, with a change shown and asked
// for at once and the address following once the page is quiet (address-lag), as on the first screen.
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { type ListParamsSource, ListParamsSourceProvider } from '../ui/list-params-source';
import { type AddressAt, addressLag } from './address-lag';

/** What the routed screens' params need of the console's data router. */
export interface ListRouter {
  readonly state: { location: { key: string; pathname: string; search: string } };
  subscribe(listener: () => void): () => void;
  navigate(to: { pathname: string; search: string }): Promise<void>;
}

const ListRouterContext = createContext<ListRouter | null>(null);
export const ListRouterProvider = ListRouterContext.Provider;

const addressOf = (location: ListRouter['state']['location']): AddressAt => ({
  key: location.key,
  pathname: location.pathname,
  search: location.search.replace(/^\?/, ''),
});

function routedQuery(router: ListRouter) {
  const listeners = new Set<() => void>();
  const here = () => addressOf(router.state.location);
  const lag = addressLag(here, (pathname, search) => {
    void router.navigate({ pathname, search: search ? `?${search}` : '' });
  });
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      const stop = router.subscribe(listener);
      return () => {
        listeners.delete(listener);
        stop();
      };
    },
    read: () => lag.read(here()),
    write(search: string) {
      lag.set(here(), search);
      for (const listener of listeners) listener();
    },
    dispose: lag.dispose,
  };
}

/** Gives the routed screen below its list params; only this re-renders while the address catches up. */
export function RoutedListParams(props: { children: ReactNode }) {
  const router = useContext(ListRouterContext);
  if (!router) throw new Error('RoutedListParams needs the console router');
  const query = useMemo(() => routedQuery(router), [router]);
  useEffect(() => () => query.dispose(), [query]);
  const search = useSyncExternalStore(query.subscribe, query.read);
  const source = useMemo<ListParamsSource>(
    () => ({ search, setSearch: query.write }),
    [query, search],
  );
  return <ListParamsSourceProvider source={source}>{props.children}</ListParamsSourceProvider>;
}
