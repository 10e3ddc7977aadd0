// The console's router: builds the data router for the chosen routing mode and base path and answers navigate(path); console-boot renders it.

import { useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { createBrowserRouter, createHashRouter, createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { CHUNK_LOAD_TIMEOUT_MS } from '../core/constants';
import { useElementEvents } from '../ui/element-events';
import type { QueryRouter } from './address-query';
import { ConsoleOptionsProvider } from './console-options';
import { isStandalonePage, normalizeBasePath } from './base-path';
import { registerNavigator } from './console-navigator';
import { consoleAddress } from './early/first-screen';
import { ListRouterProvider } from './routed-list-params';
import { consoleRoutes } from './routes';

// The loading state of a first screen, for the sign-in page shown before the router.
export { ConsoleLoading } from './console-loading';

export type RoutingMode = 'browser' | 'hash' | 'memory';

export interface ConsoleAppProps {
  routing?: string;
  basePath?: string;
  initialPath?: string;
  customizer?: boolean;
  /** Milliseconds before a lazy chunk counts as failed (default 120000); tests shorten it. */
  chunkTimeout?: number;
}

export interface ConsoleRouterProps extends ConsoleAppProps {
  /**
   * A first screen is showing in the router's place: nothing renders until the router has loaded
   * its first screen (at the page's address, which that screen may have changed meanwhile), then
   * this is called before the browser paints, once its route has taken that screen in.
   */
  onReady?: (router: QueryRouter) => void;
}

/** Whether a browser router's location is the page's address (both with the base path). */
function atPageAddress(location: { pathname: string; search: string }): boolean {
  return (
    location.pathname === window.location.pathname && location.search === window.location.search
  );
}

function routingMode(value: string | undefined): RoutingMode {
  return value === 'hash' || value === 'memory' ? value : 'browser';
}

/** A standalone console is the page: browser routing, directly in <body>. Embedded ones leave the title alone. */
function isStandalone(host: HTMLElement | null, mode: RoutingMode): boolean {
  return mode === 'browser' && isStandalonePage(host);
}

export function ConsoleApp(props: ConsoleRouterProps) {
  const mode = routingMode(props.routing);
  const basename = normalizeBasePath(props.basePath);
  const initialPath = props.initialPath || '/';
  const chunkTimeoutMs =
    typeof props.chunkTimeout === 'number' && props.chunkTimeout > 0
      ? props.chunkTimeout
      : CHUNK_LOAD_TIMEOUT_MS;
  const { host } = useElementEvents();

  const router = useMemo(() => {
    let created: ReturnType<typeof createBrowserRouter> | null = null;
    const routes = consoleRoutes({
      chunkTimeoutMs,
      routed: () => created?.state.initialized === true,
    });
    if (mode === 'hash') created = createHashRouter(routes);
    else if (mode === 'memory') {
      created = createMemoryRouter(routes, { initialEntries: [initialPath] });
    } else created = createBrowserRouter(routes, { basename });
    return created;
  }, [mode, basename, initialPath, chunkTimeoutMs]);
  useEffect(() => () => router.dispose(), [router]);

  // A screen asks to go to another console path with a cancelable bo-navigate (a plain link
  // elsewhere): inside the console the router follows it, and the host hears the console's own
  // bo-navigate afterwards instead.
  useEffect(() => {
    if (!host) return;
    const follow = (event: Event) => {
      const detail = (event as CustomEvent<{ path?: unknown }>).detail;
      if (!event.cancelable || typeof detail?.path !== 'string') return;
      event.preventDefault();
      event.stopPropagation();
      void router.navigate(detail.path);
    };
    host.addEventListener('bo-navigate', follow);
    return () => host.removeEventListener('bo-navigate', follow);
  }, [host, router]);

  const customizer = props.customizer === true;
  const options = useMemo(
    () => ({ standalone: isStandalone(host, mode), customizer }),
    [host, mode, customizer],
  );
  const initialized = useSyncExternalStore(router.subscribe, () => router.state.initialized);
  const { onReady } = props;
  // The first screen writes the page's address until the router takes over: the router reads it
  // again if it changed after the router was made, so both show the same query.
  const inStep = useSyncExternalStore(
    router.subscribe,
    () => !onReady || mode !== 'browser' || atPageAddress(router.state.location),
  );
  useEffect(() => {
    if (!initialized || inStep) return;
    const { path } = consoleAddress({ routing: 'browser', basePath: props.basePath });
    void router.navigate({ pathname: path, search: window.location.search }, { replace: true });
  }, [initialized, inStep, router, props.basePath]);
  // A path a host asked for before the first screen was routed is followed after it: the host
  // hears that screen's bo-navigate first, as it would without the wait.
  useEffect(() => {
    if (!host || !initialized) return;
    return registerNavigator(host, (path) => void router.navigate(path));
  }, [host, router, initialized]);
  const ready = initialized && inStep;
  useLayoutEffect(() => {
    if (ready) onReady?.(router);
  }, [ready, onReady, router]);
  if (onReady && !ready) return null;
  return (
    <ConsoleOptionsProvider value={options}>
      {/* Router renders at the priority of what caused them, not as transitions: a search's
          address change renders with the list's own update in one commit, and an area's screen
          renders in one piece instead of in slices behind other work. */}
      <ListRouterProvider value={router}>
        <RouterProvider router={router} useTransitions={false} />
      </ListRouterProvider>
    </ConsoleOptionsProvider>
  );
}
