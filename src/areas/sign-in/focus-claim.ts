// Which session change this element caused itself: only that element moves focus, since every element re-renders.
import type { RefObject } from 'react';

export type OwnChange = 'signed-in' | 'signed-out' | null;
export type FocusClaim = RefObject<OwnChange>;

/**
 * Focus left for somewhere else on the page (a null target means the focused node was removed,
 * as when the form gives way to the signed-in panel: that keeps the claim).
 */
export function releaseOnFocusLeave(claim: FocusClaim, root: Node, event: FocusEvent): void {
  const next = event.relatedTarget;
  if (next instanceof Node && !root.contains(next)) claim.current = null;
}

/** Called once by the view that just appeared: true when it should take focus. */
export function takeClaim(
  claim: FocusClaim | undefined,
  change: Exclude<OwnChange, null>,
): boolean {
  if (!claim) return false;
  const mine = claim.current === change;
  claim.current = null;
  return mine;
}
