// What the console's first screen costs beyond the console itself. Three copies of the package are
// built here: one unchanged, and two whose task screen is replaced (console-content/) by a bare
// table of the same first page, and by the area kit's list with the title column alone.
// Everything else (entry, early requests, chunks, shell, element runtime) is the same code, so
// their differences are the task screen's content: its filters, its columns and row selection.
// The unchanged copy, built and served as the other two are, is their base; this checkout's
// console runs beside them. Cold loads and reloads, interleaved so they share the machine's
// noise; reference figures, no budgets.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coldThen, ensureBuilt, median, timedReload, withDemoStack } from './bench-support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Number(process.env.CONSOLE_CONTENT_RUNS ?? 9);
/** What scripts/build.mjs reads, and the demo pages the server serves from a static root. */
const BUILD_TREE = [
  'src',
  'scripts',
  'demo',
  'patches',
  'rollup.config.mjs',
  'custom-elements-manifest.config.mjs',
  'package.json',
  'tsconfig.json',
  'LICENSE',
];
const TASK_SCREEN = join('src', 'areas', 'tasks', 'screen.tsx');

const variants = {
  copy: { file: null, label: 'unchanged copy' },
  bare: { file: 'bare-screen.tsx', label: 'bare task screen' },
  lean: { file: 'lean-screen.tsx', label: 'kit list, title column only' },
};

/** A copy of the checkout's build inputs, its task screen replaced by `file` if any, built; returns its root. */
function buildVariant(file) {
  // In the checkout's .data/, not the system's temporary folder: the build stages its output under
  // node_modules/.cache and renames it into place, which cannot cross file systems.
  mkdirSync(join(root, '.data'), { recursive: true });
  const copy = mkdtempSync(join(root, '.data', 'console-content-'));
  for (const name of BUILD_TREE) cpSync(join(root, name), join(copy, name), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  if (file) {
    const screen = readFileSync(join(root, 'tests', 'bench', 'console-content', file), 'utf8');
    // From tests/bench/console-content/ to src/ there, from src/areas/tasks/ to src/ here.
    writeFileSync(join(copy, TASK_SCREEN), screen.replaceAll("'../../../src/", "'../../"));
  }
  console.log(`[console-content] building the console with ${file ?? 'its own task screen'}`);
  const result = spawnSync(process.execPath, [join(copy, 'scripts', 'build.mjs')], {
    cwd: copy,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`build with ${file ?? 'no change'} failed`);
  return copy;
}

export async function run() {
  ensureBuilt('console-content');
  const copies = {};
  try {
    for (const [key, variant] of Object.entries(variants)) copies[key] = buildVariant(variant.file);
    return await withDemoStack(async ({ harness, stack, browser, admin }) => {
      const stacks = { console: { stack, admin } };
      try {
        for (const [key, copy] of Object.entries(copies)) {
          const own = await harness.startStack({ staticRoot: copy });
          stacks[key] = { stack: own };
          stacks[key].admin = await harness.loginThroughApi(
            own.baseUrl,
            'admin@example.com',
            'admin-password',
          );
        }
        const runs = Object.fromEntries(Object.keys(stacks).map((key) => [key, []]));
        for (let index = 0; index < RUNS; index += 1) {
          const order = Object.keys(stacks);
          // Each build goes first as often as the others.
          for (let turn = 0; turn < index % order.length; turn += 1) order.push(order.shift());
          for (const key of order) {
            const url = new URL('/task', stacks[key].stack.baseUrl).href;
            runs[key].push(await coldThen(browser, harness, url, stacks[key].admin, timedReload));
          }
        }
        const of = (key, figure) => median(runs[key].map((run) => run[figure]));
        const figures = ['cold', 'reload'];
        const ratio = (key, base, figure) =>
          Math.round((of(key, figure) / of(base, figure)) * 100) / 100;
        // The copy with its own screen is the base: built and served as the other two are.
        return figures.flatMap((figure) => [
          ...['console', ...Object.keys(variants)].map((key) => ({
            name: `console /task ${figure} -> 20 rows, ${variants[key]?.label ?? 'this checkout'}`,
            value: Math.round(of(key, figure)),
            unit: 'ms',
          })),
          ...['console', 'bare', 'lean'].map((key) => ({
            name: `console /task ${figure}: unchanged copy / ${variants[key]?.label ?? 'this checkout'}`,
            value: ratio('copy', key, figure),
            unit: 'x',
          })),
        ]);
      } finally {
        for (const key of Object.keys(copies)) await stacks[key]?.stack.close();
      }
    });
  } finally {
    for (const copy of Object.values(copies)) rmSync(copy, { recursive: true, force: true });
  }
}
