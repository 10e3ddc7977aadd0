// Languages in Chromium: an Arabic element beside an English one on one page, each in its own
// language and direction; lang switched live; `strings` overriding a text; German dates and
// numbers from Intl; screenshots of Arabic lists in light and at 390 px.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ListReply, Source, Task } from '../../src/resources/schemas';
import { screenshot, seedAuthBeforeLoad, watchPageProblems } from './support/harness';
import { adminGet, stackPerFile } from './support/file-stack';

const TEST_PAGE = '/test/languages.html';
const pageHtml = (body: string, scripts: readonly string[]) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
  <link rel="icon" href="data:," /><title>Languages</title></head>
  <body style="margin:0;padding:8px">
    ${body}
    ${scripts.map((tag) => `<script type="module" src="/dist/elements/${tag}.js"></script>`).join('\n')}
  </body>
</html>`;

const files = stackPerFile();

const api = <T>(path: string) => adminGet<T>(files, path);

async function open(body: string, scripts: readonly string[], width = 1280) {
  const context = await files.browser.newContext({ viewport: { width, height: 900 } });
  await seedAuthBeforeLoad(context, files.admin);
  const page = await context.newPage();
  const problems = await watchPageProblems(page);
  await page.route(`**${TEST_PAGE}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: pageHtml(body, scripts) }),
  );
  await page.goto(new URL(TEST_PAGE, files.stack.baseUrl).href);
  return { page, problems };
}

/** The rows of the table named `name` inside the element `#id`, once they are there. */
async function rowsOf(page: Page, id: string, name: string): Promise<Locator> {
  const grid = page.locator(`#${id}`).getByRole('table', { name, exact: true });
  const rows = grid.locator('tbody tr[data-row-index]');
  await rows.first().waitFor();
  await expect.poll(() => grid.getAttribute('aria-busy')).toBeNull();
  return rows;
}

/** The `dir` of the element's content: the root Fluent sets inside its shadow root. */
function contentDir(page: Page, id: string): Promise<string | null> {
  return page.evaluate(
    (selector) =>
      document.querySelector(selector)?.shadowRoot?.querySelector('[dir]')?.getAttribute('dir') ??
      null,
    `#${id}`,
  );
}

function intlNumber(page: Page, lang: string, value: number): Promise<string> {
  return page.evaluate(([tag, n]) => new Intl.NumberFormat(tag as string).format(n as number), [
    lang,
    value,
  ] as const);
}

