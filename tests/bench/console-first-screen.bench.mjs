// The standalone console's first screen and its area-to-area switch, in Chromium on the demo stack:
// cold load and reload of /task to its first rows, the JS fetched until then (brotli) and the
// scripts fetched ahead in the 5 s after them, and a click on another area's sidebar link to that
// area's first rows, once after pointing at the link (its code and first page fetched on hover)
// and once without.
import { servedFile, totalSizes } from '../../scripts/bundle-graph.mjs';
import { ensureBuilt, median, scriptsFetchedAhead, withDemoStack } from './bench-support.mjs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Number(process.env.CONSOLE_BENCH_RUNS ?? 5);
const kB = (bytes) => Math.round(bytes / 100) / 10;
const ROWS = 'tbody tr[data-row-index]';

/** In the page: resolves with performance.now() once `heading` is the h1 and its table has rows. */
function screenShown({ heading, rows }) {
  return new Promise((resolve) => {
    const tick = () => {
      const root = document.querySelector('bo-console')?.shadowRoot;
      const h1 = root?.querySelector('main h1, [role="main"] h1');
      if (h1?.textContent?.startsWith(heading) && root.querySelectorAll(rows).length >= 20) {
        resolve(performance.now());
        return;
      }
      requestAnimationFrame(tick);
    };
    tick();
  });
}

/** Scripts fetched so far: served path, start time and encoded size. */
function scriptEntries(page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  );
}

const files = (entries) => [
  ...new Set(entries.map((entry) => servedFile(root, entry.path)).filter(Boolean)),
];

/** Clicks an area's link without a pointer on its way (no hover, no focus first). */
function clickLink(page, name) {
  return page.evaluate((label) => {
    const root = document.querySelector('bo-console')?.shadowRoot;
    const link = [...(root?.querySelectorAll('nav a') ?? [])].find(
      (anchor) => anchor.textContent?.trim() === label,
    );
    if (!link) throw new Error(`no nav link ${label}`);
    const clicked = performance.now();
    link.click();
    return clicked;
  }, name);
}

/** Waits for the answer of a GET under /api/v1`path`. */
function answered(page, path) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === `/api/v1${path}`, {
    timeout: 30_000,
  });
}

async function oneRun(browser, harness, baseUrl, admin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await harness.seedAuthBeforeLoad(context, admin);
  const page = await context.newPage();
  const tasks = { heading: 'Tasks', rows: ROWS };
  await page.goto(new URL('/task', baseUrl).href, { waitUntil: 'commit' });
  const cold = await page.evaluate(screenShown, tasks);
  const firstLoad = (await scriptEntries(page)).filter((entry) => entry.start <= cold);
  const ahead = await scriptsFetchedAhead(page, cold);

  // Pointed at first: the link's prefetch (chunk and first page) has answered before the click.
  const link = page.locator('bo-console').getByRole('link', { name: 'Messages', exact: true });
  const prefetched = answered(page, '/messages');
  await link.hover();
  await prefetched;
  const hoveredAt = await clickLink(page, 'Messages');
  const hovered =
    (await page.evaluate(screenShown, { heading: 'Messages', rows: ROWS })) - hoveredAt;
  // Not pointed at: the click is the first the console hears of the area.
  const coldAt = await clickLink(page, 'Sources');
  const notHovered =
    (await page.evaluate(screenShown, { heading: 'Sources', rows: ROWS })) - coldAt;

  await page.goto(new URL('/task', baseUrl).href, { waitUntil: 'commit' });
  const reload = await page.evaluate(screenShown, tasks);
  await context.close();
  return { cold, reload, firstLoad: files(firstLoad), ahead, hovered, notHovered };
}

export async function run() {
  ensureBuilt('console-first-screen');
  return withDemoStack(async ({ harness, stack, browser, admin }) => {
    const runs = [];
    for (let index = 0; index < RUNS; index += 1) {
      runs.push(await oneRun(browser, harness, stack.baseUrl, admin));
    }
    const last = runs.at(-1);
    if (process.env.CONSOLE_BENCH_DEBUG) {
      for (const run of runs)
        console.log(JSON.stringify({ ...run, firstLoad: run.firstLoad.length }));
      console.log(
        '[console-first-screen] first load:',
        last.firstLoad.map((f) => f.slice(root.length)).join(' '),
      );
      console.log(
        '[console-first-screen] ahead:',
        last.ahead.map((f) => f.slice(root.length)).join(' '),
      );
    }
    const of = (key) => median(runs.map((run) => run[key]));
    const sizes = (key) => median(runs.map((run) => totalSizes(run[key]).brotli));
    return [
      {
        name: 'console /task cold: navigation -> 20 rows',
        value: Math.round(of('cold')),
        unit: 'ms',
        budget: 450,
        better: 'lower',
      },
      {
        name: 'console /task reload -> 20 rows',
        value: Math.round(of('reload')),
        unit: 'ms',
        budget: 300,
        better: 'lower',
      },
      {
        name: 'console /task first-load JS until rows, brotli',
        value: kB(sizes('firstLoad')),
        unit: 'kB',
        // Issue 40's "at most 140 KB", in the KiB the peers' side-by-side counts it in.
        budget: 143.3,
        better: 'lower',
      },
      {
        name: 'console scripts fetched in the 5 s after first rows',
        value: median(runs.map((run) => run.ahead.length)),
        unit: 'files',
        budget: 15,
        better: 'lower',
      },
      {
        name: 'console JS fetched in the 5 s after first rows, brotli',
        value: kB(sizes('ahead')),
        unit: 'kB',
        budget: 60,
        better: 'lower',
      },
      {
        name: 'console area switch, link hovered first: click -> rows',
        value: Math.round(of('hovered')),
        unit: 'ms',
        budget: 100,
        better: 'lower',
      },
      {
        name: 'console area switch, not hovered: click -> rows',
        value: Math.round(of('notHovered')),
        unit: 'ms',
        budget: 250,
        better: 'lower',
      },
    ];
  });
}
