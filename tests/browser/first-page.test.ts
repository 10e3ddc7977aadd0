// <bo-task-list> in Chromium, counting its requests: the first page asked for once, before the element renders,
// and the search field asking at once after a pause, coalescing fast typing, aborting what it replaced.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { staticImports } from '../../scripts/bundle-graph.mjs';
import { COMPILE_HINT, HINTED_FROM_BYTES } from '../../scripts/rollup/compile-hints.mjs';
import { repoRoot, seedAuthBeforeLoad } from './support/harness';
import { readChunkMap } from './support/chunk-map';
import { stackPerFile } from './support/file-stack';
import { recordWireOrder } from './support/wire-order';

const files = stackPerFile();

/** A fresh signed-in tab (empty cache) that records when <bo-task-list> first rendered anything. */
async function freshPage(): Promise<{ context: BrowserContext; page: Page; requests: Request[] }> {
  const context = await files.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await seedAuthBeforeLoad(context, files.admin);
  await context.addInitScript(() => {
    void customElements.whenDefined('bo-task-list').then(() => {
      const shadow = document.querySelector('bo-task-list')?.shadowRoot;
      if (!shadow) return;
      const firstRender = new MutationObserver(() => {
        Reflect.set(window, '__boFirstRenderAt', performance.now());
        firstRender.disconnect();
      });
      firstRender.observe(shadow, { childList: true });
    });
  });
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/')) requests.push(request);
  });
  return { context, page, requests };
}

/** The address pattern of the built chunk holding the source module `source` (a path under src/). */
function chunkHolding(source: string): RegExp {
  const file = Object.entries(readChunkMap()).find(([, chunk]) => chunk.sources.includes(source));
  if (!file) throw new Error(`No built chunk holds ${source}: run the build first`);
  const name = file[0].slice(file[0].lastIndexOf('/') + 1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`/${name}$`);
}

/** The paths of the scripts the page asks for from now on, as they are asked for. */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const rows = (page: Page) => page.locator('bo-task-list tbody tr[data-row-index]');

function apiCalls(requests: Request[], path: string): URLSearchParams[] {
  return requests
    .filter((request) => request.method() === 'GET')
    .map((request) => new URL(request.url()))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}

const searches = (requests: Request[]) =>
  apiCalls(requests, '/api/v1/tasks').filter((query) => query.has('q'));

async function openList(page: Page): Promise<void> {
  await page.goto(new URL('/demo/task-list.html', files.stack.baseUrl).href);
  await rows(page).first().waitFor();
}

describe('<bo-task-list> first page', () => {
  it('asks for the first page and the people once, before the element first renders', async () => {
    const { context, page, requests } = await freshPage();
    await openList(page);
    const people = page.locator('bo-task-list').getByLabel('Assignee', { exact: true });
    await expect.poll(() => people.locator('option').count()).toBeGreaterThan(1);
    expect(apiCalls(requests, '/api/v1/tasks')).toHaveLength(1);
    expect(apiCalls(requests, '/api/v1/sys/users')).toHaveLength(1);
    const timing = await page.evaluate(() => ({
      renderedAt: Reflect.get(window, '__boFirstRenderAt') as number,
      listStart: performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname === '/api/v1/tasks')!.startTime,
    }));
    expect(timing.listStart).toBeLessThan(timing.renderedAt);
    await context.close();
  });
});

describe('<bo-task-list> first page, on the wire early', () => {
  it('asks for the first page while the UI code still evaluates, before the element is defined', async () => {
    const { context, page, requests } = await freshPage();
    // Whether <bo-task-list> was defined when fetch() was called for the list: an entry whose
    // request waits on a promise step goes out only after all of the UI code has evaluated.
    await context.addInitScript(() => {
      const realFetch = window.fetch;
      window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname === '/api/v1/tasks' && !Reflect.has(window, '__boDefinedAtListFetch')) {
          Reflect.set(
            window,
            '__boDefinedAtListFetch',
            customElements.get('bo-task-list') !== undefined,
          );
        }
        return realFetch.call(this, input, init);
      };
    });
    await openList(page);
    expect(await page.evaluate(() => Reflect.get(window, '__boDefinedAtListFetch'))).toBe(false);
    expect(apiCalls(requests, '/api/v1/tasks')).toHaveLength(1);
    await context.close();
  });
});

