// The kit areas' browser tests share this: one area element alone on a test page (signed in as the
// admin), the API from Node for setting records up and reading them back, and the screen's parts
// (search, row actions, confirmation, toasts) found the way a person finds them.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { adminApi, type FileStack } from './file-stack';

const TEST_PAGE = '/test/kit-area.html';
const pageHtml = (tag: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
  <link rel="icon" href="data:," /><title>Area</title></head>
  <body style="margin:0;padding:8px">
    <${tag}></${tag}>
    <script type="module" src="/dist/elements/${tag}.js"></script>
  </body>
</html>`;

/** A value no seeded record holds, to find a test's own records by search. */
export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

export interface AreaPage {
  page: Page;
  grid: Locator;
  rows: Locator;
}

/** The API and pages of one file's stack (stackPerFile), read when a test runs. */
export function kitArea(file: FileStack) {
  /** The API as the admin, from Node: JSON in, JSON out, a failure is an error. */
  async function api<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
    const { status, json } = await adminApi<T>(file, path, { method, body });
    if (status < 200 || status > 299)
      throw new Error(`${method} ${path}: ${status} ${JSON.stringify(json)}`);
    return json;
  }

  /** The element alone on a page in a fresh context, its first rows shown and settled. */
  async function open(
    tag: string,
    table: string,
    options: {
      permissions?: string[];
      /** Runs before the page loads (say, to hold a chunk back). */
      prepare?(page: Page): Promise<unknown>;
    } = {},
  ): Promise<AreaPage> {
    const page = await file.tab({ width: 1280, height: 900, seed: file.admin });
    if (options.permissions)
      await page.context().grantPermissions(options.permissions, { origin: file.stack.baseUrl });
    await page.route(`**${TEST_PAGE}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: pageHtml(tag) }),
    );
    await options.prepare?.(page);
    await page.goto(file.url(TEST_PAGE));
    const grid = page.getByRole('table', { name: table });
    const rows = grid.locator('tbody tr[data-row-index]');
    await rows.first().waitFor();
    await expect.poll(() => grid.getAttribute('aria-busy')).toBeNull();
    return { page, grid, rows };
  }

  return { api, open };
}

/** Types into the filter bar's search field; resolves once the list answered and shows `rows` rows. */
export async function search(area: AreaPage, text: string, rows: number): Promise<void> {
  const request = area.page.waitForRequest(
    (r) => r.method() === 'GET' && new URL(r.url()).searchParams.get('q') === text,
  );
  await area.page.getByRole('search').getByRole('searchbox', { name: 'Search' }).fill(text);
  await request;
  await expect.poll(() => area.rows.count()).toBe(rows);
}

/** The row showing `text`. */
export const rowOf = (area: AreaPage, text: string) => area.rows.filter({ hasText: text });

/** Opens the actions menu of the row named `name` and picks `action`. */
export async function rowAction(area: AreaPage, name: string, action: string): Promise<void> {
  await area.page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await area.page.getByRole('menuitem', { name: action, exact: true }).click();
}
