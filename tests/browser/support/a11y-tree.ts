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

/**
 * Arms a watch on `tag`'s layers: when a dialog leaves them, the host page's own elements (light
 * DOM) hidden with aria-hidden are recorded right after the element has handled the removal (two
 * task hops later), for `hostHiddenAfterLayerClosed` to read.
 */
export function watchLayerClose(page: Page, tag: string): Promise<void> {
  return page.evaluate((hostTag) => {
    Reflect.set(window, '__boHiddenAfterClose', null);
    const layers = document.querySelector(hostTag)?.shadowRoot?.querySelector('[data-bo-portals]');
    if (!layers) throw new Error(`${hostTag} has no layers node`);
    const observer = new MutationObserver((records) => {
      const gone = records.some((record) =>
        [...record.removedNodes].some(
          (node) =>
            node instanceof Element &&
            (node.matches('[role="dialog"], [role="alertdialog"]') ||
              node.querySelector('[role="dialog"], [role="alertdialog"]') !== null),
        ),
      );
      if (!gone) return;
      observer.disconnect();
      setTimeout(() =>
        setTimeout(() => {
          const hidden = [...document.querySelectorAll('[aria-hidden="true"]')]
            .filter((element) => !element.hasAttribute('data-tabster-dummy'))
            .map((element) => {
              const name = element.tagName.toLowerCase();
              const className = element.getAttribute('class')?.split(' ')[0];
              return className ? `${name}.${className}` : name;
            });
          Reflect.set(window, '__boHiddenAfterClose', hidden);
        }, 0),
      );
    });
    observer.observe(layers, { childList: true, subtree: true });
  }, tag);
}

/** What `watchLayerClose` recorded, once the layer has gone. */
export async function hostHiddenAfterLayerClosed(page: Page): Promise<string[]> {
  const handle = await page.waitForFunction(() => Reflect.get(window, '__boHiddenAfterClose'));
  return (await handle.jsonValue()) as string[];
}