describe('<bo-task-list> first page, before the UI code', () => {
  it('asks for the first page and builds its formats while React and Fluent are still on their way', async () => {
    const { context, page, requests } = await freshPage();
    // The languages Intl number formats were made for: the first one loads the locale data.
    await context.addInitScript(() => {
      const languages: string[] = [];
      Reflect.set(window, '__boNumberFormats', languages);
      Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          languages.push(String(args[0]));
          return Reflect.construct(target, args);
        },
      });
    });
    // React and the Fluent runtime are held on the wire: in one static module graph, nothing
    // of the entry could run before they arrived.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/dist\/elements\/chunks\/runtime-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const listAsked = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/v1/tasks',
      { timeout: 15_000 },
    );
    // Not until `load`: that waits for the held chunk.
    await page.goto(new URL('/demo/task-list.html', files.stack.baseUrl).href, {
      waitUntil: 'commit',
    });
    await listAsked;
    expect(await page.evaluate(() => Reflect.get(window, '__boNumberFormats'))).toContain('en');
    expect(await page.evaluate(() => customElements.get('bo-task-list'))).toBeUndefined();
    release();
    await rows(page).first().waitFor();
    expect(apiCalls(requests, '/api/v1/tasks')).toHaveLength(1);
    expect(apiCalls(requests, '/api/v1/sys/users')).toHaveLength(1);
    await context.close();
  });
});

describe('<bo-task-list> first render', () => {
  it('lays the columns out once: their widths are right when the table first appears', async () => {
    const { context, page } = await freshPage();
    // Width changes of header cells after they appeared: a second layout pass of the table.
    await context.addInitScript(() => {
      const changes: string[] = [];
      Reflect.set(window, '__boHeaderWidthChanges', changes);
      void customElements.whenDefined('bo-task-list').then(() => {
        const shadow = document.querySelector('bo-task-list')?.shadowRoot;
        if (!shadow) return;
        new MutationObserver((records) => {
          for (const record of records) {
            const cell = record.target as Element;
            if (cell.tagName === 'TH')
              changes.push(`${record.oldValue} -> ${cell.getAttribute('style')}`);
          }
        }).observe(shadow, {
          subtree: true,
          attributes: true,
          attributeFilter: ['style'],
          attributeOldValue: true,
        });
      });
    });
    await openList(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.evaluate(() => Reflect.get(window, '__boHeaderWidthChanges'))).toEqual([]);
    await context.close();
  });
});

/**
 * The chunk paths an entry of dist/elements loads before it runs (Rollup lists transitive ones
 * there too): its static imports and, for an entry with an early part, the UI it awaits.
 */
function entryChunks(entry: string): string[] {
  const dist = join(repoRoot, 'dist');
  return staticImports(join(dist, 'elements', entry))
    .filter((file) => file.startsWith(join(dist, 'elements', 'chunks')))
    .map((file) => `/dist/${relative(dist, file).split(sep).join('/')}`);
}

/** The paths the page asked for before the answer with the entry `entry` had ended. */
function startedWithEntry(page: Page, entry: string): Promise<string[]> {
  return page.evaluate((path) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const found = entries.find((e) => new URL(e.name).pathname === path)!;
    return entries
      .filter((e) => e.startTime < found.responseEnd)
      .map((e) => new URL(e.name).pathname);
  }, `/dist/elements/${entry}`);
}

