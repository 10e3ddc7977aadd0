// Size and speed of the built bundle: brotli and gzip bytes of each dist/elements entry with its
// static imports, all JS /demo/task-list.html loads before its first row (budget 130 KiB brotli),
// the time from navigation to the start of the task list request and to the first task row painted
// (medians of 7 cold loads, each with an absolute budget; the same on a slow link, medians of 3),
// the scripts fetched in the 5 s after the first rows when nobody touches the page,
// the JS each chart demo route adds to the console,
// and the area pages: each area element on the kit and the last four areas (budget 140 kB each; the dashboard chart chunk on its own).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  elementEntries,
  pageFirstLoadScripts,
  servedFile,
  staticClosure,
  totalSizes,
} from '../../scripts/bundle-graph.mjs';
import {
  AHEAD_WINDOW_MS,
  ensureBuilt,
  median,
  neverIdle,
  scriptsFetchedAhead,
  timeFirstStep,
  withDemoStack,
} from './bench-support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'dist');
const TASK_LIST_PAGE = join(root, 'demo', 'pages', 'task-list.html');
// Issue 40's "at most 130 KB", counted in KiB as the peers' side-by-side counts first-load JS.
const TASK_LIST_BUDGET_KB = 133.1;
const COLD_LOADS = 7;
/** Navigation -> the list request starts: the entry asks before the UI code has run. */
const LIST_REQUEST_BUDGET_MS = 400;
/** Navigation -> the first row painted, cold cache, on the reference machine class. */
const FIRST_ROW_BUDGET_MS = 900;
/**
 * A slow link (150 ms of latency, 1.6 Mbit/s down, as Lighthouse's mobile throttling): the UI chunks
 * take most of a second to arrive, and the list request must not wait for them. Here, an entry
 * that waited for them asked at about 1060 ms (first row about 1290 ms); one that does not asks at
 * about 700 ms (first row about 1190 ms). The request's budget tells the two apart.
 */
