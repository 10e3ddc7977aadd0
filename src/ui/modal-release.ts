// Lets tabster go of a modal layer that closed without leaving the DOM.

import { getModalizer, getTabster } from 'tabster';

/**
 * Ends the modal state of a layer that closed without leaving the DOM (a dialog kept, hidden,
 * while the session is paused). Tabster only lets go of a modal layer when the focus moves
 * elsewhere on purpose or the layer is removed: otherwise it goes on hiding the rest of the page
 * (the sign-in form included) and pulls the focus back into the hidden layer. Without a tabster
 * on the page no layer was ever modal, so there is nothing to release.
 */
export function releaseModalLayer(win: Window): void {
  const tabster = getTabster(win);
  if (tabster) getModalizer(tabster).activate(undefined);
}
