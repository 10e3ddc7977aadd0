// The five kit areas in Chromium against the reference server: rows, a filter changing the request,
// the sources switch rolled back on refusal, bulk on the page, CSV export, and screenshots.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ListReply, Source } from '../../src/resources/schemas';
import { screenshot, watchPageProblems } from './support/harness';
import { stackPerFile } from './support/file-stack';

const file = stackPerFile();

const TEST_PAGE = '/test/area.html';
const pageHtml = (tag: string, attributes: string) => `<!doctype html>
<html lang="en"${attributes.includes('rtl') ? ' dir="rtl"' : ''}>
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
  <link rel="icon" href="data:," /><title>Area</title></head>
  <body style="margin:0;padding:8px">
    <${tag} ${attributes.replace('rtl', '')}></${tag}>
    <script type="module" src="/dist/elements/${tag}.js"></script>
  </body>
</html>`;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(new URL(`/api/v1${path}`, file.stack.baseUrl), {
    headers: { authorization: `Bearer ${file.admin.accessToken}` },
  });
  return (await response.json()) as T;
}

interface Look {
  attributes?: string;
  width?: number;
}

/** A signed-in admin's tab in a context of its own, with what the page reports; no page loaded yet. */
async function newTab() {
  const page = await file.tab({ seed: file.admin, context: { acceptDownloads: true } });
  const problems = await watchPageProblems(page);
  return { page, problems };
}

async function open(tag: string, table: string, look: Look = {}) {
  const { page, problems } = await newTab();
  const grid = await show(page, tag, table, look);
  return { page, grid, problems };
}

