// Tabster's aria-hidden around a modal layer, in step with the layers: the page around an element
// is hidden as soon as a layer takes over, and shown again as soon as the last one goes.

/** The parts of tabster's modal API (not in its typings) that say whether a page update waits. */
interface ModalHiding {
  /** The modal layer now in force, if any. */
  activeId?: string;
  /** Makes a layer (or none) the modal one, and schedules the page's aria-hidden to match. */
  setActive?: (modalizer: undefined) => void;
  /** Set while the page's aria-hidden waits for tabster's 250 ms timer. */
  _hiddenUpdateTimer?: number;
  _hiddenUpdate?: () => void;
  /** Starts that timer (unless it runs already); called whenever the layer in force changes. */
  hiddenUpdate?: () => void;
}

function modalHidingOf(win: Window): ModalHiding | undefined {
  const core: unknown = Reflect.get(win, '__tabsterInstance');
  if (typeof core !== 'object' || core === null) return undefined;
  const modalizer: unknown = Reflect.get(core, 'modalizer');
  return typeof modalizer === 'object' && modalizer !== null
    ? (modalizer as ModalHiding)
    : undefined;
}

/** Runs the page update now instead of when tabster's timer fires; false when it cannot. */
function updateNow(win: Window, hiding: ModalHiding): boolean {
  if (typeof hiding._hiddenUpdate !== 'function') return false;
  if (hiding._hiddenUpdateTimer !== undefined) win.clearTimeout(hiding._hiddenUpdateTimer);
  delete hiding._hiddenUpdateTimer;
  hiding._hiddenUpdate();
  return true;
}

/** Tabster modal APIs whose updates no longer wait when a layer comes into force. */
const hidingAtOnce = new WeakSet<ModalHiding>();

/**
 * Tabster hides the page around a modal layer only 250 ms after the layer takes focus, so for a
 * quarter of a second a screen reader still finds what is behind it: the host page when a drawer
 * opens, the drawer (and its Close) when the gallery dialog opens on top of it. So once tabster's
 * modal API exists (it comes with the first layer), each change that puts a layer in force
 * updates the page at once. The focus that activates a layer may land before this observer hears
 * of the layer, so an update already waiting for a layer in force runs now too. Leaving keeps
 * tabster's timer: showPageWhenLayersClose shortens that one, after tabster's own cleanup.
 *
 * Returns the function that stops watching (a modal API already changed stays so: it belongs to
 * the page, and other elements rely on it).
 */
export function hidePageWhenLayersOpen(layers: HTMLElement): () => void {
  const win = layers.ownerDocument.defaultView;
  const adopt = () => {
    const hiding = win ? modalHidingOf(win) : undefined;
    if (!win || !hiding || typeof hiding.hiddenUpdate !== 'function') return;
    if (!hidingAtOnce.has(hiding)) {
      hidingAtOnce.add(hiding);
      const onTimer = hiding.hiddenUpdate.bind(hiding);
      hiding.hiddenUpdate = () => {
        if (hiding.activeId === undefined || !updateNow(win, hiding)) onTimer();
      };
    }
    if (hiding.activeId !== undefined && hiding._hiddenUpdateTimer !== undefined) {
      updateNow(win, hiding);
    }
  };
  const observer = new MutationObserver(adopt);
  observer.observe(layers, { childList: true, subtree: true });
  adopt();
  return () => observer.disconnect();
}

/**
 * While a modal layer is open, tabster hides everything else on the page (aria-hidden up to the
 * host page's own header and sections); when the layer goes, it shows the page again only on a
 * 250 ms timer. A dialog that closes by leaving the DOM at once (Cancel in a form dialog, which
 * has no closing animation to cover the wait) leaves the host page out of the accessibility tree
 * meanwhile: a screen reader landing on the page, or a check of it, finds nothing but the widget.
 * So when a layer leaves and no other modal layer is in force, the waiting update runs now.
 * Tabster takes the layer's modal part away in its own mutation observer, hence the next task.
 *
 * Returns the function that stops watching.
 */
export function showPageWhenLayersClose(layers: HTMLElement): () => void {
  const win = layers.ownerDocument.defaultView;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const showNow = () => {
    timer = undefined;
    const hiding = win ? modalHidingOf(win) : undefined;
    if (!win || !hiding || hiding.activeId !== undefined) return;
    if (hiding._hiddenUpdateTimer === undefined) return;
    updateNow(win, hiding);
  };
  const observer = new MutationObserver((records) => {
    if (!records.some((record) => record.removedNodes.length > 0)) return;
    clearTimeout(timer);
    timer = setTimeout(showNow, 0);
  });
  observer.observe(layers, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/**
 * Ends the modal state of a layer that closed without leaving the DOM (a dialog kept, hidden,
 * while the session is paused). Tabster only lets go of a modal layer when the focus moves
 * elsewhere on purpose or the layer is removed: otherwise it goes on hiding the rest of the page
 * (the sign-in form included) and pulls the focus back into the hidden layer.
 */
export function releaseModalLayer(win: Window): void {
  const hiding = modalHidingOf(win);
  if (!hiding || hiding.activeId === undefined || typeof hiding.setActive !== 'function') return;
  hiding.setActive(undefined);
  if (hiding._hiddenUpdateTimer !== undefined) updateNow(win, hiding);
}
