// The fourteen chart demo routes inside <bo-console>: every card draws its chart (a canvas with
// painted pixels or an SVG with shapes), in light, dark and right-to-left, with no page errors
// (the ApexCharts pages with the ApexCharts the demo host supplies); the chart pages under the
// strict CSP of /demo/embed.html adopt their styles; and a host without ApexCharts gets, on its
// eleven pages, the notice saying so, with no error and the rest of the console working (and one
// whose ApexCharts fails to load says that, with a Retry that loads it).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APEX_CHART_TYPES, CHART_ROUTES } from '../../src/charts/chart-routes';
import { buildChartHarness, serveChartHarness } from './chart-harness/build';
import { newConsoleTab } from './console-support';
import { runAxe, severeViolations } from './support/axe';
import {
  launchBrowser,
  type PageProblems,
  type Stack,
  screenshot,
  startStack,
  watchPageProblems,
} from './harness';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser(), buildChartHarness()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

interface CardReport {
  title: string;
  drawn: boolean;
}

/**
 * Waits until the page's cards are all drawn, then reports each: drawn means a canvas with a
 * non-transparent pixel, or an SVG with a path, rect, circle or polygon of non-zero size.
 */
async function drawnCards(page: Page, hostTag: string, section?: string): Promise<CardReport[]> {
  const scope = { tag: hostTag, section: section ?? null };
  const read = ({ tag, section }: typeof scope) => {
    const root = document.querySelector(tag)?.shadowRoot;
    const page = section ? root?.querySelector(`section[aria-label="${section}"]`) : root;
    const cards = [...(page?.querySelectorAll('[data-chart-card]') ?? [])];
    return cards.map((card) => {
      const canvasDrawn = [...card.querySelectorAll('canvas')].some((canvas) => {
        const context = canvas.getContext('2d');
        if (!context || canvas.width === 0 || canvas.height === 0) return false;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
        return false;
      });
      const svgDrawn = [...card.querySelectorAll('svg')].some((svg) =>
        [...svg.querySelectorAll('path, rect, circle, polygon')].some((shape) => {
          const box = (shape as SVGGraphicsElement).getBoundingClientRect();
          return box.width > 1 && box.height > 1;
        }),
      );
      return { title: card.querySelector('h2')?.textContent ?? '', drawn: canvasDrawn || svgDrawn };
    });
  };
  await page.waitForFunction(({ tag, section }) => {
    const root = document.querySelector(tag)?.shadowRoot;
    const page = section ? root?.querySelector(`section[aria-label="${section}"]`) : root;
    const cards = [...(page?.querySelectorAll('[data-chart-card]') ?? [])];
    return cards.length > 0 && cards.every((card) => card.querySelector('canvas, svg'));
  }, scope);
  // Charts animate in: poll until every card has painted, or report the ones that never did.
  let report: CardReport[] = [];
  for (let attempt = 0; attempt < 40; attempt += 1) {
    report = await page.evaluate(read, scope);
    if (report.every((card) => card.drawn)) return report;
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  }
  return report;
}

function settle(page: Page): Promise<unknown> {
  return page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))),
  );
}

const LOOKS = [
  { name: 'light', layout: null },
  { name: 'dark', layout: { colorMode: 'dark' } },
  { name: 'rtl', layout: { dir: 'rtl' } },
] as const;

/** The route loaded from its address, a fresh page: the light run does this for every route. */
async function openByUrl(page: Page, path: string): Promise<CardReport[]> {
  await page.goto(new URL(path, stack.baseUrl).href);
  return drawnCards(page, 'bo-console');
}

/**
 * The route reached from the console's charts menu, as an admin goes from chart to chart: the
 * dark and right-to-left runs do this, which also shows each page's charts drawn after another
 * page's left. Its cards are read inside the new page's section (named by the link's text), not
 * the last page's while the next one loads.
 */
async function openFromMenu(page: Page, path: string): Promise<CardReport[]> {
  const link = page.locator('bo-console').locator(`nav a[href="${path}"]`).first();
  const title = (await link.textContent()) ?? '';
  await link.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
  return drawnCards(page, 'bo-console', title);
}

describe('chart routes in the console', () => {
  it('has fourteen chart routes', () => {
    expect(CHART_ROUTES.map((route) => route.path)).toHaveLength(14);
  });

  for (const look of LOOKS) {
    it(`every card of every chart route draws its chart (${look.name})`, async () => {
      const page = await newConsoleTab(browser, stack, { as: 'admin' });
      if (look.layout) {
        await page.evaluate(
          (value) => localStorage.setItem('bo_layout', value),
          JSON.stringify(look.layout),
        );
      }
      const problems: PageProblems = await watchPageProblems(page);
      try {
        for (const [index, route] of CHART_ROUTES.entries()) {
          const cards = await (look.name === 'light' || index === 0
            ? openByUrl(page, route.path)
            : openFromMenu(page, route.path));
          expect(cards.length, route.path).toBeGreaterThanOrEqual(3);
          expect(
            cards.filter((card) => !card.drawn).map((card) => card.title),
            route.path,
          ).toEqual([]);
          await screenshot(page, `charts-${look.name}${route.path}`);
        }
        expect(problems.pageErrors).toEqual([]);
        expect(problems.consoleErrors).toEqual([]);
      } finally {
        await page.context().close();
      }
    }, 300_000);
  }
});

