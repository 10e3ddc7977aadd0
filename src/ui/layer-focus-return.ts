// Gives the focus back when a dialog, drawer or menu that held it closes and leaves it nowhere, for every layer of a shadow root at once.

/** How many recently focused elements are remembered; nested layers rarely go deeper than three. */
const HISTORY_LENGTH = 16;

/**
 * A layer opened from a button, a row or a menu rather than from a Fluent trigger has nobody to
 * hand the focus back to: the focused control goes away with the layer and the focus falls to the
 * page's <body>, where a keyboard user must start over. This watches the layers' mount node; when a
 * layer that held the focus is removed and the focus is nowhere, the most recently focused element
 * of the shadow root that is still there gets it (the opener, or the parent layer's control).
 * Layers that return the focus themselves are left alone: this only acts on a lost focus.
 *
 * Returns the function that stops watching.
 */
export function returnFocusFromClosedLayers(
  shadowRoot: ShadowRoot,
  layers: HTMLElement,
): () => void {
  const doc = shadowRoot.ownerDocument;
  /** Most recent last. */
  let history: HTMLElement[] = [];
  /** The element focused last inside a layer, while the focus is still inside the element. */
  let focusedInLayer: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onFocusIn = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    history = [...history.filter((element) => element !== target), target].slice(-HISTORY_LENGTH);
    focusedInLayer = layers.contains(target) ? target : null;
  };
  // The user put the focus elsewhere on purpose: tabbed out to the host page, or pressed a pointer
  // outside the layers (even on nothing focusable). A layer closing later did not take it away.
  // (Closing by Escape or by a button blurs the focused control first, with no new target:
  // that alone says nothing.)
  const onFocusOut = (event: Event) => {
    const { relatedTarget } = event as FocusEvent;
    if (relatedTarget instanceof Node && !shadowRoot.contains(relatedTarget)) focusedInLayer = null;
  };
  const onPointerDown = (event: Event) => {
    const target = event.composedPath()[0];
    if (!(target instanceof Node && layers.contains(target))) focusedInLayer = null;
  };

  const focusIsLost = () =>
    shadowRoot.activeElement === null &&
    (doc.activeElement === null || doc.activeElement === doc.body);

  const giveBack = () => {
    timer = undefined;
    if (!focusedInLayer || focusedInLayer.isConnected || !focusIsLost()) return;
    focusedInLayer = null;
    for (const candidate of [...history].reverse()) {
      if (!candidate.isConnected) continue;
      candidate.focus();
      if (shadowRoot.activeElement === candidate) return;
    }
  };

  const observer = new MutationObserver((records) => {
    if (!records.some((record) => record.removedNodes.length > 0)) return;
    // After the layer's own focus handling (a restore in its close handler runs on a zero timer).
    clearTimeout(timer);
    timer = setTimeout(giveBack, 0);
  });
  observer.observe(layers, { childList: true, subtree: true });
  shadowRoot.addEventListener('focusin', onFocusIn);
  shadowRoot.addEventListener('focusout', onFocusOut);
  doc.addEventListener('pointerdown', onPointerDown, true);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    shadowRoot.removeEventListener('focusin', onFocusIn);
    shadowRoot.removeEventListener('focusout', onFocusOut);
    doc.removeEventListener('pointerdown', onPointerDown, true);
  };
}
