// Keeps a screen mounted but hidden while its session is over, so what was typed survives signing in again.

import { makeStyles, usePortalMountNode } from '@fluentui/react-components';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';
import type { SessionUser } from '../core/auth/types';
import { useSession } from './use-session';

/** True while the screen below waits, hidden, for its user to sign in again. */
const SessionPausedContext = createContext(false);

/**
 * For a screen rendered elsewhere in the tree than its guard (the console's first screen, kept
 * across the router's arrival): the guard's pause, passed on.
 */
export const SessionPausedProvider = SessionPausedContext.Provider;

/** Layers (dialogs, drawers) read this to close without unmounting, so their state stays. */
export function useSessionPaused(): boolean {
  return useContext(SessionPausedContext);
}

const useStyles = makeStyles({
  // The wrapper adds no box of its own: the screen lays out as if it were not there.
  shown: { display: 'contents' },
  kept: { display: 'none' },
});

/**
 * The element's layers (dialogs, drawers, menus, toasts) live in its portal node outside this
 * wrapper: a kept dialog's surface stays there, so the node goes out of sight, of the tab
 * order and of the accessibility tree with the screen.
 */
function useHiddenLayers(paused: boolean): void {
  const layers = usePortalMountNode();
  useLayoutEffect(() => {
    if (!(layers instanceof HTMLElement) || !paused) return;
    layers.hidden = true;
    layers.inert = true;
    return () => {
      layers.hidden = false;
      layers.inert = false;
    };
  }, [layers, paused]);
}

export interface SessionHoldProps {
  /** Hide the screen and close its layers, keeping every state. */
  paused: boolean;
  children: ReactNode;
}

/**
 * Always the same wrapper around the screen, paused or not, so pausing never remounts it (a
 * remount would lose what was typed: the point of keeping it).
 */
export function SessionHold(props: SessionHoldProps) {
  const styles = useStyles();
  useHiddenLayers(props.paused);
  return (
    <SessionPausedContext.Provider value={props.paused}>
      <div className={props.paused ? styles.kept : styles.shown} inert={props.paused}>
        {props.children}
      </div>
    </SessionPausedContext.Provider>
  );
}

/**
 * Whose screen is mounted: the signed-in user's (when allowed there), and after the server ended
 * that session (a refused renewal) still theirs, kept hidden with what was typed until they sign
 * in again. A sign-out, or a user not allowed, drops it; so does another user signing in, who
 * gets a fresh screen.
 */
export function heldScreenOwner(
  held: string | null,
  session: { isAuthenticated: boolean; expired: boolean; owner: string; allowed: boolean },
): string | null {
  if (session.isAuthenticated) return session.allowed ? session.owner : null;
  return session.expired ? held : null;
}

export interface HeldScreen {
  /** Whose screen is kept (a user uuid), or null: none to show. */
  owner: string | null;
  /** The owner's session ended: the screen waits, hidden, for them to sign in again. */
  paused: boolean;
  isAuthenticated: boolean;
  user: SessionUser | null;
}

/** The screen a gate or guard keeps through an ended session, for users `allowed` to see it. */
export function useHeldScreen(allowed: (user: SessionUser | null) => boolean): HeldScreen {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const expired = useSession((state) => state.expired);
  const user = useSession((state) => state.user);
  const mayShow = allowed(user);
  const [held, setHeld] = useState<string | null>(null);
  const owner = heldScreenOwner(held, {
    isAuthenticated,
    expired,
    owner: user?.uuid ?? '',
    allowed: mayShow,
  });
  // Derived during render (React's pattern for state that follows props), so the screen never
  // shows for a render with the wrong owner.
  if (owner !== held) setHeld(owner);
  const paused = owner !== null && !(isAuthenticated && mayShow);
  // The kept screen's dialog closed without leaving the DOM: after tabster has seen it close
  // (its own observers, this task), its modal hold on the page is let go.
  useEffect(() => {
    if (!paused) return;
    // Tabster's own module arrived with the dialog; on a page without one it is never fetched.
    let live = true;
    const timer = setTimeout(() => {
      void import('./modal-release').then(({ releaseModalLayer }) => {
        if (live) releaseModalLayer(window);
      });
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [paused]);
  return { owner, paused, isAuthenticated, user };
}
