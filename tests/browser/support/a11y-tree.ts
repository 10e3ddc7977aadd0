// What assistive technology can reach of an element: hidden ancestors across shadow roots, and
// where the keyboard focus is inside an element's shadow root.
import type { Locator, Page } from 'playwright-core';

/**
 * The ancestors of the located element (through shadow roots up to <html>) that take it out of
 * the accessibility tree: `aria-hidden="true"` or `inert`. Empty when it is reachable.
 */
export function hiddenAncestors(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const hidden: string[] = [];
    let node: Node | null = element;
    while (node) {
      if (node instanceof Element) {
        if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('inert')) {
          const name = node.tagName.toLowerCase();
          const className = node.getAttribute('class')?.split(' ')[0];
          hidden.push(className ? `${name}.${className}` : name);
        }
      }
      node = node instanceof ShadowRoot ? node.host : node.parentNode;
    }
    return hidden;
  });
}

/**
 * The accessible name (aria-label, else text) of the focused element inside `tag`'s shadow root,
 * or null when the focus is not inside it.
 */
export function focusedInside(page: Page, tag: string): Promise<string | null> {
  return page.evaluate((hostTag) => {
    const active = document.querySelector(hostTag)?.shadowRoot?.activeElement;
    if (!active) return null;
    return (active.getAttribute('aria-label') ?? active.textContent ?? '').trim();
  }, tag);
}