describe('chart pages under the strict CSP of /demo/embed.html', () => {
  it('draw every card with no CSP violation and no page error', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await serveChartHarness(context, stack.baseUrl);
    const page = await context.newPage();
    const problems = await watchPageProblems(page);
    try {
      for (const route of CHART_ROUTES) {
        await page.goto(`${stack.baseUrl}/chart-harness${route.path}?theme=dark`);
        const cards = await drawnCards(page, 'bo-chart-harness');
        expect(
          cards.filter((card) => !card.drawn).map((card) => card.title),
          route.path,
        ).toEqual([]);
        await settle(page);
      }
      expect(problems.cspViolations).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);

  it('ApexCharts styles come from an adopted sheet, with no <style> element in the shadow root', async () => {
    const context = await browser.newContext();
    await serveChartHarness(context, stack.baseUrl);
    const page = await context.newPage();
    try {
      await page.goto(`${stack.baseUrl}/chart-harness/charts/apex-chart/line`);
      await drawnCards(page, 'bo-chart-harness');
      const styles = await page.evaluate(() => {
        const root = document.querySelector('bo-chart-harness')!.shadowRoot!;
        const tooltip = root.querySelector('.apexcharts-tooltip');
        return {
          styleElements:
            root.querySelectorAll('style').length + document.querySelectorAll('style').length,
          apexRules: root.adoptedStyleSheets.some((sheet) =>
            [...sheet.cssRules].some((rule) => rule.cssText.includes('.apexcharts-tooltip')),
          ),
          // apexcharts.css hides tooltips until hovered; unstyled, they would be in the layout.
          tooltipHidden: tooltip ? getComputedStyle(tooltip).opacity === '0' : null,
        };
      });
      expect(styles).toEqual({ styleElements: 0, apexRules: true, tooltipHidden: true });
    } finally {
      await context.close();
    }
  });
});

/** The notice an ApexCharts page shows without ApexCharts: its heading, and whether it drew. */
async function apexNotice(page: Page, hostTag: string) {
  await page.waitForFunction(
    (tag) => document.querySelector(tag)?.shadowRoot?.querySelector('[data-apexcharts-missing]'),
    hostTag,
  );
  return page.evaluate((tag) => {
    const root = document.querySelector(tag)!.shadowRoot!;
    const notice = root.querySelector('[data-apexcharts-missing]')!;
    return {
      heading: notice.querySelector('h2')?.textContent,
      registration: notice.querySelector('code')?.textContent?.includes('registerApexCharts('),
      charts: root.querySelectorAll('[data-chart-card]').length,
    };
  }, hostTag);
}

describe('a host without ApexCharts', () => {
  it('each ApexCharts page says it is not installed, with no error; other pages keep working', async () => {
    const page = await newConsoleTab(browser, stack, { as: 'admin' });
    // The demo host's registration (demo/pages/apexcharts-host.js) left out: a host without it.
    await page.route('**/demo/apexcharts-host.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    const vendorRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/vendor/apexcharts/')) vendorRequests.push(request.url());
    });
    const problems = await watchPageProblems(page);
    try {
      for (const type of APEX_CHART_TYPES) {
        await page.goto(`${stack.baseUrl}/charts/apex-chart/${type}`);
        expect(await apexNotice(page, 'bo-console'), type).toEqual({
          heading: 'ApexCharts is not installed',
          registration: true,
          charts: 0,
        });
      }
      await screenshot(page, 'charts-without-apexcharts');
      const axe = await runAxe(page, 'ApexCharts page without ApexCharts');
      expect(severeViolations(axe)).toEqual([]);
      // The console around it works: another library's chart page, then a list area.
      const link = page.locator('bo-console').locator('nav a[href="/charts/echart"]').first();
      await link.click();
      const cards = await drawnCards(page, 'bo-console', (await link.textContent()) ?? '');
      expect(cards.filter((card) => !card.drawn)).toEqual([]);
      await page.goto(`${stack.baseUrl}/task`);
      await page.locator('bo-console tbody tr[data-row-index]').first().waitFor();
      expect(vendorRequests).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('a host whose ApexCharts fails to load says so, and Retry loads it', async () => {
    const page = await newConsoleTab(browser, stack, { as: 'admin' });
    let refuse = true;
    await page.route('**/vendor/apexcharts/apexcharts.min.js', (route) =>
      refuse ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
    );
    const problems = await watchPageProblems(page);
    try {
      await page.goto(`${stack.baseUrl}/charts/apex-chart/bar`);
      const failure = page.locator('bo-console').getByRole('alert');
      await expect.poll(() => failure.textContent()).toContain('ApexCharts could not be loaded');
      refuse = false;
      await failure.getByRole('button', { name: 'Retry' }).click();
      const cards = await drawnCards(page, 'bo-console');
      expect(cards.length).toBeGreaterThanOrEqual(3);
      expect(cards.filter((card) => !card.drawn)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('under the strict CSP: the notice with no CSP violation', async () => {
    const context = await browser.newContext();
    await serveChartHarness(context, stack.baseUrl);
    const page = await context.newPage();
    const problems = await watchPageProblems(page);
    try {
      await page.goto(`${stack.baseUrl}/chart-harness/charts/apex-chart/area?apexcharts=none`);
      expect(await apexNotice(page, 'bo-chart-harness')).toMatchObject({ charts: 0 });
      await settle(page);
      expect(problems.cspViolations).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
