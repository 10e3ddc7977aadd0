// One reload traced in Chromium, for what its main thread spends between the reload and the first
// rows: in all, and in two parts a page's own code does not run. V8 writes the code cache of a
// script it runs for the second time (the first reload after a cold visit) before the page goes on,
// in proportion to the code compiled; and the old page's elements are restyled as the new document
// arrives (Chromium's platform-colour change, on some reloads only), in proportion to their number
// and rules. Traced apart from the timed reloads, since tracing slows them.

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'loading',
  'blink.user_timing',
].join(',');
const CODE_CACHE = new Set(['v8.produceModuleCache', 'v8.produceCache']);

/** Complete events of one thread, each with its end. */
function spans(events, pid, tid) {
  return events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur)
    .map((event) => ({ ...event, end: event.ts + event.dur }))
    .sort((a, b) => a.ts - b.ts);
}

/** Milliseconds in events named `names`, nested ones counted once. */
function outermost(list, names) {
  let total = 0;
  let until = -1;
  for (const event of list) {
    if (!names.has(event.name) || event.ts < until) continue;
    total += event.dur;
    until = event.end;
  }
  return total / 1000;
}

/**
 * Reloads `page` (a cold visit already shown, settled) under the tracer; `rowsShown` resolves in
 * the page with performance.now() at its first rows.
 * @returns {Promise<{ busy: number, codeCache: number, oldPageStyle: number }>} milliseconds
 */
export async function tracedReload(page, rowsShown) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.reload({ waitUntil: 'commit' });
  const rowsAt = await page.evaluate(rowsShown);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();

  const url = page.url();
  // The new document's start, on its renderer's main thread.
  const start = events
    .filter(
      (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
    )
    .at(-1);
  if (!start) throw new Error('the trace holds no navigation start for the reload');
  const thread = spans(events, start.pid, start.tid);
  const from = start.ts;
  const to = from + rowsAt * 1000;
  const inWindow = thread.filter((event) => event.ts >= from && event.ts < to);
  // The new document's HTML parsed: what was restyled before then belonged to the old page.
  const parsed = inWindow.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url,
  );
  const oldPage = inWindow.filter((event) => event.end <= (parsed?.ts ?? from));
  return {
    busy: outermost(inWindow, new Set(['ThreadControllerImpl::RunTask', 'RunTask'])),
    codeCache: outermost(inWindow, CODE_CACHE),
    oldPageStyle: outermost(oldPage, new Set(['UpdateLayoutTree'])),
  };
}
