// <bo-dashboard> in Chromium against the reference server: its figures equal the totals of the API's
// lists, the messages chart (a lazy chunk, asked for once its place nears the view) draws SVG bars,
// card links announce bo-navigate, and it is photographed light, dark, right to left and 390 px wide.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signInThroughApi } from './support/harness';
import { heldChunkOf } from './support/held-chunk';
import { stackPerFile } from './support/file-stack';

const files = stackPerFile();

const TEST_PAGE = '/test/dashboard.html';
const DAY = '2025-05-31';

interface Look {
  dir?: 'rtl';
  theme?: 'dark';
  width?: number;
  height?: number;
}

/**
 * A page with only the dashboard, signed in as the admin; resolves once the numbers are shown.
 * `prepare` sets the page up before it loads (routes held back, say).
 */
async function openDashboard(
  look: Look = {},
  prepare?: (page: Page) => Promise<unknown>,
): Promise<Page> {
  const context = await files.browser.newContext({
    viewport: { width: look.width ?? 1280, height: look.height ?? 900 },
  });
  const page = await context.newPage();
  await prepare?.(page);
  const body = `<!doctype html><html lang="en" dir="${look.dir ?? 'ltr'}"><head><meta charset="utf-8" /><link rel="icon" href="data:," /></head>
<body style="margin:0;padding:8px;background:${look.theme === 'dark' ? '#111' : '#fff'}"><bo-dashboard date="${DAY}" theme="${look.theme ?? 'light'}"></bo-dashboard><script type="module" src="/dist/elements/bo-dashboard.js"></script></body></html>`;
  await page.route(`**${TEST_PAGE}`, (route) => route.fulfill({ contentType: 'text/html', body }));
  await signInThroughApi(page, files.stack.baseUrl, 'admin@example.com', 'admin-password');
  await page.goto(new URL(TEST_PAGE, files.stack.baseUrl).href);
  await page.locator('bo-dashboard [data-count="tasks"] [data-figure]').waitFor();
  return page;
}

async function apiTotal(path: string, query: Record<string, string> = {}): Promise<number> {
  const url = new URL(`/api/v1${path}`, files.stack.baseUrl);
  for (const [name, value] of Object.entries({ limit: '1', withCount: 'true', ...query }))
    url.searchParams.set(name, value);
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${files.admin.accessToken}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

/** Where the chart goes, and the panel after it: their boxes, to see that nothing moves. */
function chartLayout(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('bo-dashboard')?.shadowRoot;
    const slot = root?.querySelector('[data-chart-slot]')?.getBoundingClientRect();
    const next = root?.querySelector('[data-status="open"]')?.getBoundingClientRect();
    return { slotHeight: slot?.height, nextTop: (next?.top ?? 0) + window.scrollY };
  });
}

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** The chart's drawn bars: SVG paths with a fill inside the chart box. */
function barCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.querySelector('bo-dashboard')?.shadowRoot;
    const svg = root?.querySelector('[data-chart="messages-per-day"] svg');
    if (!svg) return 0;
    return [...svg.querySelectorAll('path')].filter((path) => {
      const fill = path.getAttribute('fill');
      const box = path.getBoundingClientRect();
      return fill && fill !== 'none' && box.width > 0 && box.height > 0;
    }).length;
  });
}

