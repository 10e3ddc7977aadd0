// A signed-out visit that opens on the sign-in page: the page shows before the router's code has
// loaded (signing in needs none of it); the router takes over at the address the page goes to,
// and its code is fetched once the form is up. Here only what the console's first files need:
// whether the address is that page, and the load of the page's chunk (first-sign-in).

import { type ComponentType, useEffect, useState } from 'react';
import { sessionStore } from '../../core/auth/session';
import { loadChunk } from '../chunk-loader';
import { consoleAddress } from '../early/first-screen';
import { SIGN_IN_PATH } from '../session-paths';

/** Whether a console path is the sign-in page (a trailing slash allowed). */
export const isSignInPath = (path: string) => path.replace(/\/+$/, '') === SIGN_IN_PATH;

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
  return Page ? <Page basePath={props.basePath} onLeave={onLeave} onShown={props.onShown} /> : null;
}
