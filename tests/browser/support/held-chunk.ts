// Scripts held back on their way to the page until a test lets go: what shows while code loads.
import type { Page } from 'playwright-core';
import { readChunkMap } from './chunk-map';

/**
 * Holds back the script files (chunks or entries) matching `file` until `release()`: a lazy part's
 * stand-in, or a page without that element yet, stays for as long as a test needs it. `prepare`
 * installs the hold on a page (kit areas pass it to open()).
 */
export function heldChunk(file: RegExp) {
  let release = () => {};
  let asked = 0;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    prepare: (page: Page) =>
      page.route(file, async (route) => {
        asked += 1;
        await released;
        await route.continue();
      }),
    release: () => release(),
    /** How many times the page has asked for the held files so far. */
    asked: () => asked,
  };
}

/**
 * Holds back whichever built chunk holds the source module `source` (a path under src/): the
 * chunk rules may group a lazy part with others, so its own file name is not a stable handle.
 */
export function heldChunkOf(source: string) {
  const names = Object.entries(readChunkMap())
    .filter(([, chunk]) => chunk.sources.includes(source))
    .map(([file]) => file.slice(file.lastIndexOf('/') + 1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (names.length === 0) throw new Error(`No built chunk holds ${source}: run the build first`);
  return heldChunk(new RegExp(`/(${names.join('|')})$`));
}
