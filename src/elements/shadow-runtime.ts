// Per-page and per-shadow-root Fluent runtime: Griffel shadow renderers, page-global id prefixes, tabster held while a layer is open.

import type { GriffelRenderer } from '@fluentui/react-components';
import { createShadowDOMRenderer } from '@griffel/shadow-dom';
import { insertingEachRuleSetOnce } from './style-insertion';

declare global {
  interface Window {
    /** Shared by every copy of the bundle on the page, so their id prefixes never collide. */
    __boElementsIdCounter?: number;
  }
}

const renderers = new WeakMap<ShadowRoot, GriffelRenderer>();
const idPrefixes = new WeakMap<ShadowRoot, string>();

/** One renderer per shadow root, kept across reconnects so its adopted sheets are not duplicated. */
export function rendererFor(shadowRoot: ShadowRoot): GriffelRenderer {
  let renderer = renderers.get(shadowRoot);
  if (!renderer) {
    renderer = insertingEachRuleSetOnce(createShadowDOMRenderer(shadowRoot));
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
    // Fluent marks what tabster manages with data-tabster: a layer that has it brought tabster in.
    if (release || taking || !win || !layers.querySelector('[data-tabster]')) return;
    taking = true;
    // With tabster comes its shadow-DOM API (./tabster-shadow-dom, in tabster's chunk).
    void Promise.all([import('tabster'), import('./tabster-shadow-dom')]).then(([tabster]) => {
      const { createTabster, disposeTabster, getTabster } = tabster;
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
