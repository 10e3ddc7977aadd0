// <bo-console>'s component: builds the data router for the chosen routing mode and base path, applies the layout settings to the element, and answers navigate(path).

import { useEffect, useMemo } from 'react';
import { createBrowserRouter, createHashRouter, createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useStore } from 'zustand';
import { CHUNK_LOAD_TIMEOUT_MS } from '../core/constants';
import { useElementEvents } from '../ui/element-events';
import { ConsoleOptionsProvider } from './console-options';
import { registerNavigator } from './console-navigator';
import { layoutStore } from './layout-settings';
import { consoleRoutes } from './routes';

export type RoutingMode = 'browser' | 'hash' | 'memory';

export interface ConsoleAppProps {
  routing?: string;
  basePath?: string;
  initialPath?: string;
  customizer?: boolean;
  /** Milliseconds before a lazy chunk counts as failed (default 120000); tests shorten it. */
  chunkTimeout?: number;
}

function routingMode(value: string | undefined): RoutingMode {
  return value === 'hash' || value === 'memory' ? value : 'browser';
}

/** `/admin/` and `admin` both mean `/admin`; empty means the site root. */
export function normalizeBasePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (!trimmed) return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** A standalone console is the page: browser routing, directly in <body>. Embedded ones leave the title alone. */
function isStandalone(host: HTMLElement | null, mode: RoutingMode): boolean {
  return mode === 'browser' && host?.parentElement === host?.ownerDocument.body;
}

export function ConsoleApp(props: ConsoleAppProps) {
  const mode = routingMode(props.routing);
  const basename = normalizeBasePath(props.basePath);
  const initialPath = props.initialPath || '/';
  const chunkTimeoutMs =
    typeof props.chunkTimeout === 'number' && props.chunkTimeout > 0
      ? props.chunkTimeout
      : CHUNK_LOAD_TIMEOUT_MS;
  const { host } = useElementEvents();

  const router = useMemo(() => {
    const routes = consoleRoutes({ chunkTimeoutMs });
    if (mode === 'hash') return createHashRouter(routes);
    if (mode === 'memory') return createMemoryRouter(routes, { initialEntries: [initialPath] });
    return createBrowserRouter(routes, { basename });
  }, [mode, basename, initialPath, chunkTimeoutMs]);
  useEffect(() => () => router.dispose(), [router]);

  useEffect(() => {
    if (!host) return;
    return registerNavigator(host, (path) => void router.navigate(path));
  }, [host, router]);

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

  // Once a choice was saved (or with the customizer), the stored colour mode becomes the element's
  // own `theme`, and a chosen direction its `dir`, which Fluent and the theme sheet follow; until
  // then the host page's attributes and the language (Arabic: right to left) decide them.
  const dir = useStore(layoutStore, (state) => (state.dirChosen ? state.dir : null));
  const colorMode = useStore(layoutStore, (state) => state.colorMode);
  const saved = useStore(layoutStore, (state) => state.saved);
  const customizer = props.customizer === true;
  useEffect(() => {
    if (customizer) layoutStore.getState().offerCustomizer();
  }, [customizer]);
  useEffect(() => {
    if (!host || !(customizer || saved)) return;
    if (dir) host.setAttribute('dir', dir);
    host.setAttribute('theme', colorMode);
  }, [host, customizer, saved, dir, colorMode]);

  const options = useMemo(
    () => ({ standalone: isStandalone(host, mode), customizer }),
    [host, mode, customizer],
  );
  return (
    <ConsoleOptionsProvider value={options}>
      <RouterProvider router={router} />
    </ConsoleOptionsProvider>
  );
}
