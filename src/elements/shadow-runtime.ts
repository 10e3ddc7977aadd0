// Per-page and per-shadow-root Fluent runtime: tabster's shadow DOM API, Griffel shadow renderers, page-global id prefixes.

import type { GriffelRenderer } from '@fluentui/react-components';
import { createShadowDOMRenderer } from '@griffel/shadow-dom';
// The module behind tabster's getShadowDOMAPI(), imported directly: tabster's entry module also
// holds its whole core, which then would ship with every element instead of with the first
// component that needs focus management (dialogs, drawers, menus).
import * as tabsterShadowDOMAPI from 'tabster/dist/esm/Shadowdomize/index.js';

declare global {
  interface Window {
    /** Read by Fluent's tabster when it is created: focus traps, Escape and arrows across shadow roots. */
    __tabsterShadowDOMAPI?: typeof tabsterShadowDOMAPI;
    /** Shared by every copy of the bundle on the page, so their id prefixes never collide. */
    __boElementsIdCounter?: number;
  }
}

/** Must run before the first Fluent component mounts, since tabster reads it only once. */
export function registerTabsterShadowDOM(): void {
  window.__tabsterShadowDOMAPI ??= tabsterShadowDOMAPI;
}

const renderers = new WeakMap<ShadowRoot, GriffelRenderer>();
const idPrefixes = new WeakMap<ShadowRoot, string>();

/** One renderer per shadow root, kept across reconnects so its adopted sheets are not duplicated. */
export function rendererFor(shadowRoot: ShadowRoot): GriffelRenderer {
  let renderer = renderers.get(shadowRoot);
  if (!renderer) {
    renderer = createShadowDOMRenderer(shadowRoot);
    renderers.set(shadowRoot, renderer);
  }
  return renderer;
}

/** `bo<n>-`, n counted on window: unique across elements and across bundle copies. */
export function idPrefixFor(shadowRoot: ShadowRoot): string {
  let prefix = idPrefixes.get(shadowRoot);
  if (!prefix) {
    const next = (window.__boElementsIdCounter ?? 0) + 1;
    window.__boElementsIdCounter = next;
    prefix = `bo${next}-`;
    idPrefixes.set(shadowRoot, prefix);
  }
  return prefix;
}

/**
 * Fluent creates tabster (focus traps, the aria-hidden that makes a dialog modal) per component
 * and disposes its page-wide core with the last such component. Where a dialog or drawer is the
 * only one on the page, closing it disposes the core, and disposing forgets, without undoing, the
 * aria-hidden put on everything outside the dialog: the element's own root and the host page
 * around it stay hidden and the widget leaves the accessibility tree. So once a layer has brought
 * tabster in, the element holds one reference of its own until it disconnects, and closing a
 * layer undoes what opening it did. Tabster is imported only then: elements that never open a
 * layer do not load it.
 *
 * Returns the function that lets go.
 */
export function holdTabsterWhileConnected(layers: HTMLElement): () => void {
  const win = layers.ownerDocument.defaultView;
  let release: (() => void) | undefined;
  let released = false;
  let taking = false;
  const take = () => {
    // Tabster keeps its page-wide core on window.__tabsterInstance while anything uses it.
    if (release || taking || !win || !Reflect.get(win, '__tabsterInstance')) return;
    taking = true;
    void import('tabster').then(({ createTabster, disposeTabster, getTabster }) => {
      taking = false;
      if (released || release || !getTabster(win)) return;
      const hold = createTabster(win);
      release = () => disposeTabster(hold);
      observer.disconnect();
    });
  };
  const observer = new MutationObserver(take);
  observer.observe(layers, { childList: true, subtree: true });
  take();
  return () => {
    released = true;
    observer.disconnect();
    release?.();
  };
}

/** The parts of tabster's modal API (not in its typings) that say whether a page update waits. */
interface ModalHiding {
  /** The modal layer now in force, if any. */
  activeId?: string;
  /** Makes a layer (or none) the modal one, and schedules the page's aria-hidden to match. */
  setActive?: (modalizer: undefined) => void;
  /** Set while the page's aria-hidden waits for tabster's 250 ms timer. */
  _hiddenUpdateTimer?: number;
  _hiddenUpdate?: () => void;
}

function modalHidingOf(win: Window): ModalHiding | undefined {
  const core: unknown = Reflect.get(win, '__tabsterInstance');
  if (typeof core !== 'object' || core === null) return undefined;
  const modalizer: unknown = Reflect.get(core, 'modalizer');
  return typeof modalizer === 'object' && modalizer !== null
    ? (modalizer as ModalHiding)
    : undefined;
}

/** Runs tabster's waiting aria-hidden update of the page now, unless a modal layer is in force. */
function showPageNow(win: Window): void {
  const hiding = modalHidingOf(win);
  if (!hiding || hiding.activeId !== undefined) return;
  if (hiding._hiddenUpdateTimer === undefined || typeof hiding._hiddenUpdate !== 'function') return;
  win.clearTimeout(hiding._hiddenUpdateTimer);
  delete hiding._hiddenUpdateTimer;
  hiding._hiddenUpdate();
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
  showPageNow(win);
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
    if (win) showPageNow(win);
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
