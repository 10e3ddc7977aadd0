// <bo-console>'s component: on a signed-in admin's area address, that area's screen shows first in a bare frame; the router, layout and guards (console-app) load after its first rows and take over in one render. Any other address waits for them.

import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { AreaDeclaration, AreaScreenProps } from '../areas/area-list';
import { hasLevel } from '../core/access';
import { CHUNK_LOAD_TIMEOUT_MS } from '../core/constants';
import { sessionStore } from '../core/auth/session';
import { earlyRequestsSettled } from '../core/query/early-answers';
import { useElementEvents } from '../ui/element-events';
import { ErrorState } from '../ui/error-state';
import { loadChunk } from './chunk-loader';
import { navigateConsole } from './console-navigator';
import type { ConsoleAppProps } from './console-app';
import { areaAt, consoleAddress } from './early/first-screen';
import { FirstScreenFrame } from './first-screen-frame';
import { layoutStore } from './layout-settings';

type ConsoleAppComponent = ComponentType<ConsoleAppProps & { onReady?: () => void }>;

/** The router's code and everything behind it: asked for once, again after a failure. */
let appLoading: Promise<ConsoleAppComponent> | null = null;
function loadApp(timeoutMs: number): Promise<ConsoleAppComponent> {
  appLoading ??= loadChunk(
    'console',
    () => import('./console-app').then((module) => module.ConsoleApp),
    timeoutMs,
  );
  appLoading.catch(() => {
    appLoading = null;
  });
  return appLoading;
}

/**
 * The area a first screen shows: browser routing (the address is the page's, which the router
 * reads when it takes over), an area's path, and someone with the admin level signed in (the
 * guards would show no screen otherwise).
 */
function firstScreenArea(props: ConsoleAppProps): AreaDeclaration | null {
  if ((props.routing ?? 'browser') !== 'browser') return null;
  const { user, isAuthenticated } = sessionStore.getState();
  if (!isAuthenticated || !hasLevel(user, 'admin')) return null;
  return areaAt(consoleAddress({ routing: 'browser', basePath: props.basePath }).path) ?? null;
}

/** After the first screen's early answers and the frame that paints them. */
function afterFirstRows(): Promise<void> {
  return earlyRequestsSettled().then(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 0));
      }),
  );
}

/** Once a choice was saved (or with the customizer), the stored colour mode and direction are the element's own. */
function useLayoutOnHost(customizer: boolean): void {
  const { host } = useElementEvents();
  const dir = useStore(layoutStore, (state) => (state.dirChosen ? state.dir : null));
  const colorMode = useStore(layoutStore, (state) => state.colorMode);
  const saved = useStore(layoutStore, (state) => state.saved);
  useEffect(() => {
    if (customizer) layoutStore.getState().offerCustomizer();
  }, [customizer]);
  useEffect(() => {
    if (!host || !(customizer || saved)) return;
    if (dir) host.setAttribute('dir', dir);
    host.setAttribute('theme', colorMode);
  }, [host, customizer, saved, dir, colorMode]);
}

export function ConsoleElement(props: ConsoleAppProps) {
  // Decided once: the frame is for the page's first address only.
  const [area] = useState(() => firstScreenArea(props));
  const [Screen, setScreen] = useState<ComponentType<AreaScreenProps> | null>(null);
  const [App, setApp] = useState<ConsoleAppComponent | null>(null);
  // The router has rendered its first screen: the frame goes in the same commit.
  const [routed, setRouted] = useState(area === null);
  useLayoutOnHost(props.customizer === true);

  const timeoutMs =
    typeof props.chunkTimeout === 'number' && props.chunkTimeout > 0
      ? props.chunkTimeout
      : CHUNK_LOAD_TIMEOUT_MS;
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    const start = () => {
      loadApp(timeoutMs).then(
        (component) => {
          if (live) setApp(() => component);
        },
        (error: unknown) => {
          if (!live) return;
          setRouted(true);
          setFailure(error);
        },
      );
    };
    if (!area || attempt > 0) {
      start();
      return () => {
        live = false;
      };
    }
    loadChunk(area.key, area.load, timeoutMs).then(
      (module) => {
        if (!live) return;
        setScreen(() => module.default);
        void afterFirstRows().then(start);
      },
      // The router's loader asks again (under a new address) and shows a failure in the layout.
      () => {
        if (!live) return;
        setRouted(true);
        start();
      },
    );
    return () => {
      live = false;
    };
  }, [area, timeoutMs, attempt]);

  // A screen's link to another console path (a cancelable bo-navigate) before the router is here:
  // kept for the router, as a host's navigate(path) is.
  const { host } = useElementEvents();
  useEffect(() => {
    if (!host || App) return;
    const keep = (event: Event) => {
      const detail = (event as CustomEvent<{ path?: unknown }>).detail;
      if (!event.cancelable || typeof detail?.path !== 'string') return;
      event.preventDefault();
      event.stopPropagation();
      navigateConsole(host, detail.path);
    };
    host.addEventListener('bo-navigate', keep);
    return () => host.removeEventListener('bo-navigate', keep);
  }, [host, App]);

  const onReady = useCallback(() => setRouted(true), []);
  return (
    <>
      {area && !routed ? <FirstScreenFrame Screen={Screen} /> : null}
      {App ? <App {...props} onReady={routed ? undefined : onReady} /> : null}
      {failure && !App ? (
        <ErrorState
          error={failure}
          onRetry={() => {
            setFailure(null);
            setAttempt((count) => count + 1);
          }}
        />
      ) : null}
    </>
  );
}