describe('languages', () => {
  it('an Arabic and an English source list side by side, each right; lang switches live; strings override', async () => {
    const sources = await api<ListReply<Source>>('/sources?limit=20&offset=0&order=desc');
    const { page, problems } = await open(
      '<bo-source-list id="ar" lang="ar"></bo-source-list><bo-source-list id="en"></bo-source-list>',
      ['bo-source-list'],
    );
    const arabicRows = await rowsOf(page, 'ar', 'المصادر');
    const englishRows = await rowsOf(page, 'en', 'Sources');
    expect(await arabicRows.count()).toBeGreaterThan(0);
    expect(await englishRows.count()).toBeGreaterThan(0);

    // Texts: each element in its own language, on one page.
    await expect
      .poll(() =>
        page
          .locator('#ar')
          .getByRole('heading', { name: /المصادر/ })
          .count(),
      )
      .toBe(1);
    await expect
      .poll(() =>
        page
          .locator('#en')
          .getByRole('heading', { name: /Sources/ })
          .count(),
      )
      .toBe(1);
    expect(await page.locator('#ar').getByRole('button', { name: 'مصدر جديد' }).count()).toBe(1);

    // Direction: right to left for the Arabic one only.
    expect(await contentDir(page, 'ar')).toBe('rtl');
    expect(await contentDir(page, 'en')).toBe('ltr');

    // Numbers: the messages column through Intl in each element's language.
    const source = sources.items.find((item) => item.messages_count >= 1000) ?? sources.items[0];
    if (!source) throw new Error('the reference data has no sources');
    const arabicCount = await intlNumber(page, 'ar', source.messages_count);
    const englishCount = await intlNumber(page, 'en', source.messages_count);
    const arabicRow = arabicRows.filter({ hasText: source.title }).first();
    const englishRow = englishRows.filter({ hasText: source.title }).first();
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, cells apart
    expect(await arabicRow.innerText()).toContain(arabicCount);
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, cells apart
    expect(await englishRow.innerText()).toContain(englishCount);
    // Which digits `ar` gets (Arabic-Indic or Latin) is Intl's choice; the element follows it.

    await screenshot(page, 'languages-sources-ar-beside-en');

    // Switching lang on one element changes that element only, live.
    await page.locator('#en').evaluate((element) => element.setAttribute('lang', 'de'));
    await rowsOf(page, 'en', 'Quellen');
    expect(await contentDir(page, 'en')).toBe('ltr');
    expect(await page.locator('#ar').getByRole('table', { name: 'المصادر' }).count()).toBe(1);
    await page.locator('#ar').evaluate((element) => element.setAttribute('lang', 'en'));
    await rowsOf(page, 'ar', 'Sources');
    await expect.poll(() => contentDir(page, 'ar')).toBe('ltr');

    // strings: one text replaced on one element only.
    await page
      .locator('#en')
      .evaluate((element) => Reflect.set(element, 'strings', { 'sources.create': 'Add a feed' }));
    await expect
      .poll(() => page.locator('#en').getByRole('button', { name: 'Add a feed' }).count())
      .toBe(1);
    expect(await page.locator('#ar').getByRole('button', { name: 'New source' }).count()).toBe(1);

    expect(problems.pageErrors).toEqual([]);
    await page.context().close();
  });

  it('German dates and numbers come from Intl', async () => {
    const tasks = await api<ListReply<Task>>('/tasks?limit=20&offset=0&order=desc');
    const task = tasks.items[0];
    if (!task) throw new Error('the reference data has no tasks');
    const { page, problems } = await open('<bo-task-list id="de" lang="de"></bo-task-list>', [
      'bo-task-list',
    ]);
    const rows = await rowsOf(page, 'de', 'Aufgaben');
    const created = await page.evaluate(
      (at) => new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(new Date(at)),
      task.created_at,
    );
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, cells apart
    expect(await rows.filter({ hasText: task.title }).first().innerText()).toContain(created);
    // The pagination's total, grouped the German way when it is large.
    const total = tasks.total ?? 0;
    const germanTotal = await intlNumber(page, 'de', total);
    await expect
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, cells apart
      .poll(() => page.locator('#de').getByRole('navigation').first().innerText())
      .toContain(germanTotal);
    expect(await page.locator('#de').getByRole('button', { name: 'Neue Aufgabe' }).count()).toBe(1);
    expect(problems.pageErrors).toEqual([]);
    await page.context().close();
  });

  it('an Arabic console with the customizer reads right to left until a direction is chosen', async () => {
    const { page, problems } = await open(
      '<bo-console id="console" lang="ar" customizer routing="memory" initial-path="/dashboard"></bo-console>',
      ['bo-console'],
    );
    const consoleElement = page.locator('#console');
    await consoleElement.getByRole('heading', { level: 1, name: 'لوحة المعلومات' }).waitFor();
    await expect.poll(() => contentDir(page, 'console')).toBe('rtl');
    expect(await consoleElement.getAttribute('dir')).toBeNull();
    await screenshot(page, 'languages-bo-console-ar');

    // The customizer shows the direction read now; choosing one is what writes it.
    await consoleElement.getByRole('button', { name: 'فتح إعدادات التخطيط' }).click();
    const rtl = consoleElement.getByRole('checkbox', {
      name: 'تفعيل الكتابة من اليمين إلى اليسار',
    });
    await expect.poll(() => rtl.isChecked()).toBe(true);
    await rtl.uncheck();
    await expect.poll(() => contentDir(page, 'console')).toBe('ltr');
    expect(await consoleElement.getAttribute('dir')).toBe('ltr');
    expect(problems.pageErrors).toEqual([]);
    await page.context().close();
  });

  it('Arabic task list and source list in light and at 390 px (screenshots)', async () => {
    for (const width of [1280, 390]) {
      const { page, problems } = await open(
        '<bo-task-list id="tasks" lang="ar"></bo-task-list>',
        ['bo-task-list'],
        width,
      );
      await rowsOf(page, 'tasks', 'المهام');
      expect(await contentDir(page, 'tasks')).toBe('rtl');
      await screenshot(page, `languages-bo-task-list-ar-${width === 390 ? '390' : 'light'}`);
      expect(problems.pageErrors).toEqual([]);
      await page.context().close();

      const sourcesPage = await open(
        '<bo-source-list id="src" lang="ar"></bo-source-list>',
        ['bo-source-list'],
        width,
      );
      await rowsOf(sourcesPage.page, 'src', 'المصادر');
      await screenshot(
        sourcesPage.page,
        `languages-bo-source-list-ar-${width === 390 ? '390' : 'light'}`,
      );
      expect(sourcesPage.problems.pageErrors).toEqual([]);
      await sourcesPage.page.context().close();
    }
  });

  it("a field's problem in English reads left to right in a right-to-left element", async () => {
    const { page, problems } = await open('<bo-task-list id="en" dir="rtl"></bo-task-list>', [
      'bo-task-list',
    ]);
    await rowsOf(page, 'en', 'Tasks');
    expect(await contentDir(page, 'en')).toBe('rtl');
    await page.locator('#en').getByPlaceholder('Paste a message UUID').fill('abc');
    const problem = page.locator('#en').getByRole('alert');
    await expect.poll(() => problem.textContent()).toMatch(/full UUID.*\.$/);
    // The sentence's full stop comes after the UUID's last character, not before it (on the left).
    const [last, stop] = await problem.evaluate((alert) => {
      const text = [...alert.querySelectorAll('span')].at(-1)?.firstChild;
      if (!(text instanceof Text)) throw new Error('no problem text');
      const at = (index: number) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const box = range.getBoundingClientRect();
        return { left: box.left, right: box.right, top: box.top };
      };
      const end = text.data.length - 1;
      return [at(end - 1), at(end)];
    });
    expect(stop.top).toBe(last.top);
    expect(stop.left).toBeGreaterThanOrEqual(last.right - 0.5);
    await screenshot(page, 'languages-bo-task-list-en-rtl-problem');
    expect(problems.pageErrors).toEqual([]);
    await page.context().close();
  });
});
