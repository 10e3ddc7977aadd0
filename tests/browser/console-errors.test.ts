// Failures inside the console: a list answer of the wrong shape shows the list's error state with Retry inside the layout and reaches the host as bo-error; a chunk that never answers shows "Loading chunk {n} failed" and Retry asks the server again; a slow first route shows the loading spinner (its code fetched only then).
import type { Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { readChunkMap } from './support/chunk-map';
import { heading, heard, newConsoleTab } from './support/console';
import { stackPerFile } from './support/file-stack';

const file = stackPerFile();

let page: Page;

const { url } = file;

it('a list answer of the wrong shape shows what is wrong with Retry inside the layout, never the unexpected-error page, and tells the host', async () => {
  page = await newConsoleTab(file, { as: 'admin' });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // A reply the screen cannot draw: a status that is a number, not a word.
  let broken = true;
  await page.route(
    (address) => address.pathname === '/api/v1/tasks',
    async (route) => {
      if (!broken) return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as { items: Record<string, unknown>[] };
      if (body.items[0]) body.items[0].status = 42;
      return route.fulfill({ response, json: body });
    },
  );
  await page.goto(url('/task'));
  const alert = page.locator('bo-console').getByRole('alert');
  await alert
    .getByText('The answer cannot be shown (tasks: items[0].status is number, expected string).')
    .waitFor();
  expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
  const errors = (await heard(page, 'bo-error')) as { kind: string; code?: string }[];
  expect(errors).toContainEqual(
    expect.objectContaining({ kind: 'PARSING_ERROR', code: 'INVALID_REPLY' }),
  );
  // Retry once the answer is right: the rows come.
  broken = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await page.locator('bo-console tbody tr[data-row-index]').first().waitFor();
  // The layout is still there: its navigation works.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Channels' }).click();
  await heading(page, /Channels/).waitFor();
  expect(pageErrors).toEqual([]);
});

it('a chunk that never answers shows "Loading chunk {n} failed" after the time-out, and Retry loads it anew', async () => {
  page = await newConsoleTab(file, { as: 'admin' });
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Slow chunks</title></head>
<body><bo-console routing="memory" initial-path="/dashboard" chunk-timeout="1500"></bo-console><script type="module" src="/dist/elements/bo-console.js"></script></body></html>`;
  await page.route('**/test/slow-chunks.html', (route) =>
    route.fulfill({ contentType: 'text/html', body }),
  );
  await page.goto(url('/test/slow-chunks.html'));
  await heading(page, 'Dashboard').waitFor();
  // The dashboard's own lazy chunks (its chart comes after the numbers) must not be the one held:
  // on a busy machine they can still be on their way when the heading shows.
  await page.waitForLoadState('networkidle');

  // From the navigation on, the first chunk the console asks for never answers; later ones go through.
  const held: Route[] = [];
  const requested: string[] = [];
  let armed = false;
  await page.route('**/dist/elements/chunks/**', (route) => {
    if (!armed) return route.continue();
    requested.push(route.request().url());
    if (held.length === 0) {
      held.push(route);
      return;
    }
    return route.continue();
  });
  armed = true;
  await page.evaluate(() =>
    (document.querySelector('bo-console') as HTMLElement & { navigate(p: string): void }).navigate(
      '/sys/user',
    ),
  );
  await heading(page, 'Loading chunk sysUsers failed').waitFor({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Retry' }).click();
  await heading(page, /System users/).waitFor();
  const first = held[0]!.request().url();
  expect(requested.filter((address) => address.startsWith(first.split('?')[0]!))).toEqual([
    first,
    `${first}?retry=1`,
  ]);
  const errors = (await heard(page, 'bo-error')) as { message: string }[];
  expect(errors.map((detail) => detail.message)).toContain('Loading chunk sysUsers failed');
});

/** The served path of the built chunk holding a source module (its path under src/). */
function chunkOf(source: string): string {
  const found = Object.entries(readChunkMap()).find(([, chunk]) => chunk.sources.includes(source));
  if (!found) throw new Error(`no chunk holds ${source}: build first`);
  return `/dist/${found[0]}`;
}

/** The scripts the page has fetched so far, by path. */
function scriptsFetched(target: Page): Promise<string[]> {
  return target.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
}

it('a first route whose code is slow shows the loading spinner, fetched only then; a quick one never fetches it', async () => {
  const spinner = chunkOf('src/console/loading-spinner.tsx');
  // Quick: the sign-in page is there without the spinner's code ever being asked for.
  page = await newConsoleTab(file);
  await page.goto(url('/sessions/signin'));
  await heading(page, 'Sign in').waitFor();
  expect(await scriptsFetched(page)).not.toContain(spinner);
  await page.context().close();

  // Slow: the sign-in page's chunk is held; the spinner shows, then the page once it arrives.
  page = await newConsoleTab(file);
  const pageChunk = chunkOf('src/console/sessions/sign-in-page.tsx');
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${pageChunk}`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(url('/sessions/signin'));
  await page.locator('bo-console').getByRole('progressbar').waitFor();
  await page.locator('bo-console').getByText('Loading…', { exact: true }).waitFor();
  expect(await scriptsFetched(page)).toContain(spinner);
  release();
  await heading(page, 'Sign in').waitFor();
  expect(await page.locator('bo-console').getByRole('progressbar').count()).toBe(0);
  await page.context().close();
});
