// <bo-console>'s component: on a signed-in admin's area address, that area's screen shows first in a bare frame; the router, layout and guards (console-app) load after its first rows and take the same screen into the layout. Any other address waits for them.

import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import type { AreaScreenProps } from '../areas/area-list';
import { CHUNK_LOAD_TIMEOUT_MS } from '../core/constants';
import { useElementEvents } from '../ui/element-events';
import { AheadMomentProvider } from '../ui/ahead-moment';
import { ErrorState } from '../ui/error-state';
import { ListParamsSourceProvider } from '../ui/list-params-source';
import { ScreenWidthProvider } from '../ui/screen-width';
import { SessionPausedProvider } from '../ui/session-hold';
import { type AddressQuery, useAddressQuery } from './address-query';
import { loadChunk } from './chunk-loader';
import type { ConsoleAppProps, ConsoleRouterProps } from './console-app';
import { navigateConsole } from './console-navigator';
import { onFirstApproach } from './first-approach';
import { FirstScreenFrame } from './first-screen-frame';
import { useFirstScreenHold } from './first-screen-hold';
import { firstScreenArea } from './first-screen-area';
import { afterFirstRows } from './first-screen-rows';
import { HeldScreenBoundary, HeldScreenProvider } from './held-screen';
import { mainRegionWidth } from './layout/shell-boxes';
import { consoleSetsTheme } from './early/stored-layout';
import { layoutStore } from './layout-settings';
import { FirstSessionPage, opensOnSignIn } from './sessions/first-session-page';

type ConsoleAppComponent = ComponentType<ConsoleRouterProps>;

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

/** The layout's chunk, which the router's layout route imports too (the same module). */
function loadLayout(): Promise<unknown> {
  return import('./layout/console-shell');
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
    if (!host || !consoleSetsTheme(saved, customizer)) return;
    if (dir) host.setAttribute('dir', dir);
    host.setAttribute('theme', colorMode);
  }, [host, customizer, saved, dir, colorMode]);
}

/** A screen's link to another console path (a cancelable bo-navigate) before the router is here: kept for it, as a host's navigate(path) is. */
function useNavigationKept(waiting: boolean): void {
  const { host } = useElementEvents();
  useEffect(() => {
    if (!host || !waiting) return;
    const keep = (event: Event) => {
      const detail = (event as CustomEvent<{ path?: unknown }>).detail;
      if (!event.cancelable || typeof detail?.path !== 'string') return;
      event.preventDefault();
      event.stopPropagation();
      navigateConsole(host, detail.path);
    };
    host.addEventListener('bo-navigate', keep);
    return () => host.removeEventListener('bo-navigate', keep);
  }, [host, waiting]);
}

/** The held screen, its list params from the address. */
function AddressedScreen(props: { Screen: ComponentType<AreaScreenProps>; query: AddressQuery }) {
  const source = useAddressQuery(props.query);
  const { Screen } = props;
  return (
    <ListParamsSourceProvider source={source}>
      <Screen headingLevel={1} />
    </ListParamsSourceProvider>
  );
}

export function ConsoleElement(props: ConsoleAppProps) {
  // Decided once: the frame is for the page's first address only.
  const [area] = useState(() => firstScreenArea(props.routing, props.basePath));
  const [Screen, setScreen] = useState<ComponentType<AreaScreenProps> | null>(null);
  const [App, setApp] = useState<ConsoleAppComponent | null>(null);
  // A signed-out visit's sign-in page shows before the router, which comes once it goes elsewhere;
  // the page stays until the router shows that address (no empty frame in between).
  const [signInFirst, setSignInFirst] = useState(
    () => area === null && opensOnSignIn(props.routing, props.basePath),
  );
  const [signInShown, setSignInShown] = useState(signInFirst);
  const leaveSignIn = useCallback(() => setSignInFirst(false), []);
  const signInReplaced = useCallback(() => setSignInShown(false), []);
  // The router has rendered its first screen: the frame goes in the same commit.
  const [routed, setRouted] = useState(area === null);
  const hold = useFirstScreenHold(area, props.basePath);
  useLayoutOnHost(props.customizer === true);

  const timeoutMs =
    typeof props.chunkTimeout === 'number' && props.chunkTimeout > 0
      ? props.chunkTimeout
      : CHUNK_LOAD_TIMEOUT_MS;
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const { release } = hold.held;

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
          release();
          setFailure(error);
        },
      );
    };
    if (signInFirst) return;
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
        void afterFirstRows().then(() => {
          start();
          // The layout the router shows this screen in: beside the router, not after it.
          void loadLayout().catch(() => undefined);
        });
      },
      // The router's loader asks again (under a new address) and shows a failure in the layout.
      () => {
        if (!live) return;
        setRouted(true);
        release();
        start();
      },
    );
    return () => {
      live = false;
    };
  }, [area, timeoutMs, attempt, release, signInFirst]);
  const fetchRouter = useCallback(
    () => void loadApp(timeoutMs).catch(() => undefined),
    [timeoutMs],
  );

  useNavigationKept(!App);

  const { routedBy } = hold;
  const onReady = useCallback<NonNullable<ConsoleRouterProps['onReady']>>(
    (router) => {
      routedBy(router);
      setRouted(true);
    },
    [routedBy],
  );
  // The held screen comes first, at a place of its own that never changes, so it stays mounted
  // from the frame into the layout. The page's idle time after the first rows goes to the router
  // and layout: a screen's first steps are fetched ahead once the user shows up.
  return (
    <AheadMomentProvider value={onFirstApproach}>
      {hold.held.area && Screen
        ? createPortal(
            <HeldScreenBoundary onError={release}>
              <SessionPausedProvider value={hold.paused}>
                <ScreenWidthProvider value={mainRegionWidth}>
                  <AddressedScreen Screen={Screen} query={hold.query} />
                </ScreenWidthProvider>
              </SessionPausedProvider>
            </HeldScreenBoundary>,
            hold.node,
          )
        : null}
      {/* With its screen only: an empty frame first would be laid out and painted twice. */}
      {area && Screen && !routed ? <FirstScreenFrame screen={hold.node} /> : null}
      {signInFirst || (signInShown && !failure) ? (
        <FirstSessionPage
          basePath={props.basePath}
          timeoutMs={timeoutMs}
          onLeave={leaveSignIn}
          onShown={fetchRouter}
        />
      ) : null}
      {App ? (
        <HeldScreenProvider value={hold.held}>
          <App {...props} onReady={routed ? (signInShown ? signInReplaced : undefined) : onReady} />
        </HeldScreenProvider>
      ) : null}
      {failure && !App ? (
        <ErrorState
          error={failure}
          onRetry={() => {
            setFailure(null);
            setAttempt((count) => count + 1);
          }}
        />
      ) : null}
    </AheadMomentProvider>
  );
}
