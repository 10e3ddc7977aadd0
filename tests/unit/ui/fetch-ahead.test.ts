// The fetch-ahead helper: inside fetchAhead, a dynamic import first preloads its chunk and the files
// it imports at low priority, and imports only once they arrived; outside, it imports at once.
import { afterEach, describe, expect, it } from 'vitest';
import { fetchAhead, importModule } from '../../../src/ui/fetch-ahead';

const BASE = 'http://127.0.0.1/dist/elements/chunks/';
const preloadLinks = () => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
];

afterEach(() => {
  for (const link of preloadLinks()) link.remove();
});

describe('fetchAhead', () => {
  it('preloads the chunk and its imports at low priority, each once, before importing', async () => {
    let imported: Promise<unknown> | undefined;
    fetchAhead(() => {
      imported = importModule(`${BASE}drawer.js`, ['./shared.js', './menu.js'], `${BASE}list.js`);
    });
    const links = preloadLinks();
    expect(links.map((link) => [link.href, link.getAttribute('fetchpriority')])).toEqual([
      [`${BASE}drawer.js`, 'low'],
      [`${BASE}shared.js`, 'low'],
      [`${BASE}menu.js`, 'low'],
    ]);
    // Asked for again ahead of use: the preloads under way are shared.
    fetchAhead(() => void importModule(`${BASE}menu.js`).catch(() => undefined));
    expect(preloadLinks()).toHaveLength(3);
    // The import waits for the preloads; a preload that failed leaves the import to report it.
    let settled = false;
    imported!.then(
      () => (settled = true),
      () => (settled = true),
    );
    // An event-loop turn: an import started at once would have failed by now (no such module).
    await new Promise((turn) => setTimeout(turn, 0));
    expect(settled).toBe(false);
    for (const link of links) link.dispatchEvent(new Event('load'));
    await expect(imported).rejects.toBeDefined();
  });

  it('outside fetchAhead an import preloads nothing', async () => {
    await importModule(`${BASE}screen.js`, ['./shared.js']).catch(() => undefined);
    expect(preloadLinks()).toHaveLength(0);
  });
});
