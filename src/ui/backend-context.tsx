// The back end of the element a screen sits in: its resources are bound to it, so two elements on two back ends never share records.
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { subscribeConfig } from '../core/config';
import {
  type Backend,
  type BackendSettings,
  namesOwnBackend,
  needsProviderCode,
  pageBackend,
} from '../core/providers/backend';

const BackendContext = createContext<Backend>(pageBackend);

export const BackendProvider = BackendContext.Provider;

export function useBackend(): Backend {
  return useContext(BackendContext);
}

const pageNeedsProviderCode = () => needsProviderCode(pageBackend);

type OwnBackends = typeof import('../core/providers/own-backend');
let ownBackends: OwnBackends | undefined;

/**
 * An element's back end; null while the code for one of its own (or for the page's providers)
 * loads, which the default path never waits for.
 */
export function useBackendFor({
  apiBase,
  dataProvider,
  authProvider,
}: BackendSettings): Backend | null {
  // configure({ dataProvider }) may come after the element showed: it re-renders on its own back end.
  const pageProviders = useSyncExternalStore(subscribeConfig, pageNeedsProviderCode);
  const needed = pageProviders || namesOwnBackend({ apiBase, dataProvider, authProvider });
  const [loaded, setLoaded] = useState(ownBackends);
  useEffect(() => {
    if (!needed || loaded) return;
    void import('../core/providers/own-backend').then((module) => {
      ownBackends = module;
      setLoaded(module);
    });
  }, [needed, loaded]);
  // backendFor gives the same back end for the same settings: no memo needed.
  if (!needed) return pageBackend;
  return loaded ? loaded.backendFor({ apiBase, dataProvider, authProvider }) : null;
}

/** Anything with a copy per back end: resources, reference sources. */
export interface OnBackend<R> {
  on?(backend: Backend): R;
}

/** `x` as the element's back end has it; the page's back end keeps `x` itself. */
export function onBackend<R>(x: OnBackend<R> & R, backend: Backend): R {
  return backend === pageBackend || !x.on ? x : x.on(backend);
}

export function useOnBackend<R>(x: OnBackend<R> & R): R {
  return onBackend(x, useBackend());
}
