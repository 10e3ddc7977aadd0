// The prescribed stack's floors beside our two first screens, each built here with esbuild into one
// file: stack-floor/page.tsx (React 19 and Fluent v9 in a shadow root, plain fetch) and
// stack-floor/full-stack.tsx (the same screen with the rest of the stack: a custom element, router,
// query cache, ofetch, zustand). Cold loads and reloads of both, of the console at /task and of
// task-list.html, interleaved so they share the machine's noise. The ratios say what our code and
// our chunking add to the stack the product is built on; the peers' headless Refine floor
// (../shared/peers) is the reference, not these.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'esbuild';
import {
  coldThen,
  ensureBuilt,
  median,
  rowsShown,
  timedReload,
  withDemoStack,
} from './bench-support.mjs';
import { tracedReload } from './reload-trace.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Number(process.env.STACK_FLOOR_RUNS ?? 7);
/** Traced reloads per page, after the timed ones. */
const TRACED_RUNS = 3;

const benchDir = join(root, 'dist', 'bench');

/**
 * Builds one floor page, stack-floor/<source>.tsx, into dist/bench/<name>.html and its script
 * (served at /dist/bench/); returns the page's path and the script's brotli size.
 */
async function buildFloor(source, name, title) {
  const out = await build({
    entryPoints: [join(root, 'tests', 'bench', 'stack-floor', `${source}.tsx`)],
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'warning',
  });
  const code = out.outputFiles[0].contents;
  // A name with a hash, so the server caches it as long as the bundle's own chunks.
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 7);
  const script = `${name}-F${hash}.js`;
  const brotli = brotliCompressSync(code, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  });
  writeFileSync(join(benchDir, script), code);
  writeFileSync(join(benchDir, `${script}.br`), brotli);
  writeFileSync(
    join(benchDir, `${name}.html`),
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8" /><title>${title}</title>\n` +
      `<script type="module" src="/dist/bench/${script}"></script></head>\n` +
      `<body><div id="floor"></div></body></html>\n`,
  );
  return { path: `/dist/bench/${name}.html`, brotli: brotli.length };
}

const tracedReloadOf = (page) => tracedReload(page, rowsShown);

export async function run() {
  ensureBuilt('stack-floor');
  rmSync(benchDir, { recursive: true, force: true });
  mkdirSync(benchDir, { recursive: true });
  const floor = await buildFloor('page', 'stack-floor', 'Stack floor');
  const full = await buildFloor('full-stack', 'full-stack-floor', 'Full stack floor');
  return withDemoStack(async ({ harness, stack, browser, admin }) => {
    const pages = {
      floor: floor.path,
      full: full.path,
      console: '/task',
      element: '/demo/task-list.html',
    };
    const runs = Object.fromEntries(Object.keys(pages).map((key) => [key, []]));
    for (let index = 0; index < RUNS; index += 1) {
      const order = Object.keys(pages);
      // Each page goes first as often as the others.
      for (let turn = 0; turn < index % order.length; turn += 1) order.push(order.shift());
      for (const key of order) {
        const url = new URL(pages[key], stack.baseUrl).href;
        runs[key].push(await coldThen(browser, harness, url, admin, timedReload));
      }
    }
    const traced = { floor: [], console: [] };
    for (let index = 0; index < TRACED_RUNS; index += 1) {
      for (const key of Object.keys(traced)) {
        const url = new URL(pages[key], stack.baseUrl).href;
        traced[key].push(await coldThen(browser, harness, url, admin, tracedReloadOf));
      }
    }
    // Means: Chromium restyles the old page on some reloads only (a colour update still pending
    // in a fresh profile lands with the navigation), so a median of three hides or doubles it.
    const part = (key, figure) =>
      Math.round((traced[key].reduce((sum, run) => sum + run[figure], 0) / TRACED_RUNS) * 10) / 10;
    const parts = [
      ['floor', 'stack floor'],
      ['console', 'console /task'],
    ].flatMap(([key, label]) => [
      {
        name: `${label} reload, traced, mean of ${TRACED_RUNS}: main-thread busy`,
        value: part(key, 'busy'),
        unit: 'ms',
      },
      {
        name: `${label} reload, traced, mean of ${TRACED_RUNS}: V8 writing the code cache`,
        value: part(key, 'codeCache'),
        unit: 'ms',
      },
      {
        name: `${label} reload, traced, mean of ${TRACED_RUNS}: the old page restyled`,
        value: part(key, 'oldPageStyle'),
        unit: 'ms',
      },
    ]);
    const of = (key, figure) => median(runs[key].map((run) => run[figure]));
    const ratio = (key, figure, base) =>
      Math.round((of(key, figure) / of(base, figure)) * 100) / 100;
    /** A floor page's own figures, then our two pages' times as multiples of its. */
    const floorRows = (base, label, built) => [
      {
        name: `${label} first-load JS, brotli`,
        value: Math.round(built.brotli / 100) / 10,
        unit: 'kB',
      },
      {
        name: `${label} cold: navigation -> 20 rows`,
        value: Math.round(of(base, 'cold')),
        unit: 'ms',
      },
      { name: `${label} reload -> 20 rows`, value: Math.round(of(base, 'reload')), unit: 'ms' },
      ...[
        ['console', 'console /task'],
        ['element', 'task-list.html'],
      ].flatMap(([key, page]) =>
        ['cold', 'reload'].map((figure) => ({
          name: `${page} ${figure} / ${label} ${figure}`,
          value: ratio(key, figure, base),
          unit: 'x',
        })),
      ),
    ];
    return [
      ...floorRows('floor', 'stack floor', floor),
      ...floorRows('full', 'full stack floor', full),
      ...parts,
    ];
  });
}
