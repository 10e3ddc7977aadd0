// Failures inside the console: a render error shows "Unexpected Application Error!" inside the layout and reaches the host as bo-error; a chunk that never answers shows "Loading chunk {n} failed" and Retry asks the server again.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { heading, heard, newConsoleTab } from './console-support';
import { launchBrowser, type Stack, startStack } from './harness';

let stack: Stack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

afterEach(async () => {
  await page?.context().close();
});

const url = (path: string) => new URL(path, stack.baseUrl).href;

it('a render error shows the fallback with its message and a reload, keeps the layout and tells the host', async () => {
  page = await newConsoleTab(browser, stack, { as: 'admin' });
  // A reply the screen cannot draw: a status that is a number, not a word.
  await page.route('**/api/v1/tasks?**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        items: [
          {
            uuid: '00000000-0000-4000-8000-000000000001',
            title: 'Broken task',
            status: 42,
            priority: 'normal',
            created_at: '2025-01-01T00:00:00.000Z',
            updated_at: '2025-01-01T00:00:00.000Z',
          },
        ],
        total: 1,
      }),
    }),
  );
  await page.goto(url('/task'));
  await heading(page, 'Unexpected Application Error!').waitFor();
  await page.getByText(/is not a function/).waitFor();
  await page.getByRole('button', { name: 'Reload' }).waitFor();
  // The layout is still there: its navigation works.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Channels' }).click();
  await heading(page, /Channels/).waitFor();
  const errors = (await heard(page, 'bo-error')) as { kind: string; message: string }[];
  expect(errors.some((detail) => /is not a function/.test(detail.message))).toBe(true);
});

it('a chunk that never answers shows "Loading chunk {n} failed" after the time-out, and Retry loads it anew', async () => {
  page = await newConsoleTab(browser, stack, { as: 'admin' });
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
  await heading(page, 'Loading chunk sysUser failed').waitFor({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Retry' }).click();
  await heading(page, /System users/).waitFor();
  const first = held[0]!.request().url();
  expect(requested.filter((address) => address.startsWith(first.split('?')[0]!))).toEqual([
    first,
    `${first}?retry=1`,
  ]);
  const errors = (await heard(page, 'bo-error')) as { message: string }[];
  expect(errors.map((detail) => detail.message)).toContain('Loading chunk sysUser failed');
});
