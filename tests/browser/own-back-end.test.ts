// Elements on a back end nobody here wrote: a real json-server 0.17 through react-admin's published
// ra-data-json-server, given as the `dataProvider` property; and two elements on two back ends on one page.
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAuthBeforeLoad } from './support/harness';
import {
  bundleJsonServerProvider,
  type JsonServerStack,
  startJsonServer,
} from './support/json-server-stack';
import { stackPerFile } from './support/file-stack';

const files = stackPerFile();
let json: JsonServerStack;
let providerModule = '';

beforeAll(async () => {
  [json, providerModule] = await Promise.all([startJsonServer(), bundleJsonServerProvider()]);
});

afterAll(async () => {
  await json?.close();
});

/**
 * A host page on the reference stack's origin: the elements given (markup), the ones marked
 * `data-json` get ra-data-json-server against the json-server before their script loads.
 */
function hostPage(body: string, modules: string[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>Own back end</title></head>
<body style="margin:0;padding:8px">
${body}
<script type="module">
  import jsonServerProvider from '/test/ra-data-json-server.js';
  const published = jsonServerProvider(${JSON.stringify(json.url)});
  // json-server stores what it is sent: the fields the reference API fills on create (times, a
  // new task's status) are the host's to add, the way react-admin apps decorate a provider.
  const now = () => new Date().toISOString();
  const dataProvider = {
    ...published,
    create: (resource, params) =>
      published.create(resource, {
        ...params,
        data: { ...(resource === 'tasks' ? { status: 'open' } : {}), created_at: now(), updated_at: now(), ...params.data },
      }),
  };
  for (const element of document.querySelectorAll('[data-json]')) element.dataProvider = dataProvider;
  window.__boEvents = [];
  for (const type of ['bo-change', 'bo-error']) {
    document.addEventListener(type, (event) => window.__boEvents.push({ type, detail: event.detail }));
  }
  ${modules.map((module) => `await import('/dist/elements/${module}.js');`).join('\n  ')}
</script>
</body></html>`;
}

interface Opened {
  context: BrowserContext;
  page: Page;
  /** Requests the page sent to the json-server. */
  jsonRequests: Request[];
}

async function open(body: string, modules: string[], signedIn = false): Promise<Opened> {
  const context = await files.browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  // Chromium asks before a page calls another loopback port (Local Network Access): granted, as
  // a user would for their own back end.
  await context.grantPermissions(['local-network-access']);
  if (signedIn) await seedAuthBeforeLoad(context, files.admin);
  const page = await context.newPage();
  const jsonRequests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(json.url)) jsonRequests.push(request);
  });
  await page.route('**/test/ra-data-json-server.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: providerModule }),
  );
  await page.route('**/test/own-back-end.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: hostPage(body, modules) }),
  );
  await page.goto(new URL('/test/own-back-end.html', files.stack.baseUrl).href);
  return { context, page, jsonRequests };
}

/** The json-server list request an action causes, with its query. */
async function jsonListAfter(
  page: Page,
  path: string,
  action: () => Promise<unknown>,
): Promise<URLSearchParams> {
  const [request] = await Promise.all([
    page.waitForRequest(
      (r) =>
        r.method() === 'GET' && new URL(r.url()).pathname === path && r.url().startsWith(json.url),
    ),
    action(),
  ]);
  await request.response();
  return new URL(request.url()).searchParams;
}

const taskRows = (page: Page) => page.locator('bo-task-list tbody tr[data-row-index]');
const titles = (page: Page) => taskRows(page).locator('td:nth-child(2)').allTextContents();
const range = (page: Page) =>
  page.locator('bo-task-list nav[aria-label="Tasks pagination"]').getByText(/of \d+/);

/** The json-server's tasks as the list would show them: newest first, one page of 20. */
function storedTitles(filter: (task: Record<string, unknown>) => boolean = () => true): string[] {
  return json
    .records('tasks')
    .filter(filter)
    .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))
    .slice(0, 20)
    .map((task) => String(task.title));
}

describe('<bo-task-list> on json-server through ra-data-json-server', () => {
  it('lists, searches, sorts, filters and pages with react-admin params, signed out', async () => {
    const { context, page, jsonRequests } = await open('<bo-task-list data-json></bo-task-list>', [
      'bo-task-list',
    ]);
    await expect.poll(() => titles(page)).toEqual(storedTitles());
    await expect
      .poll(() => range(page).textContent())
      .toBe(`1–20 of ${json.records('tasks').length}`);
    const first = new URL(jsonRequests.find((r) => new URL(r.url()).pathname === '/tasks')!.url());
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      _start: '0',
      _end: '20',
      _sort: 'created_at',
      _order: 'DESC',
    });
    // No request went to the reference API for the list: one data path, the provider's.
    const list = page.locator('bo-task-list');

    const search = await jsonListAfter(page, '/tasks', () =>
      list.getByRole('searchbox', { name: 'Search' }).fill('invoice'),
    );
    expect(search.get('q')).toBe('invoice');
    await expect
      .poll(() => titles(page))
      .toEqual(storedTitles((task) => String(task.title).includes('invoice')));
    await list.getByRole('button', { name: 'Reset filters' }).click();
    await expect.poll(() => titles(page)).toEqual(storedTitles());

    const status = await jsonListAfter(page, '/tasks', () =>
      list.getByRole('combobox', { name: 'Status' }).selectOption('review'),
    );
    expect(status.get('status')).toBe('review');
    await expect.poll(() => titles(page)).toEqual(storedTitles((task) => task.status === 'review'));
    await list.getByRole('button', { name: 'Reset filters' }).click();

    const header = list.locator('thead th', { hasText: 'Title' });
    const sorted = await jsonListAfter(page, '/tasks', () => header.click());
    expect(Object.fromEntries(sorted)).toMatchObject({ _sort: 'title', _order: 'ASC' });
    const byTitle = json
      .records('tasks')
      .map((task) => String(task.title))
      .sort();
    await expect.poll(() => titles(page)).toEqual(byTitle.slice(0, 20));

    const next = await jsonListAfter(page, '/tasks', () =>
      list.getByRole('button', { name: 'Next page' }).click(),
    );
    expect(Object.fromEntries(next)).toMatchObject({ _start: '20', _end: '40' });
    await expect.poll(() => titles(page)).toEqual(byTitle.slice(20, 40));
    await expect.poll(() => range(page).textContent()).toBe(`21–40 of ${byTitle.length}`);
    // The staff names come from the same provider (getMany / getList of sys/users).
    await expect.poll(() => list.getByText('Ada Admin').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('creates and deletes records on the json-server', async () => {
    const { context, page } = await open('<bo-task-list data-json></bo-task-list>', [
      'bo-task-list',
    ]);
    const list = page.locator('bo-task-list');
    await taskRows(page).first().waitFor();

    await list.getByRole('button', { name: 'New task' }).click();
    const dialog = list.getByRole('dialog', { name: 'New task' });
    await dialog.getByLabel('Title').fill('Made through ra-data-json-server');
    await dialog.getByLabel('Description').fill('A record json-server keeps.');
    await dialog.getByLabel('Priority').selectOption('high');
    const [post] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url() === `${json.url}/tasks`),
      dialog.getByRole('button', { name: 'Create task' }).click(),
    ]);
    expect(post.postDataJSON()).toMatchObject({ title: 'Made through ra-data-json-server' });
    await expect.poll(() => dialog.count()).toBe(0);
    const made = json.records('tasks').find((t) => t.title === 'Made through ra-data-json-server');
    expect(made).toMatchObject({ priority: 'high', status: 'open' });

    // Delete (a bulk of one, after the confirmation): deleteMany, which the provider sends as DELETE.
    const doomed = taskRows(page).filter({ hasText: 'Made through ra-data-json-server' });
    await doomed.getByRole('checkbox').click();
    const bar = list.getByRole('toolbar', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: 'Delete' }).click();
    const ask = list.getByRole('alertdialog', { name: 'Delete 1 item?' });
    await Promise.all([
      page.waitForRequest(
        (r) => r.method() === 'DELETE' && r.url() === `${json.url}/tasks/${made!.id}`,
      ),
      ask.getByRole('button', { name: 'Delete', exact: true }).click(),
    ]);
    await expect.poll(() => doomed.count()).toBe(0);
    expect(json.records('tasks').some((task) => task.id === made!.id)).toBe(false);
    await context.close();
  });

  it('edits a record: react-admin update with the whole record; reviews say why they are absent', async () => {
    const { context, page } = await open('<bo-task-list data-json></bo-task-list>', [
      'bo-task-list',
    ]);
    const list = page.locator('bo-task-list');
    await taskRows(page).first().waitFor();
    // Edit: the drawer's status goes out as react-admin's update (a PUT of the whole record).
    const first = json.records('tasks').find((task) => task.id === 'task-01')!;
    const row = taskRows(page).filter({ hasText: String(first.title) });
    await row.click();
    const drawer = list.getByRole('dialog', { name: String(first.title) });
    const next = first.status === 'done' ? 'cancelled' : 'done';
    const [put] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'PUT' && r.url() === `${json.url}/tasks/task-01`),
      drawer.getByLabel('Status').selectOption(next),
    ]);
    expect(put.postDataJSON()).toMatchObject({ status: next, title: first.title });
    await expect
      .poll(() => json.records('tasks').find((task) => task.id === 'task-01'))
      .toMatchObject({ status: next, title: first.title, priority: first.priority });
    // Reviews are an extra ra-data-json-server lacks: the drawer says so instead of failing.
    await expect
      .poll(() => drawer.getByText('This back end does not offer task reviews.').count())
      .toBeGreaterThan(0);
    await context.close();
  });

  it('bulk and export fall back to plain react-admin calls', async () => {
    const { context, page, jsonRequests } = await open('<bo-task-list data-json></bo-task-list>', [
      'bo-task-list',
    ]);
    const list = page.locator('bo-task-list');
    await list.getByRole('searchbox', { name: 'Search' }).fill('invoice');
    const matching = json.records('tasks').filter((t) => String(t.title).includes('invoice'));
    await expect.poll(() => taskRows(page).count()).toBe(matching.length);

    await list.getByRole('checkbox', { name: 'Select all rows on this page' }).click();
    const bar = list.getByRole('toolbar', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: 'Mark done' }).click();
    await list
      .locator('.fui-Toast', { hasText: `${matching.length} updated` })
      .first()
      .waitFor();
    for (const task of matching) {
      expect(json.records('tasks').find((t) => t.id === task.id)).toMatchObject({
        status: 'done',
        title: task.title,
        priority: task.priority,
      });
    }
    expect(jsonRequests.some((r) => r.url().includes('/bulk'))).toBe(false);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      list.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    let csv = '';
    for await (const chunk of await download.createReadStream()) csv += chunk.toString();
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]?.split(',')).toEqual(expect.arrayContaining(['uuid', 'title', 'status']));
    expect(lines.length - 1).toBe(matching.length);
    expect(jsonRequests.some((r) => r.url().includes('/export'))).toBe(false);
    const errors = (await page.evaluate(() => Reflect.get(window, '__boEvents'))) as {
      type: string;
    }[];
    expect(errors.filter((event) => event.type === 'bo-error')).toEqual([]);
    await context.close();
  });
});

describe('other elements on json-server', () => {
  it('<bo-channel-table> and <bo-user-list> list, search and filter there', async () => {
    const { context, page } = await open(
      '<bo-channel-table data-json></bo-channel-table><bo-user-list data-json></bo-user-list>',
      ['bo-channel-table', 'bo-user-list'],
    );
    const channels = page.locator('bo-channel-table');
    const users = page.locator('bo-user-list');
    await channels.getByText('Json channel 01').waitFor();
    await users.getByText('Json user 01').waitFor();
    const search = await jsonListAfter(page, '/channels', () =>
      channels.getByRole('searchbox', { name: 'Search' }).fill('channel 2'),
    );
    expect(search.get('q')).toBe('channel 2');
    await expect
      .poll(() => channels.locator('tbody tr[data-row-index]').count())
      .toBe(json.records('channels').filter((c) => String(c.title).includes('channel 2')).length);
    const blocked = await jsonListAfter(page, '/users', () =>
      users.getByRole('combobox', { name: 'Status' }).selectOption('blocked'),
    );
    expect(blocked.get('status')).toBe('blocked');
    await expect
      .poll(() => users.locator('tbody tr[data-row-index]').count())
      .toBe(json.records('users').filter((u) => u.status === 'blocked').length);
    await context.close();
  });

  it('<bo-console> with the provider shows json-server records in its areas', async () => {
    const { context, page } = await open(
      '<bo-console data-json routing="memory" initial-path="/task"></bo-console>',
      ['bo-console'],
    );
    const consoleElement = page.locator('bo-console');
    await consoleElement.getByText('Json task 01').waitFor();
    await page.evaluate(() =>
      (
        document.querySelector('bo-console') as HTMLElement & { navigate(p: string): void }
      ).navigate('/user'),
    );
    await consoleElement.getByText('Json user 01').waitFor();
    await context.close();
  });
});

describe('two back ends on one page', () => {
  it('a reference-API task list and a json-server one each show their own records', async () => {
    const { context, page, jsonRequests } = await open(
      `<section id="reference"><bo-task-list></bo-task-list></section>
       <section id="json"><bo-task-list data-json></bo-task-list></section>`,
      ['bo-task-list'],
      true,
    );
    const reference = page.locator('#reference bo-task-list');
    const other = page.locator('#json bo-task-list');
    await other.getByText('Json task 01').waitFor();
    await reference.locator('tbody tr[data-row-index]').first().waitFor();
    const referenceTitles = await reference.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(referenceTitles.some((title) => title.startsWith('Json task'))).toBe(false);
    expect(await other.locator('tbody tr td:nth-child(2)').allTextContents()).toEqual(
      storedTitles(),
    );
    // Searching one leaves the other as it was, and each asks its own server.
    const before = jsonRequests.length;
    await other.getByRole('searchbox', { name: 'Search' }).fill('invoice');
    await expect
      .poll(() => other.locator('tbody tr td:nth-child(2)').allTextContents())
      .toEqual(storedTitles((task) => String(task.title).includes('invoice')));
    expect(jsonRequests.length).toBeGreaterThan(before);
    expect(await reference.locator('tbody tr td:nth-child(2)').allTextContents()).toEqual(
      referenceTitles,
    );
    await context.close();
  });
});
