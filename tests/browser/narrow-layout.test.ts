// The list elements at phone width (390 px), right to left and dark: every column readable without
// sideways scrolling, the pagination in reading order, date inputs in the theme's colour scheme.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Stack, signInThroughApi, startStack } from './harness';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const TEST_PAGE = '/test/narrow-layout.html';

/** A page with only the element, signed in as the admin, rows on screen. */
async function openElement(tag: string, options: { dir?: 'rtl'; theme?: 'dark' }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  const body = `<!doctype html><html lang="en" dir="${options.dir ?? 'ltr'}"><head><meta charset="utf-8" /><link rel="icon" href="data:," /></head>
<body style="margin:0;padding:8px"><${tag} theme="${options.theme ?? 'light'}"></${tag}><script type="module" src="/dist/elements/${tag}.js"></script></body></html>`;
  await page.route(`**${TEST_PAGE}`, (route) => route.fulfill({ contentType: 'text/html', body }));
  await signInThroughApi(page, stack.baseUrl, 'admin@example.com', 'admin-password');
  await page.goto(new URL(TEST_PAGE, stack.baseUrl).href);
  await page.locator(`${tag} tbody tr[data-row-index]`).first().waitFor();
  return page;
}

interface TableFit {
  /** Cells whose content is wider than the cell. */
  overflowing: string[];
  /** How far the table reaches past its scroll box. */
  sidewaysScroll: number;
  /** The pagination range as it reads on screen, left to right. */
  rangeOnScreen: string;
}

function measureTable(page: Page, tag: string): Promise<TableFit> {
  return page.evaluate((name) => {
    const shadow = document.querySelector(name)!.shadowRoot!;
    const overflowing = [...shadow.querySelectorAll<HTMLElement>('th, td')]
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => cell.textContent ?? '');
    const scrollBox = shadow.querySelector('table')!.parentElement!;
    // Each character of the range by its position on screen.
    const range = [...shadow.querySelectorAll('nav span')].find((span) =>
      / of /.test(span.textContent ?? ''),
    )!;
    const characters: { left: number; text: string }[] = [];
    const walker = document.createTreeWalker(range, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      for (let index = 0; index < text.length; index += 1) {
        const box = document.createRange();
        box.setStart(text, index);
        box.setEnd(text, index + 1);
        characters.push({ left: box.getBoundingClientRect().left, text: text.data[index]! });
      }
    }
    characters.sort((a, b) => a.left - b.left);
    return {
      overflowing,
      sidewaysScroll: scrollBox.scrollWidth - scrollBox.clientWidth,
      rangeOnScreen: characters.map((character) => character.text).join(''),
    };
  }, tag);
}

describe('list elements 390 px wide, right to left', () => {
  it.each([
    ['bo-task-list', /^1–20 of \d+$/],
    ['bo-channel-table', /^1–20 of \d+$/],
    ['bo-sys-user-manager', /^1–10 of \d+$/],
  ])('%s shows its narrow columns whole and reads "1–N of total" in order', async (tag, range) => {
    const page = await openElement(tag, { dir: 'rtl' });
    const fit = await measureTable(page, tag);
    expect(fit.overflowing).toEqual([]);
    expect(fit.sidewaysScroll).toBe(0);
    expect(fit.rangeOnScreen).toMatch(range);
    await page.context().close();
  });
});

it('the date filters of a dark element use the dark colour scheme', async () => {
  const page = await openElement('bo-task-list', { theme: 'dark' });
  // At this width the filters are folded into the drawer.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('dialog', { name: 'Filters' }).getByLabel('Created: From').waitFor();
  const schemes = await page.evaluate(() =>
    [
      ...document.querySelector('bo-task-list')!.shadowRoot!.querySelectorAll('input[type="date"]'),
    ].map((input) => getComputedStyle(input).colorScheme),
  );
  expect(schemes).toEqual(['dark', 'dark']);
  await page.context().close();
});
