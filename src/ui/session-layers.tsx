// Dialog and OverlayDrawer for screens that a session end can pause: they close while it lasts and open again with their state.

import {
  Dialog as FluentDialog,
  type DialogProps,
  OverlayDrawer as FluentOverlayDrawer,
  type OverlayDrawerProps,
} from '@fluentui/react-components';
import { useSessionPaused } from './session-hold';

/**
 * Closed (not unmounted) while the session is paused: the modal focus trap, the page's
 * aria-hidden and the scroll lock go with the closing, so the sign-in form can be used, while
 * the fields and what was typed in them stay for after signing in again.
 */
export function Dialog(props: DialogProps) {
  const paused = useSessionPaused();
  if (!paused) return <FluentDialog {...props} />;
  return <FluentDialog {...props} open={false} unmountOnClose={false} />;
}

/** The drawer counterpart of Dialog above. */
export function OverlayDrawer(props: OverlayDrawerProps) {
  const paused = useSessionPaused();
  if (!paused) return <FluentOverlayDrawer {...props} />;
  return <FluentOverlayDrawer {...props} open={false} unmountOnClose={false} />;
}
