// The console's first screen in Chromium: a signed-in deep link asks for its first page while the console's UI code is still on its way, and a nav link pointed at fetches its area's code and first page before the click.
import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedAuthBeforeLoad } from './harness';
import { readChunkMap } from './support/chunk-map';
import { stackPerFile } from './support/file-stack';

const files = stackPerFile();
/** How long the console's UI chunk is held back waiting for the first page's request. */
const HOLD_MS = 10_000;

/** The built chunk holding a source module (its path under src/), as the page asks for it. */
function chunkOf(source: string): string {
  const found = Object.entries(readChunkMap()).find(([, chunk]) => chunk.sources.includes(source));
  if (!found) throw new Error(`no chunk holds ${source}: build first`);
  return `/dist/${found[0]}`;
}

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
 * Holds the console's UI chunk (the router and the app) until a request to `path` has been sent,
 * or HOLD_MS: a page that asks only once its UI has run sends nothing while the chunk is held.
 * Resolves with whether the request came while the chunk was held.
 */
async function holdUiUntilRequest(page: Page, path: string): Promise<Promise<boolean>> {
  const ui = chunkOf('src/console/console-app.tsx');
  let sent: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => {
    sent = resolve;
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/v1${path}`) sent();
  });
  let heldResult: (value: boolean) => void = () => undefined;
  const held = new Promise<boolean>((resolve) => {
    heldResult = resolve;
  });
  await page.route(
    (url) => url.pathname === ui,
    async (route) => {
      const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HOLD_MS));
      heldResult(await Promise.race([requested.then(() => true), timeout]));
      await route.continue();
    },
  );
  return held;
}

const consoleRows = (page: Page) => page.locator('bo-console tbody tr[data-row-index]');

describe('the console first screen', () => {
  it('a deep link asks for its filtered first page before the UI code has arrived, once', async () => {
    const { context, page } = await freshTab(true);
    const listRequests = apiRequests(page, '/tasks');
    const held = await holdUiUntilRequest(page, '/tasks');
    await page.goto(new URL('/task?status=done', files.stack.baseUrl).href);
    expect(await held).toBe(true);
    await consoleRows(page).first().waitFor();
    const statuses = page.locator('bo-console').getByRole('combobox', { name: 'Status' });
    expect(await statuses.inputValue()).toBe('done');
    // The screen took the early answer: no second request for the same page.
    expect(
      listRequests.map((request) => new URL(request.url()).searchParams.get('status')),
    ).toEqual(['done']);
    await context.close();
  });

  it('/dashboard asks for its figures before the UI code has arrived', async () => {
    const { context, page } = await freshTab(true);
    const figures = apiRequests(page, '/stats/dashboard');
    const held = await holdUiUntilRequest(page, '/stats/dashboard');
    await page.goto(new URL('/dashboard', files.stack.baseUrl).href);
    expect(await held).toBe(true);
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
});