const SLOW_LINK = {
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const SLOW_LOADS = 3;
/**
 * After the first rows, left alone: what the page fetches ahead of use (the first interactions'
 * code) competes with the user's first clicks on a slow link and costs metered users data.
 */
const AHEAD_LOADS = 3;
const AHEAD_FILES_BUDGET = 15;
const AHEAD_KB_BUDGET = 60;
/** The first steps on the list after its rows: what each opens, and its time is reported. */
const STEPS = {
  drawer: { step: 'drawer', what: 'row click -> drawer shown' },
  columns: { step: 'menu', label: 'Columns', what: 'Columns press -> menu shown' },
};
const FIRST_STEPS = Object.keys(STEPS);
const SLOW_LIST_REQUEST_BUDGET_MS = 950;
const SLOW_FIRST_ROW_BUDGET_MS = 1350;
const kB = (bytes) => Math.round(bytes / 100) / 10;

function entryRows() {
  return elementEntries(dist).flatMap((entry) => {
    const name = relative(dist, entry);
    const sizes = totalSizes(staticClosure([entry]));
    return [
      { name: `${name} + static imports, brotli`, value: kB(sizes.brotli), unit: 'kB' },
      { name: `${name} + static imports, gzip`, value: kB(sizes.gzip), unit: 'kB' },
    ];
  });
}

function taskListPageRow() {
  const scripts = pageFirstLoadScripts(root, TASK_LIST_PAGE);
  const sizes = totalSizes(scripts);
  console.log(`[size] task-list.html first-load JS: ${scripts.length} files`);
  return {
    name: 'task-list.html first-load JS (static imports), brotli',
    value: kB(sizes.brotli),
    unit: 'kB',
    budget: TASK_LIST_BUDGET_KB,
    better: 'lower',
  };
}

/** Records, in the page, the frame in which the first task row with text is in the shadow DOM. */
function watchFirstRow() {
  const hasDataRow = () => {
    const shadow = document.querySelector('bo-task-list')?.shadowRoot;
    if (!shadow) return false;
    for (const row of shadow.querySelectorAll('tr, [role="row"]')) {
      const hasCell = row.querySelector('td, [role="cell"], [role="gridcell"]');
      if (hasCell && row.textContent?.trim()) return true;
    }
    return false;
  };
  const poll = () => {
    if (hasDataRow()) window.__boFirstRowAt = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

async function firstRowRow() {
  const missing = [
    ['dist/elements/bo-task-list.js', join(dist, 'elements', 'bo-task-list.js')],
    ['demo/server/app.ts', join(root, 'demo', 'server', 'app.ts')],
  ].filter(([, path]) => !existsSync(path));
  if (missing.length > 0) {
    console.log(
      `[size] first row painted: skipped, not built yet: ${missing.map(([n]) => n).join(', ')}`,
    );
    return [];
  }
  return withDemoStack(async ({ harness, stack, browser, admin: auth }) => {
    const url = new URL('/demo/task-list.html', stack.baseUrl).href;
    const load = async (link, watchAhead = false, step = undefined) => {
      const context = await browser.newContext(); // a fresh context has an empty HTTP cache
      await harness.seedAuthBeforeLoad(context, auth);
      await context.addInitScript(watchFirstRow);
      // A first step taken at once, before anything was fetched ahead: it fetches its own code.
      if (step) await context.addInitScript(neverIdle);
      const page = await context.newPage();
      if (link) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, ...link });
      }
      await page.goto(url, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(() => window.__boFirstRowAt, null, {
        timeout: 60_000,
      });
      const at = await handle.jsonValue();
      // Left alone after its first rows: what the page fetches ahead of use in that window.
      const ahead = watchAhead ? await scriptsFetchedAhead(page, at) : [];
      // Then the first steps: with what was fetched ahead, or (`step`) the one step alone.
      const steps = {};
      for (const name of watchAhead ? FIRST_STEPS : step ? [step] : []) {
        steps[name] = await page.evaluate(timeFirstStep, { host: 'bo-task-list', ...STEPS[name] });
        await page.keyboard.press('Escape');
        await page.waitForFunction(
          () =>
            !document
              .querySelector('bo-task-list')
              ?.shadowRoot?.querySelector('[role="dialog"], [role="menu"]'),
        );
      }
      // Every script fetched up to that frame, lazy chunks included, and when the list was asked for.
      const { scripts, listStart } = await page.evaluate((until) => {
        const entries = performance.getEntriesByType('resource');
        const list = entries.find((entry) => new URL(entry.name).pathname === '/api/v1/tasks');
        return {
          scripts: entries
            .filter((entry) => entry.startTime <= until)
            .map((entry) => new URL(entry.name).pathname)
            .filter((path) => /\.m?js$/.test(path)),
          listStart: list ? list.startTime : Number.NaN,
        };
      }, at);
      await context.close();
      return { at, scripts, listStart, ahead, steps };
    };
    await load(); // warms the server (JIT, database pages), not the browser
    const loads = [];
    for (let i = 0; i < COLD_LOADS; i += 1) loads.push(await load());
    const times = loads.map((l) => l.at);
    const starts = loads.map((l) => l.listStart);
    console.log(`[size] list request started (ms): ${starts.map((t) => t.toFixed(0)).join(', ')}`);
    console.log(`[size] first row painted (ms): ${times.map((t) => t.toFixed(0)).join(', ')}`);
    const aheadLoads = [];
    for (let i = 0; i < AHEAD_LOADS; i += 1) aheadLoads.push(await load(undefined, true));
    const aheadFiles = aheadLoads.map((l) => l.ahead);
    console.log(
      `[size] scripts fetched in the ${AHEAD_WINDOW_MS / 1000} s after the first row: ${aheadFiles
        .map((files) => files.length)
        .join(', ')}`,
    );
    const alone = Object.fromEntries(FIRST_STEPS.map((name) => [name, []]));
    for (let i = 0; i < AHEAD_LOADS; i += 1)
      for (const name of FIRST_STEPS)
        alone[name].push((await load(undefined, false, name)).steps[name]);
    const stepRows = FIRST_STEPS.flatMap((name) => {
      const ahead = aheadLoads.map((l) => l.steps[name]);
      console.log(
        `[size] ${name} (ms), fetched ahead: ${ahead.map((t) => t.toFixed(0)).join(', ')}; not: ${alone[name].map((t) => t.toFixed(0)).join(', ')}`,
      );
      return [
        {
          name: `task-list.html ${STEPS[name].what}, 5 s after first rows, median of ${AHEAD_LOADS}`,
          value: Math.round(median(ahead)),
          unit: 'ms',
        },
        {
          name: `task-list.html ${STEPS[name].what}, at first rows, nothing fetched ahead, median of ${AHEAD_LOADS}`,
          value: Math.round(median(alone[name])),
          unit: 'ms',
        },
      ];
    });
    const slow = [];
    for (let i = 0; i < SLOW_LOADS; i += 1) slow.push(await load(SLOW_LINK));
    const slowStarts = slow.map((l) => l.listStart);
    const slowTimes = slow.map((l) => l.at);
    console.log(
      `[size] slow link: list request (ms): ${slowStarts.map((t) => t.toFixed(0)).join(', ')}`,
    );
    console.log(
      `[size] slow link: first row (ms): ${slowTimes.map((t) => t.toFixed(0)).join(', ')}`,
    );
    const fetched = [...new Set(loads.flatMap((l) => l.scripts))].map((url) =>
      servedFile(root, url),
    );
    console.log(`[size] scripts fetched before the first row: ${fetched.length}`);
    return [
      {
        name: 'task-list.html JS fetched before first row (Chromium), brotli',
        value: kB(totalSizes(fetched).brotli),
        unit: 'kB',
        budget: TASK_LIST_BUDGET_KB,
        better: 'lower',
      },
      {
        name: `task-list.html scripts fetched in the 5 s after first rows, median of ${AHEAD_LOADS}`,
        value: median(aheadFiles.map((files) => files.length)),
        unit: 'files',
        budget: AHEAD_FILES_BUDGET,
        better: 'lower',
      },
      {
        name: `task-list.html JS fetched in the 5 s after first rows, brotli, median of ${AHEAD_LOADS}`,
        value: kB(median(aheadFiles.map((files) => totalSizes(files).brotli))),
        unit: 'kB',
        budget: AHEAD_KB_BUDGET,
        better: 'lower',
      },
      ...stepRows,
      {
        name: `task-list.html list request started, median of ${COLD_LOADS} cold loads`,
        value: median(starts),
        unit: 'ms',
        budget: LIST_REQUEST_BUDGET_MS,
        better: 'lower',
      },
      {
        name: `task-list.html first row painted, median of ${COLD_LOADS} cold loads`,
        value: median(times),
        unit: 'ms',
        budget: FIRST_ROW_BUDGET_MS,
        better: 'lower',
      },
      {
        name: `task-list.html list request started, slow link, median of ${SLOW_LOADS}`,
        value: median(slowStarts),
        unit: 'ms',
        budget: SLOW_LIST_REQUEST_BUDGET_MS,
        better: 'lower',
      },
      {
        name: `task-list.html first row painted, slow link, median of ${SLOW_LOADS}`,
        value: median(slowTimes),
        unit: 'ms',
        budget: SLOW_FIRST_ROW_BUDGET_MS,
        better: 'lower',
      },
    ];
  });
}

/** Chart route -> its page module (one lazy chunk each, see src/charts/chart-routes.ts). */
const APEX_TYPES = [
  'area',
  'bar',
  'bubble',
  'mix',
  'doughnut',
  'radial-bar',
  'scatter',
  'spark-line',
  'radar',
  'column',
  'line',
];
const CHART_PAGES = [
  ['/charts/echart', 'src/charts/echart/echart-page.tsx'],
  ['/charts/recharts', 'src/charts/recharts/recharts-page.tsx'],
  ['/charts/victory-chart', 'src/charts/victory/victory-page.tsx'],
  ...APEX_TYPES.map((type) => [
    `/charts/apex-chart/${type}`,
    `src/charts/apex/pages/${type}-page.tsx`,
  ]),
];

/**
 * The JS each chart route adds to the console (brotli): its page chunk, the chart route table and
 * their static imports, less what the <bo-console> entry has already loaded.
 */
function chartRouteRows() {
  const mapFile = join(dist, 'chunk-modules.json');
  const consoleEntry = join(dist, 'elements', 'bo-console.js');
  if (!existsSync(mapFile) || !existsSync(consoleEntry)) {
    console.log('[size] chart routes: skipped, no chunk map or no bo-console entry in dist/');
    return [];
  }
  const chunks = JSON.parse(readFileSync(mapFile, 'utf8'));
  const fileOf = (source) => {
    const name = Object.keys(chunks).find((file) => chunks[file].facade === source);
    return name ? join(dist, name) : null;
  };
  const routeTable = fileOf('src/charts/chart-routes.ts');
  const loaded = new Set(staticClosure([consoleEntry]));
  return CHART_PAGES.flatMap(([path, source]) => {
    const page = fileOf(source);
    if (!page || !routeTable) return [];
    const added = staticClosure([routeTable, page]).filter((file) => !loaded.has(file));
    return [
      {
        name: `${path} JS added to the console, brotli`,
        value: kB(totalSizes(added).brotli),
        unit: 'kB',
      },
    ];
  });
}

/**
 * The page of each area element on the kit and of the last four areas: each at most 140 kB
 * brotli before its first content (the task list has its own, smaller budget above).
 */
const AREA_PAGES = [
  'source-list',
  'user-list',
  'buyer-list',
  'order-list',
  'link-list',
  'dashboard',
  'message-list',
  'category-list',
  'permission-matrix',
];
const AREA_PAGE_BUDGET_KB = 140;

function areaPageRows() {
  const rows = [];
  for (const name of AREA_PAGES) {
    const html = join(root, 'demo', 'pages', `${name}.html`);
    try {
      const scripts = pageFirstLoadScripts(root, html);
      rows.push({
        name: `${name}.html first-load JS (static imports), brotli`,
        value: kB(totalSizes(scripts).brotli),
        unit: 'kB',
        budget: AREA_PAGE_BUDGET_KB,
        better: 'lower',
      });
    } catch (error) {
      console.log(`[size] ${name}.html: skipped, ${error.message}`);
    }
  }
  // The dashboard's chart is loaded after its numbers are on screen: reported on its own.
  const chunks = join(dist, 'elements', 'chunks');
  const chart = existsSync(chunks)
    ? readdirSync(chunks).find((file) => /^messages-chart-.*\.js$/.test(file))
    : undefined;
  if (chart) {
    const page = new Set(staticClosure([join(dist, 'elements', 'bo-dashboard.js')]));
    const extra = staticClosure([join(chunks, chart)]).filter((file) => !page.has(file));
    rows.push({
      name: 'dashboard chart chunk (ECharts, lazy) beyond the page, brotli',
      value: kB(totalSizes(extra).brotli),
      unit: 'kB',
    });
  }
  return rows;
}

export async function run() {
  ensureBuilt('size');
  const rows = [...entryRows(), ...chartRouteRows()];
  if (existsSync(join(dist, 'elements', 'bo-task-list.js'))) {
    rows.push(taskListPageRow());
  } else {
    console.log(
      '[size] task-list.html first-load JS: skipped, dist/elements/bo-task-list.js not built yet',
    );
  }
  rows.push(...areaPageRows());
  rows.push(...(await firstRowRow()));
  return rows;
}
