// Answers of the wrong shape served to each list element (items not an array, a record field of the wrong type, no total): the element shows what went wrong with Retry, tells the host through bo-error, throws nothing uncaught, and shows its rows once the answer is right.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, seedAuthBeforeLoad, watchPageProblems } from './harness';
import { stackPerFile } from './support/file-stack';

const file = stackPerFile();

type Breakage = 'items' | 'field' | 'total' | 'none';

/** What the element says for each breakage (the first record's created_at arrives as a number). */
const SAID: Record<Exclude<Breakage, 'none'>, string> = {
  items: 'items is object, expected array',
  field: 'items[0].created_at is number, expected string',
  total: 'total is missing, expected number',
};

/** Each list element, the list it asks for, and what shows once its answer is right. */
const ELEMENTS: { tag: string; list: string; content: (host: Locator) => Locator }[] = [
  { tag: 'bo-task-list', list: '/tasks', content: rows },
  { tag: 'bo-channel-table', list: '/channels', content: rows },
  { tag: 'bo-sys-user-manager', list: '/sys/users', content: rows },
  { tag: 'bo-message-list', list: '/messages', content: rows },
  { tag: 'bo-category-list', list: '/categories', content: rows },
  { tag: 'bo-source-list', list: '/sources', content: rows },
  { tag: 'bo-user-list', list: '/users', content: rows },
  { tag: 'bo-buyer-list', list: '/buyers', content: rows },
  { tag: 'bo-order-list', list: '/orders', content: rows },
  { tag: 'bo-link-list', list: '/links', content: rows },
  {
    tag: 'bo-permission-matrix',
    list: '/permissions',
    content: (host) => host.getByRole('checkbox', { name: 'ADMIN: links.write' }),
  },
];

function rows(host: Locator): Locator {
  return host.locator('tbody tr[data-row-index]').first();
}

const pageHtml = (tag: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>Broken</title></head>
<body><p id="outside"><button type="button">A host button</button></p>
<${tag}></${tag}><script type="module" src="/dist/elements/${tag}.js"></script></body></html>`;

/** Serves the element's list answers broken as `breakage` says (the real answer, then spoilt). */
async function serveBroken(page: Page, list: string, state: { breakage: Breakage }) {
  await page.route(
    (url) => url.pathname === `/api/v1${list}`,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { items: Record<string, unknown>[]; total?: number };
      if (state.breakage === 'items') body.items = { ...body.items } as never;
      if (state.breakage === 'field' && body.items[0]) body.items[0].created_at = 1_700_000_000;
      if (state.breakage === 'total') delete body.total;
      await route.fulfill({ response, json: body });
    },
  );
}

/** The error state's words for a problem: the resource's name, then what is off. */
function shownFor(problem: string): RegExp {
  const escaped = problem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^The answer cannot be shown \\(\\w+: ${escaped}\\)\\.$`);
}

function errorsHeard(page: Page): Promise<{ kind: string; code?: string; message: string }[]> {
  return page.evaluate(() => Reflect.get(window, '__boErrors'));
}

describe('a list answer of the wrong shape', () => {
  it.each(ELEMENTS)(
    '$tag says what is wrong, reports it, and Retry shows the rows once the answer is right',
    async ({ tag, list, content }) => {
      const context = await file.browser.newContext({ viewport: { width: 1100, height: 800 } });
      await seedAuthBeforeLoad(context, file.admin);
      const page = await context.newPage();
      const problems = await watchPageProblems(page);
      await page.addInitScript(() => {
        const heard: unknown[] = [];
        Reflect.set(window, '__boErrors', heard);
        document.addEventListener('bo-error', (event) => heard.push((event as CustomEvent).detail));
      });
      const state: { breakage: Breakage } = { breakage: 'items' };
      await serveBroken(page, list, state);
      await page.route('**/test/broken.html', (route) =>
        route.fulfill({ contentType: 'text/html', body: pageHtml(tag) }),
      );
      await page.goto(new URL('/test/broken.html', file.stack.baseUrl).href);
      const host = page.locator(tag);
      const alert = host.getByRole('alert');

      for (const breakage of ['items', 'field', 'total'] as const) {
        if (breakage !== 'items') {
          state.breakage = breakage;
          await alert.getByRole('button', { name: 'Retry' }).click();
        }
        await alert.getByText(shownFor(SAID[breakage])).waitFor();
        await expect.poll(() => host.getAttribute('status')).toBe('error');
        await expect
          .poll(async () =>
            (await errorsHeard(page)).some((detail) => detail.message.includes(SAID[breakage])),
          )
          .toBe(true);
        if (tag === 'bo-task-list' && breakage === 'field')
          await screenshot(page, 'element-error-fallback');
      }
      for (const detail of await errorsHeard(page)) {
        expect(detail).toMatchObject({ kind: 'PARSING_ERROR', code: 'INVALID_REPLY' });
      }
      // The rest of the page keeps working.
      await page.getByRole('button', { name: 'A host button' }).click();

      state.breakage = 'none';
      await alert.getByRole('button', { name: 'Retry' }).click();
      await content(host).waitFor();
      await expect.poll(() => host.getAttribute('status')).toBe('ready');
      expect(problems.pageErrors).toEqual([]);
      await context.close();
    },
  );
});
