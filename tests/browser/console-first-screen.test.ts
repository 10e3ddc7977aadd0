// The console's first screen in Chromium: a signed-in deep link asks for its first page before the console's UI code has run, the page links its screen's code for preload, the rows show before the layout and router are asked for, and a nav link pointed at fetches its area's code and first page before the click.
import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedAuthBeforeLoad } from './support/harness';
import { chunkUrlOf as chunkOf } from './support/chunk-map';
import { firstRowsAt, watchFirstRows } from './support/first-rows';
import { stackPerFile } from './support/file-stack';

const files = stackPerFile();

async function freshTab(signedIn: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await files.browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (signedIn) await seedAuthBeforeLoad(context, files.admin);
  return { context, page: await context.newPage() };
}

/** Requests under /api/v1`path`, recorded from now on. */
function apiRequests(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/v1${path}`) seen.push(request);
  });
  return seen;
}

/**
 * When the console's element was defined, and when the page asked for `path` (resource timing):
 * the element is defined once its UI code (React, Fluent, the router) has arrived and evaluated.
 */
async function definedAfterRequest(page: Page, path: string): Promise<[number, number]> {
  await page.waitForFunction(() => customElements.get('bo-console') !== undefined);
  return page.evaluate(
    (wanted) => [
      Reflect.get(window, '__boConsoleDefinedAt') as number,
      performance
        .getEntriesByType('resource')
        // Not asked for yet: after the definition.
        .find((entry) => new URL(entry.name).pathname === wanted)?.startTime ?? Infinity,
    ],
    `/api/v1${path}`,
  );
}

/** Records when <bo-console> is defined. */
async function watchDefinition(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    void customElements
      .whenDefined('bo-console')
      .then(() => Reflect.set(window, '__boConsoleDefinedAt', performance.now()));
  });
}

const consoleRows = (page: Page) => page.locator('bo-console tbody tr[data-row-index]');

describe('the console first screen', () => {
  // The router opens an area's path in any letter case: so does the first screen.
  it.each(['/task?status=done', '/Task?status=done'])(
    'the deep link %s asks for its filtered first page before the console is defined, once',
    async (address) => {
      const { context, page } = await freshTab(true);
      await watchDefinition(context);
      const listRequests = apiRequests(page, '/tasks');
      await page.goto(new URL(address, files.stack.baseUrl).href);
      const [definedAt, requestedAt] = await definedAfterRequest(page, '/tasks');
      expect(requestedAt).toBeLessThan(definedAt);
      await consoleRows(page).first().waitFor();
      const statuses = page.locator('bo-console').getByRole('combobox', { name: 'Status' });
      expect(await statuses.inputValue()).toBe('done');
      // Only done tasks: each row carries the Done badge.
      const rows = await consoleRows(page).all();
      for (const row of rows) expect(await row.getByText('Done', { exact: true }).count()).toBe(1);
      // The screen took the early answer: no second request for the same page.
      expect(
        listRequests.map((request) => new URL(request.url()).searchParams.get('status')),
      ).toEqual(['done']);
      await context.close();
    },
  );

  it('/dashboard asks for its figures before the console is defined', async () => {
    const { context, page } = await freshTab(true);
    await watchDefinition(context);
    const figures = apiRequests(page, '/stats/dashboard');
    await page.goto(new URL('/dashboard', files.stack.baseUrl).href);
    const [definedAt, requestedAt] = await definedAfterRequest(page, '/stats/dashboard');
    expect(requestedAt).toBeLessThan(definedAt);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(figures).toHaveLength(1);
    await context.close();
  });

  it('signed out, a deep link asks for nothing and goes to sign-in as before', async () => {
    const { context, page } = await freshTab(false);
    const listRequests = apiRequests(page, '/tasks');
    await page.goto(new URL('/task?status=done', files.stack.baseUrl).href);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sessions/signin');
    expect(listRequests).toHaveLength(0);
    await context.close();
  });

  it("pointing at a nav link fetches the area's code and first page; the click asks nothing more", async () => {
    const { context, page } = await freshTab(true);
    await page.goto(new URL('/task', files.stack.baseUrl).href);
    await consoleRows(page).first().waitFor();
    const messages = apiRequests(page, '/messages');
    const screenChunk = chunkOf('src/areas/messages/screen.tsx');
    const chunkLoaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === screenChunk,
    );
    const pageAnswered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/messages',
    );
    const link = page.locator('bo-console').getByRole('link', { name: 'Messages', exact: true });
    await link.hover();
    await Promise.all([chunkLoaded, pageAnswered]);
    expect(messages).toHaveLength(1);
    await link.click();
    await page.getByRole('heading', { level: 1, name: /^Messages/ }).waitFor();
    await consoleRows(page).first().waitFor();
    expect(messages).toHaveLength(1);
    await context.close();
  });

  it("the console page for /task links its screen's code for preload; the browser takes it from the link", async () => {
    const screenChunk = chunkOf('src/areas/tasks/screen.tsx');
    const html = await (await fetch(new URL('/task?status=done', files.stack.baseUrl))).text();
    expect(html).toContain(`<link rel="modulepreload" href="${screenChunk}" />`);
    // The router's path in any letter case is the same screen.
    const cased = await (await fetch(new URL('/TASK/?status=done', files.stack.baseUrl))).text();
    expect(cased).toContain(`<link rel="modulepreload" href="${screenChunk}" />`);
    // Another address links another screen, not this one.
    const other = await (await fetch(new URL('/message', files.stack.baseUrl))).text();
    expect(other).not.toContain(`href="${screenChunk}"`);
    expect(other).toContain(`href="${chunkOf('src/areas/messages/screen.tsx')}"`);

    const { context, page } = await freshTab(true);
    await page.goto(new URL('/task', files.stack.baseUrl).href);
    await consoleRows(page).first().waitFor();
    // Without the link, the screen's code is asked for by the entry's own code, once the entry
    // has arrived and run; with it, beside the entry.
    const [chunkStart, entryEnd] = await page.evaluate(
      ({ chunk, entry }) => {
        const timing = (path: string) =>
          performance
            .getEntriesByType('resource')
            .find((item) => new URL(item.name).pathname === path) as PerformanceResourceTiming;
        return [timing(chunk).startTime, timing(entry).responseEnd];
      },
      { chunk: screenChunk, entry: '/dist/elements/bo-console.js' },
    );
    expect(chunkStart).toBeLessThan(entryEnd);
    await context.close();
  });

  it('the first rows show before the layout and the router are asked for, which then take over around them', async () => {
    const { context, page } = await freshTab(true);
    await watchFirstRows(context);
    await page.goto(new URL('/task?status=done', files.stack.baseUrl).href);
    const rowsAt = await firstRowsAt(page);
    const nav = page.locator('bo-console').getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Messages', exact: true }).waitFor();
    const routerChunk = chunkOf('src/console/console-app.tsx');
    const layoutChunk = chunkOf('src/console/layout/console-shell.tsx');
    const started = await page.evaluate(
      (wanted) =>
        wanted.map(
          (path) =>
            performance
              .getEntriesByType('resource')
              .find((entry) => new URL(entry.name).pathname === path)?.startTime ?? -1,
        ),
      [routerChunk, layoutChunk],
    );
    for (const startedAt of started) expect(startedAt).toBeGreaterThanOrEqual(rowsAt);
    // The layout's screen is the one that was there: the filter from the address, one heading.
    const headings = page.locator('bo-console').getByRole('heading', { level: 1 });
    await expect.poll(() => headings.count()).toBe(1);
    expect(await headings.textContent()).toMatch(/^Tasks/);
    const statuses = page.locator('bo-console').getByRole('combobox', { name: 'Status' });
    expect(await statuses.inputValue()).toBe('done');
    expect(await consoleRows(page).count()).toBeGreaterThan(0);
    await context.close();
  });
});