describe('chunks', () => {
  it('the classic loader fetches every static import of the entry with it, under the strict CSP', async () => {
    const context = await files.browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(new URL('/demo/embed.html', files.stack.baseUrl).href);
    await page.waitForFunction(() => customElements.get('bo-task-list') !== undefined);
    const expected = entryChunks('index.js');
    const fetched = await startedWithEntry(page, 'index.js');
    expect(expected.length).toBeGreaterThan(0);
    expect(fetched).toEqual(expect.arrayContaining(expected));
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('chunks of the bundle', () => {
  it('React and the Fluent runtime are one file: every element loads both, nothing loads one alone', () => {
    const map = readChunkMap();
    const holding = (name: string) =>
      Object.keys(map).filter((file) => map[file]!.packages.includes(name));
    expect(holding('react-dom')).toHaveLength(1);
    expect(holding('@fluentui/react-provider')).toEqual(holding('react-dom'));
  });
});

describe('compile hints', () => {
  it("what a page loads before its first screen carries V8's compile hint (compiled whole, off the main thread), from 8 KB of code; lazy chunks do not", () => {
    const dist = join(repoRoot, 'dist');
    const preload: Record<string, string[]> = JSON.parse(
      readFileSync(join(dist, 'elements', 'preload.json'), 'utf8'),
    );
    const firstLoad = new Set(Object.entries(preload).flat(2));
    const chunks = readdirSync(join(dist, 'elements', 'chunks'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => `elements/chunks/${name}`);
    const lazy = chunks.filter((file) => !firstLoad.has(file));
    const hinted = (file: string) =>
      readFileSync(join(dist, file), 'utf8').startsWith(COMPILE_HINT);
    const sized = (file: string) =>
      readFileSync(join(dist, file), 'utf8').length >= HINTED_FROM_BYTES;
    expect(lazy.length).toBeGreaterThan(0);
    expect([...firstLoad].filter(sized).length).toBeGreaterThan(0);
    expect([...firstLoad].filter((file) => hinted(file) !== sized(file))).toEqual([]);
    expect(lazy.filter(hinted)).toEqual([]);
  });
});

describe('chunks of a demo page', () => {
  it('the page announces every static import of its element as modulepreload: one round with the entry', async () => {
    const { context, page } = await freshPage();
    await openList(page);
    const expected = entryChunks('bo-task-list.js');
    // Without the links a chunk is asked for once the entry has arrived and been parsed.
    const fetched = await startedWithEntry(page, 'bo-task-list.js');
    expect(expected.length).toBeGreaterThan(0);
    expect(fetched).toEqual(expect.arrayContaining(expected));
    await context.close();
  });
});

describe('<bo-task-list> search', () => {
  it('a pasted term is one request, sent at once', async () => {
    const { context, page, requests } = await freshPage();
    await openList(page);
    const search = page.locator('bo-task-list').getByRole('searchbox').first();
    const [request] = await Promise.all([
      page.waitForRequest((candidate) => new URL(candidate.url()).searchParams.has('q')),
      search.fill('invoice'),
    ]);
    await request.response();
    await expect.poll(() => rows(page).first().textContent()).toMatch(/invoice/i);
    expect(searches(requests).map((query) => query.get('q'))).toEqual(['invoice']);
    await context.close();
  });

  it('the progress bar, the toaster and the checkboxes are fetched on the way to use, not ahead of it', async () => {
    const { context, page } = await freshPage();
    const scripts = scriptsRequested(page);
    await openList(page);
    const fetched = (chunk: RegExp) => () => scripts.some((path) => chunk.test(path));
    // The page has gone quiet after the rows: the drawer a row click wants is fetched ahead.
    await expect.poll(fetched(/\/task-drawer-[^/]+\.js$/)).toBe(true);
    // Nothing else is: a reader who never searches does not pay for the search's progress bar.
    expect(fetched(/\/fetch-progress-[^/]+\.js$/)()).toBe(false);
    expect(fetched(/\/toast-host-[^/]+\.js$/)()).toBe(false);
    // Nor the checkbox code (the boxes stand in, and act, until the first step), nor the text
    // area of the drawer's review form (it comes when a drawer shows the form).
    expect(fetched(/\/selection-cell-[^/]+\.js$/)()).toBe(false);
    expect(fetched(/\/textarea-field-[^/]+\.js$/)()).toBe(false);
    // Nor the menus' code: the task list has no row menu, and its column menu is no likely
    // first click. The pointer on the Columns button fetches it, and the menu then opens.
    const menus = chunkHolding('src/ui/kit/screen-menus.tsx');
    expect(fetched(menus)()).toBe(false);
    const columns = page.locator('bo-task-list').getByRole('button', { name: 'Columns' });
    await columns.hover();
    await expect.poll(fetched(menus)).toBe(true);
    await columns.click();
    await page
      .locator('bo-task-list')
      .getByRole('menuitemcheckbox', { name: 'Priority' })
      .waitFor();
    await page.keyboard.press('Escape');
    // The press on Columns was a first step: once the page is quiet after it, both are fetched.
    await expect.poll(fetched(/\/fetch-progress-[^/]+\.js$/)).toBe(true);
    await expect.poll(fetched(/\/toast-host-[^/]+\.js$/)).toBe(true);
    // Only reaching for a row's checkbox fetches the checkbox code.
    expect(fetched(/\/selection-cell-[^/]+\.js$/)()).toBe(false);
    await rows(page).first().getByRole('checkbox').focus();
    await expect.poll(fetched(/\/selection-cell-[^/]+\.js$/)).toBe(true);
    await context.close();
  });

  it('a term pasted as the first step asks and answers before the code of later steps is fetched', async () => {
    const { context, page } = await freshPage();
    await openList(page);
    // What the wire carries from the focus on: the search, its answer, the code of later steps.
    const laterCode = /\/(fetch-progress|toast-host)-[^/]+\.js$/;
    const wire = recordWireOrder(page, (path) => laterCode.test(path));
    const search = page.locator('bo-task-list').getByRole('searchbox').first();
    // Focus is the way to the text, which is the step: the focus alone fetches nothing.
    await search.focus();
    await search.fill('invoice');
    await expect.poll(() => rows(page).first().textContent()).toMatch(/invoice/i);
    await expect.poll(() => wire.filter((what) => what === 'code').length).toBe(2);
    expect(wire).toEqual(['search', 'answer', 'code', 'code']);
    await context.close();
  });

  it('a page of 20 rows loads no virtualizer code', async () => {
    const { context, page } = await freshPage();
    const scripts = scriptsRequested(page);
    await openList(page);
    // Only a page size over 100 needs it; in a chunk with code every list needs, it loads always.
    expect(scripts.filter((path) => /\/virtual-rows-[^/]+\.js$/.test(path))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    await context.close();
  });

  it('fast typing asks for the first key and the whole word, and aborts the first answer', async () => {
    const { context, page, requests } = await freshPage();
    await openList(page);
    // The first key's answer is held until the whole word has been asked for: it is then stale.
    let wordAsked: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      wordAsked = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/v1/tasks' && url.searchParams.get('q') === 'i',
      async (route) => {
        await held;
        await route.continue().catch(() => {});
      },
    );
    const aborted: string[] = [];
    page.on('requestfailed', (request) => {
      const q = new URL(request.url()).searchParams.get('q');
      if (q) aborted.push(q);
    });
    const word = page.waitForRequest(
      (candidate) => new URL(candidate.url()).searchParams.get('q') === 'invoice',
    );
    const search = page.locator('bo-task-list').getByRole('searchbox').first();
    await search.pressSequentially('invoice', { delay: 20 });
    await word;
    wordAsked();
    await expect.poll(() => rows(page).first().textContent()).toMatch(/invoice/i);
    const asked = searches(requests).map((query) => query.get('q'));
    // Keys 20 ms apart make two requests; a busy machine may space a few keys past the pause.
    expect(asked[0]).toBe('i');
    expect(asked.at(-1)).toBe('invoice');
    expect(asked.length).toBeLessThan('invoice'.length);
    await expect.poll(() => aborted).toContain('i');
    await context.close();
  });
});
