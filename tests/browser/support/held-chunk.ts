// Scripts held back on their way to the page until a test lets go: what shows while code loads.
import type { Page } from 'playwright-core';

/**
 * Holds back the script files (chunks or entries) matching `file` until `release()`: a lazy part's
 * stand-in, or a page without that element yet, stays for as long as a test needs it. `prepare`
 * installs the hold on a page (kit areas pass it to open()).
 */
export function heldChunk(file: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    prepare: (page: Page) =>
      page.route(file, async (route) => {
        await released;
        await route.continue();
      }),
    release: () => release(),
  };
}
