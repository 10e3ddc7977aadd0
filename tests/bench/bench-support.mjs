// What the benches that load the built bundle share: dist/ built first when it is missing or older
// than what it is built from (src/, the build scripts, the Rollup config), so their figures
// describe the code; the demo stack with one browser and a signed-in admin; medians.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { servedFile } from '../../scripts/bundle-graph.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUILD_INPUTS = ['src', 'scripts', 'rollup.config.mjs'];

function newestTime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestTime(join(path, name))),
    0,
  );
}

/** Builds dist/ unless it is newer than every build input; `tag` prefixes the log line. */
export function ensureBuilt(tag) {
  const marker = join(root, 'dist', 'backoffice-elements.js');
  const inputs = Math.max(...BUILD_INPUTS.map((name) => newestTime(join(root, name))));
  if (existsSync(marker) && statSync(marker).mtimeMs >= inputs) return;
  console.log(`[${tag}] dist/ missing or older than its sources: building`);
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('build failed');
}

/** The median of a list of figures. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Runs `measure` against the demo stack (its own server and database) and one Chromium, with the
 * admin's tokens for seeding pages; closes both afterwards.
 */
export async function withDemoStack(measure) {
  const harness = await import('../browser/support/harness.ts');
  const stack = await harness.startStack();
  const browser = await harness.launchBrowser();
  try {
    const admin = await harness.loginThroughApi(
      stack.baseUrl,
      'admin@example.com',
      'admin-password',
    );
    return await measure({ harness, stack, browser, admin });
  } finally {
    await browser.close();
    await stack.close();
  }
}

/** How long a page left alone after its first rows is watched for scripts fetched ahead of use. */
export const AHEAD_WINDOW_MS = 5000;

/**
 * The built files of the scripts `page` starts fetching in the AHEAD_WINDOW_MS after `from` (the
 * performance.now() of its first rows), each once. Waits the window out first.
 */
export async function scriptsFetchedAhead(page, from) {
  await page.waitForTimeout(AHEAD_WINDOW_MS);
  const paths = await page.evaluate(
    ({ start, end }) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime > start && entry.startTime <= end)
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /\.m?js$/.test(path)),
    { start: from, end: from + AHEAD_WINDOW_MS },
  );
  return [...new Set(paths.map((path) => servedFile(root, path)).filter(Boolean))];
}

/**
 * Keeps a page from ever being idle (requestIdleCallback never calls back): nothing is fetched
 * ahead of use, so a first interaction pays for its own code. For the "not fetched ahead" rows.
 */
export function neverIdle() {
  window.requestIdleCallback = () => 0;
}

/**
 * In the page: the user's first step on the list inside `host`'s shadow root (`drawer`: a click
 * on the first row's title; `menu`: a press on the button named `label`), and the time until what
 * it opens is shown (a dialog with a heading, a menu with items). Resolves with milliseconds.
 */
export function timeFirstStep({ host, step, label }) {
  const deep = (root, selector) => {
    const found = root.querySelector(selector);
    if (found) return found;
    for (const element of root.querySelectorAll('*')) {
      const inner = element.shadowRoot && deep(element.shadowRoot, selector);
      if (inner) return inner;
    }
    return null;
  };
  const root = document.querySelector(host)?.shadowRoot;
  if (!root) throw new Error(`no ${host}`);
  let target;
  let shown;
  if (step === 'drawer') {
    target = root.querySelector('tbody tr[data-row-index] td:not(:has(input))');
    shown = () => deep(root, '[role="dialog"] h2, [role="dialog"] [role="heading"]');
  } else {
    target = [...root.querySelectorAll('button')].find(
      (button) => button.getAttribute('aria-label') === label || button.textContent === label,
    );
    shown = () => deep(root, '[role="menu"] [role^="menuitem"]');
  }
  if (!target) throw new Error(`nothing to ${step} in ${host}`);
  return new Promise((resolve) => {
    const start = performance.now();
    target.click();
    const tick = () => {
      if (shown()) resolve(performance.now() - start);
      else requestAnimationFrame(tick);
    };
    tick();
  });
}

/** Between a cold load's rows and the reload, as the peers' side-by-side script waits. */
const SETTLE_MS = 800;

/** In the page: resolves with performance.now() once 20 body rows are drawn, in shadow roots too. */
export function rowsShown() {
  return new Promise((resolve) => {
    const count = (scope) => {
      let rows = scope.querySelectorAll('tbody tr').length;
      for (const element of scope.querySelectorAll('*')) {
        if (element.shadowRoot) rows += count(element.shadowRoot);
      }
      return rows;
    };
    const tick = () => {
      if (count(document) >= 20) resolve(performance.now());
      else requestAnimationFrame(tick);
    };
    tick();
  });
}

/** A cold visit in a fresh context, settled; then `reload(page)` gives the figures. */
export async function coldThen(browser, harness, url, admin, reload) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await harness.seedAuthBeforeLoad(context, admin);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    const cold = await page.evaluate(rowsShown);
    await page.waitForTimeout(SETTLE_MS);
    return { cold, ...(await reload(page)) };
  } finally {
    await context.close();
  }
}

/** The reload after coldThen's visit: navigation -> 20 rows again. */
export async function timedReload(page) {
  await page.reload({ waitUntil: 'commit' });
  return { reload: await page.evaluate(rowsShown) };
}
