// Where the built bundle puts tabster (dist/chunk-modules.json and the entries' imports): its core
// and the module handing it the shadow-DOM API (src/elements/tabster-shadow-dom.ts) share a chunk,
// so the API is on the window before anything can create tabster, and an element whose first
// screen needs neither (the task list) loads them with its first menu, dialog or drawer.
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementEntries, staticClosure } from '../../scripts/bundle-graph.mjs';
import { repoRoot } from './support/harness';
import { CHUNK_MAP_FILE, readChunkMap } from './support/chunk-map';

const chunks = readChunkMap();
const dist = join(repoRoot, 'dist');
const HANDOVER = 'src/elements/tabster-shadow-dom.ts';

describe('tabster in the built bundle', () => {
  it('the shadow DOM API is handed over from the chunk of tabster itself', () => {
    expect(Object.keys(chunks).length, `${CHUNK_MAP_FILE}: run npm run build`).toBeGreaterThan(0);
    const holding = Object.entries(chunks).filter(([, chunk]) => chunk.sources.includes(HANDOVER));
    expect(holding).toHaveLength(1);
    const [, chunk] = holding[0]!;
    expect(chunk.packages).toContain('tabster');
  });

  it('an element loads tabster up front only with the API; the task list loads neither', () => {
    const upFront = (tag: string) =>
      staticClosure([join(dist, 'elements', `${tag}.js`)]).map((file) =>
        relative(dist, file).split('\\').join('/'),
      );
    for (const entry of elementEntries(dist)) {
      const tag = relative(join(dist, 'elements'), entry).replace(/\.js$/, '');
      const files = upFront(tag);
      const tabster = files.some((file) => chunks[file]?.packages.includes('tabster'));
      const handover = files.some((file) => chunks[file]?.sources.includes(HANDOVER));
      expect(handover, tag).toBe(tabster);
    }
    // The task list's first screen has no menu, dialog or drawer open: neither loads with it.
    expect(
      upFront('bo-task-list').filter((file) => chunks[file]?.packages.includes('tabster')),
    ).toEqual([]);
  });
});