/** Loads the test page with `tag` in `look` into `page`, which may have shown another look before. */
async function show(page: Page, tag: string, table: string, look: Look) {
  await page.setViewportSize({ width: look.width ?? 1280, height: 900 });
  await page.unroute(`**${TEST_PAGE}`);
  await page.route(`**${TEST_PAGE}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: pageHtml(tag, look.attributes ?? '') }),
  );
  await page.goto(file.url(TEST_PAGE));
  const grid = page.getByRole('table', { name: table });
  await grid.locator('tbody tr[data-row-index]').first().waitFor();
  await expect.poll(() => grid.getAttribute('aria-busy')).toBeNull();
  return grid;
}

function requestTo(page: Page, path: string, method = 'GET') {
  return page.waitForRequest(
    (r) => new URL(r.url()).pathname === `/api/v1${path}` && r.method() === method,
  );
}

const AREAS = [
  ['bo-source-list', 'Sources'],
  ['bo-user-list', 'Users'],
  ['bo-buyer-list', 'Buyers'],
  ['bo-order-list', 'Orders'],
  ['bo-link-list', 'Links'],
] as const;

describe('kit areas in Chromium', () => {
  it.each(AREAS)(
    '%s shows the server rows in light, dark, RTL and at 390 px',
    async (tag, table) => {
      // One tab loads the page in each look: a new one per look would compile the bundle anew.
      const { page, problems } = await newTab();
      for (const [name, look] of [
        ['light', {}],
        ['dark', { attributes: 'theme="dark"' }],
        ['rtl', { attributes: 'rtl' }],
        ['390', { width: 390 }],
      ] as const) {
        const grid = await show(page, tag, table, look);
        expect(await grid.locator('tbody tr[data-row-index]').count()).toBeGreaterThan(0);
        await screenshot(page, `${tag}-${name}`);
      }
      expect(problems.pageErrors).toEqual([]);
      await page.context().close();
    },
  );

  it('sources: the kind filter changes the request and the rows', async () => {
    const bots = await api<ListReply<Source>>('/sources?kind=bot&limit=20');
    const { page, grid } = await open('bo-source-list', 'Sources');
    const request = requestTo(page, '/sources');
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('bot');
    expect(new URL((await request).url()).searchParams.get('kind')).toBe('bot');
    await expect
      .poll(() => grid.locator('tbody tr[data-row-index]').count())
      .toBe(bots.items.length);
    await page.context().close();
  });

  /** The sources list with every switch change refused by a 500 "Database down". */
  async function sourcesRefusingSwitches(options: { attributes?: string } = {}) {
    const opened = await open('bo-source-list', 'Sources', options);
    await opened.page.route('**/api/v1/sources/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":{"code":"INTERNAL_ERROR","message":"Database down"}}',
          })
        : route.continue(),
    );
    return opened;
  }

  it('sources: a refused switch goes back and says why', async () => {
    const { page } = await sourcesRefusingSwitches();
    const toggle = page.getByRole('switch').first();
    const before = await toggle.isChecked();
    await toggle.click();
    await expect.poll(() => page.getByText('Database down').count()).toBeGreaterThan(0);
    await expect.poll(() => toggle.isChecked()).toBe(before);
    await page.context().close();
  });

  /** Opens the sources with a refused switch and clicks one: the error toast, settled. */
  async function refusedSwitchToast(options: { attributes?: string } = {}) {
    const { page } = await sourcesRefusingSwitches(options);
    await page.getByRole('switch').first().click();
    const toast = page.locator('.fui-Toast', { hasText: 'Database down' });
    await toast.waitFor();
    // Hovered, the toast's 5 s auto-close waits, so a slow machine cannot lose it mid-test.
    await toast.hover();
    // Measure after the entrance motion has settled.
    await toast.evaluate((node) =>
      Promise.all(node.getAnimations({ subtree: true }).map((a) => a.finished)),
    );
    return { page, toast };
  }

  it('toasts sit top right, and top left in RTL', async () => {
    for (const [attributes, side] of [
      ['', 'right'],
      ['rtl', 'left'],
    ] as const) {
      const { page, toast } = await refusedSwitchToast({ attributes });
      const box = (await toast.boundingBox())!;
      const middle = box.x + box.width / 2;
      expect(middle > 640 ? 'right' : 'left', attributes || 'ltr').toBe(side);
      expect(box.y).toBeLessThan(200);
      await page.context().close();
    }
  });

  it('a toast springs back from a short swipe and closes past 80 % of its width', async () => {
    const { page, toast } = await refusedSwitchToast();
    const swipe = async (share: number) => {
      const box = (await toast.boundingBox())!;
      const y = box.y + box.height / 2;
      // From the right edge leftwards, so the pointer stays over the toast and on the page.
      const x = box.x + box.width - 4;
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (const step of [0.25, 0.5, 0.75, 1])
        await page.mouse.move(x - box.width * share * step, y);
      await page.mouse.up();
    };
    await swipe(0.4);
    await expect
      .poll(() => toast.evaluate((node) => getComputedStyle(node).transform))
      .toBe('none');
    expect(await toast.isVisible()).toBe(true);
    // The pointer stays over the toast, which pauses its 5 s auto-close: only the swipe can close it.
    await swipe(0.85);
    await expect.poll(() => toast.count()).toBe(0);
    await page.context().close();
  });

  it('sources: bulk disable on the page sends one request with the uuids', async () => {
    const { page } = await open('bo-source-list', 'Sources');
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).click();
    const request = requestTo(page, '/sources/bulk', 'POST');
    await page
      .getByRole('toolbar', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Disable' })
      .click();
    const body = (await request).postDataJSON() as {
      action: string;
      uuids: string[];
      change: object;
    };
    expect(body.action).toBe('update');
    expect(body.uuids).toHaveLength(20);
    expect(body.change).toEqual({ enabled: false });
    await expect.poll(() => page.getByText(/20 updated/).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('users: export downloads the CSV of the current filter', async () => {
    const blocked = await api<ListReply<{ uuid: string }>>('/users?status=blocked&limit=1');
    const { page } = await open('bo-user-list', 'Users');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('blocked');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const stream = await download.createReadStream();
    let text = '';
    for await (const chunk of stream) text += chunk.toString();
    const lines = text.trim().split(/\r?\n/);
    expect(lines.length - 1).toBe(blocked.total);
    await page.context().close();
  });
});
