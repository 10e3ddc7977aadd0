// A signed-out visit that opens on the sign-in page: the page shows before the router's code has
// loaded (signing in needs none of it); the router takes over at the address the page goes to,
// and its code is fetched once the form is up. Here only what the console's first files need:
// whether the address is that page, and the load of the page's chunk (first-sign-in), with the
// console's loading state when that takes long enough to notice.

import { type ComponentType, useEffect, useState } from 'react';
import { useLateFlag } from '../../ui/use-late-flag';
import { sessionStore } from '../../core/auth/session';
import { loadChunk } from '../chunk-loader';
import { consoleAddress } from '../early/first-screen';
import { PROGRESS_DELAY_MS } from '../progress-delay';
import { isSamePath } from '../path-match';
import { SIGN_IN_PATH } from '../session-paths';

/** Whether a console path is the sign-in page (any letter case, a trailing slash allowed). */
export const isSignInPath = (path: string) => isSamePath(path, SIGN_IN_PATH);

/** Whether the console opens on the sign-in page with nobody signed in, in browser routing. */
export function opensOnSignIn(
  routing: string | null | undefined,
  basePath: string | null | undefined,
): boolean {
  if ((routing ?? 'browser') !== 'browser') return false;
  if (sessionStore.getState().isAuthenticated) return false;
  return isSignInPath(consoleAddress({ routing: 'browser', basePath }).path);
}

export interface FirstSessionPageProps {
  basePath?: string;
  /** The page went to another address (or could not load): the router is needed now. */
  onLeave(): void;
  /** The form is on the screen. */
  onShown(): void;
}

export function FirstSessionPage(props: FirstSessionPageProps & { timeoutMs: number }) {
  const { onLeave, timeoutMs } = props;
  const [Page, setPage] = useState<ComponentType<FirstSessionPageProps> | null>(null);
  const [Loading, setLoading] = useState<ComponentType<{ delayMs?: number }> | null>(null);
  useEffect(() => {
    let live = true;
    // A page that cannot load is the router's to retry and explain.
    loadChunk(
      'sessions',
      () => import('./first-sign-in').then((module) => module.FirstSignIn),
      timeoutMs,
    ).then(
      (component) => {
        if (live) setPage(() => component);
      },
      () => {
        if (live) onLeave();
      },
    );
    return () => {
      live = false;
    };
  }, [timeoutMs, onLeave]);
  // Slow to come: the loading state the router shows, from the router's code (needed next anyway),
  // shown at once: the wait it would time has already passed here.
  const late = useLateFlag(Page === null, PROGRESS_DELAY_MS);
  useEffect(() => {
    if (!late) return;
    let live = true;
    import('../console-app').then(
      (module) => {
        if (live) setLoading(() => module.ConsoleLoading);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [late]);
  if (Page) return <Page basePath={props.basePath} onLeave={onLeave} onShown={props.onShown} />;
  return Loading ? <Loading delayMs={0} /> : null;
}
