// Keeps a screen mounted but hidden while its session is over, so what was typed survives signing in again.

import { makeStyles, usePortalMountNode } from '@fluentui/react-components';
import { createContext, type ReactNode, useContext, useLayoutEffect } from 'react';

/** True while the screen below waits, hidden, for its user to sign in again. */
const SessionPausedContext = createContext(false);

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
