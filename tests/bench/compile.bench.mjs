// Main-thread JavaScript compilation on a cold load of /demo/task-list.html, from a Chromium trace:
// the functions V8 compiles lazily on the page's main thread between navigation and the first
// task row (median of 3 traced loads; the time they took is logged, not budgeted: tracing makes it
// noisy). The chunks loaded before the first screen carry V8's compile hint
// (scripts/rollup/compile-hints.mjs), so their functions compile on a background thread while they
// stream in. With the hint: about 60 functions (15-40 ms traced); without it: 820-870 (35-60 ms).
import { ensureBuilt, median, withDemoStack } from './bench-support.mjs';

const LOADS = 3;
const LAZY_COMPILES_BUDGET = 200;
const FIRST_ROW_MARK = 'bo-bench-first-row';

/** Marks, in the page's trace, the frame in which the first task row is in the shadow DOM. */
function markFirstRow(mark) {
  const poll = () => {
    const shadow = document.querySelector('bo-task-list')?.shadowRoot;
    const row = shadow?.querySelector('tbody tr[data-row-index]');
    if (row?.textContent?.trim()) performance.mark(mark);
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/** V8's lazy compiles on the task list page's main thread, from navigation to the first row. */
function lazyCompiles(events) {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.documentLoaderURL?.endsWith('/demo/task-list.html'),
  );
  const firstRow = events.find((event) => event.name === FIRST_ROW_MARK);
  if (!navigation || !firstRow) throw new Error('trace without the navigation or the first row');
  const onMainThread = (event) => event.pid === navigation.pid && event.tid === navigation.tid;
  const compiles = events.filter(
    (event) =>
      event.name === 'V8.CompileCode' &&
      event.ph === 'X' &&
      onMainThread(event) &&
      event.ts >= navigation.ts &&
      event.ts <= firstRow.ts,
  );
  const ms = compiles.reduce((sum, event) => sum + event.dur, 0) / 1000;
  return { count: compiles.length, ms };
}

export async function run() {
  ensureBuilt('compile');
  return withDemoStack(async ({ harness, stack, browser, admin }) => {
    const url = new URL('/demo/task-list.html', stack.baseUrl).href;
    const load = async () => {
      const context = await browser.newContext(); // a fresh context: empty HTTP cache, new renderer
      await harness.seedAuthBeforeLoad(context, admin);
      await context.addInitScript(markFirstRow, FIRST_ROW_MARK);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const events = [];
      cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', {
        traceConfig: {
          includedCategories: [
            'v8',
            'disabled-by-default-v8.compile',
            'blink.user_timing',
            'loading',
          ],
        },
        transferMode: 'ReportEvents',
      });
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        FIRST_ROW_MARK,
        { timeout: 60_000 },
      );
      await cdp.send('Tracing.end');
      await complete;
      await context.close();
      return lazyCompiles(events);
    };
    const loads = [];
    for (let i = 0; i < LOADS; i += 1) loads.push(await load());
    console.log(
      `[compile] lazy compiles on the main thread: ${loads.map((l) => `${l.count} (${l.ms.toFixed(1)} ms)`).join(', ')}`,
    );
    return [
      {
        name: `task-list.html functions compiled lazily on the main thread before the first row, median of ${LOADS}`,
        value: median(loads.map((l) => l.count)),
        unit: 'functions',
        budget: LAZY_COMPILES_BUDGET,
        better: 'lower',
      },
    ];
  });
}