describe('<bo-dashboard>', () => {
  it('makes one dashboard request and shows the totals the API lists report', async () => {
    const page = await openDashboard();
    const areas: [string, string][] = [
      ['tasks', '/tasks'],
      ['messages', '/messages'],
      ['sources', '/sources'],
      ['categories', '/categories'],
      ['channels', '/channels'],
      ['users', '/users'],
      ['buyers', '/buyers'],
      ['orders', '/orders'],
      ['links', '/links'],
      ['sys_users', '/sys/users'],
    ];
    for (const [area, path] of areas) {
      const shown = await page
        .locator(`bo-dashboard [data-count="${area}"] [data-figure]`)
        .textContent();
      expect(digits(shown), area).toBe(await apiTotal(path));
    }
    for (const status of ['open', 'in_progress', 'review', 'done', 'cancelled']) {
      const shown = await page
        .locator(`bo-dashboard [data-status="${status}"] [data-figure]`)
        .textContent();
      expect(digits(shown), status).toBe(await apiTotal('/tasks', { status }));
    }
    // Messages in the 30 days ending on the day, from the list's date filter.
    const from = new Date(Date.parse(`${DAY}T00:00:00Z`) - 29 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const shownTotal = await page.locator('bo-dashboard [data-messages-total]').textContent();
    expect(digits(shownTotal?.split(' ')[0] ?? '')).toBe(
      await apiTotal('/messages', { from, to: DAY }),
    );
    await page.context().close();
  });

  it('loads the chart after the numbers and draws bars; a card link announces bo-navigate', async () => {
    const page = await openDashboard();
    await expect.poll(() => barCount(page)).toBeGreaterThan(5);
    const path = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const host = document.querySelector('bo-dashboard')!;
          host.addEventListener('bo-navigate', (event) => {
            event.preventDefault();
            resolve((event as CustomEvent<{ path: string }>).detail.path);
          });
          const link =
            host.shadowRoot!.querySelector<HTMLAnchorElement>('[data-count="orders"] a')!;
          link.click();
        }),
    );
    expect(path).toBe('/order');
    expect(page.url()).toContain(TEST_PAGE);
    await screenshot(page, 'dashboard-light');
    await page.context().close();
  });

  it('asks for the chart code only once its place nears the view, holding that place meanwhile', async () => {
    const chart = heldChunkOf('src/areas/dashboard/messages-chart.tsx');
    // A short phone screen: the chart's place is well below the fold.
    const page = await openDashboard({ width: 390, height: 300 }, chart.prepare);
    await page.waitForLoadState('networkidle');
    expect(chart.asked()).toBe(0);
    const before = await chartLayout(page);
    expect(before.slotHeight).toBe(240);

    await page.locator('bo-dashboard [data-chart-slot]').scrollIntoViewIfNeeded();
    await expect.poll(() => chart.asked()).toBeGreaterThan(0);
    await page.locator('bo-dashboard [data-chart-slot] [role="progressbar"]').waitFor();
    chart.release();
    await expect.poll(() => barCount(page)).toBeGreaterThan(5);
    expect(await chartLayout(page)).toEqual(before);
    await page.context().close();
  });

  it('is drawn in the dark theme, right to left and at 390 px', async () => {
    for (const [name, look] of [
      ['dashboard-dark', { theme: 'dark' }],
      ['dashboard-rtl', { dir: 'rtl' }],
      ['dashboard-390', { width: 390 }],
    ] as [string, Look][]) {
      const page = await openDashboard(look);
      // At 390 px the chart is below the fold: it loads as it comes into view.
      await page.locator('bo-dashboard [data-chart-slot]').scrollIntoViewIfNeeded();
      await expect.poll(() => barCount(page)).toBeGreaterThan(5);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, name).toBeLessThanOrEqual(0);
      await screenshot(page, name);
      await page.context().close();
    }
  });

  it("on the demo pages, shows the month up to today, where npm start's data ends", async () => {
    const response = await fetch(new URL('/api/v1/stats/dashboard', files.stack.baseUrl), {
      headers: { authorization: `Bearer ${files.admin.accessToken}` },
    });
    const { date } = (await response.json()) as { date: string };
    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );
    for (const path of ['/demo/dashboard.html', '/demo/areas.html']) {
      const context = await files.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await signInThroughApi(page, files.stack.baseUrl, 'admin@example.com', 'admin-password');
      await page.goto(new URL(path, files.stack.baseUrl).href);
      await page.locator('bo-dashboard [data-count="tasks"] [data-figure]').waitFor();
      const asOf = page.locator('bo-dashboard').getByText(/^As of /);
      expect(await asOf.textContent(), path).toBe(`As of ${today}`);
      await context.close();
    }
  });
});
