// JS the standalone console fetches before its screen shows: /sessions/signin signed out (budget
// 160 kB brotli) and /dashboard signed in as the admin (budget 220 kB brotli, before any chart
// chunk), measured in Chromium, plus a check that no chart library reaches either route.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { servedFile, totalSizes } from '../../scripts/bundle-graph.mjs';
import { ensureBuilt, withDemoStack } from './bench-support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SIGN_IN_BUDGET_KB = 160;
const DASHBOARD_BUDGET_KB = 220;
/** Module names of the chart libraries; none may load outside the chart routes. */
const CHART_LIBRARY = /echarts|zrender|recharts|victory|apexcharts|d3-/;
const kB = (bytes) => Math.round(bytes / 100) / 10;
/** The dashboard's chart module: its chunk loads after the numbers, whenever it lands in time. */
const DASHBOARD_CHART = 'src/areas/dashboard/messages-chart.tsx';

/**
 * The files holding the dashboard's lazy chart: the row counts the JS before that chunk, and
 * whether the chunk arrived before the heading was seen is a race, not a property of the bundle.
 */
function chartChunkFiles() {
  const mapFile = join(root, 'dist', 'chunk-modules.json');
  if (!existsSync(mapFile)) return new Set();
  const chunks = JSON.parse(readFileSync(mapFile, 'utf8'));
  return new Set(
    Object.keys(chunks)
      .filter((file) => chunks[file].sources.includes(DASHBOARD_CHART))
      .map((file) => join(root, 'dist', file)),
  );
}

/**
 * Scripts asked for from navigation until the screen's h1 is on the page or in the console's
 * shadow DOM: what a later step fetches (the dashboard's chart once the figures are painted) is
 * not the first load.
 */
async function scriptsUntilHeading(browser, harness, baseUrl, path, heading, auth) {
  const context = await browser.newContext();
  if (auth) await harness.seedAuthBeforeLoad(context, auth);
  const page = await context.newPage();
  await page.goto(new URL(path, baseUrl).href);
  const shown = await page.waitForFunction(
    (name) => {
      const roots = [document, document.querySelector('bo-console')?.shadowRoot];
      const headings = roots.flatMap((root) => [...(root?.querySelectorAll('h1') ?? [])]);
      const seen = headings.some((h1) => h1.textContent?.trim().startsWith(name));
      return seen ? performance.now() : false;
    },
    heading,
    { polling: 'raf', timeout: 60_000 },
  );
  const seenAt = await shown.jsonValue();
  const scripts = await page.evaluate(
    (until) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= until)
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => /\.m?js$/.test(pathname)),
    seenAt,
  );
  await context.close();
  return [...new Set(scripts)].map((url) => servedFile(root, url)).filter(Boolean);
}

export async function run() {
  ensureBuilt('console-size');
  return withDemoStack(async ({ harness, stack, browser, admin }) => {
    const signIn = await scriptsUntilHeading(
      browser,
      harness,
      stack.baseUrl,
      '/sessions/signin',
      'Sign in',
    );
    const dashboard = await scriptsUntilHeading(
      browser,
      harness,
      stack.baseUrl,
      '/dashboard',
      'Dashboard',
      admin,
    );
    const chartChunk = chartChunkFiles();
    const beforeChart = dashboard.filter((file) => !chartChunk.has(file));
    if (beforeChart.length < dashboard.length)
      console.log(
        `[console-size] /dashboard: left out the chart chunk ${dashboard
          .filter((file) => chartChunk.has(file))
          .map((file) => relative(root, file))
          .join(', ')}`,
      );
    // The demo page's own scripts (its ApexCharts registration, say) are not library code.
    const charted = [...signIn, ...dashboard].filter(
      (file) => CHART_LIBRARY.test(file) && !file.startsWith(join(root, 'demo', 'pages')),
    );
    console.log(
      `[console-size] /sessions/signin: ${signIn.length} scripts; /dashboard: ${dashboard.length}`,
    );
    if (charted.length > 0)
      console.log(`[console-size] chart code outside the charts: ${charted.join(', ')}`);
    return [
      {
        name: 'console /sessions/signin JS (Chromium), brotli',
        value: kB(totalSizes(signIn).brotli),
        unit: 'kB',
        budget: SIGN_IN_BUDGET_KB,
        better: 'lower',
      },
      {
        name: 'console /dashboard JS before its chart chunk (Chromium), brotli',
        value: kB(totalSizes(beforeChart).brotli),
        unit: 'kB',
        budget: DASHBOARD_BUDGET_KB,
        better: 'lower',
      },
      {
        name: 'console chart-library files on /sessions/signin and /dashboard',
        value: charted.length,
        unit: 'files',
        budget: 0,
        better: 'lower',
      },
    ];
  });
}
