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
/** The reference server again, as another API base (routed in open()). */
const SECOND_BASE = '/second/api/v1';
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
  // A react-admin auth provider of the host's: any password but 'wrong' signs in as Ada; what
  // canAccess allows is the page's \`window.__allowed\`, else the tab's stored list (every action
  // when neither is set).
  const signedIn = () => sessionStorage.getItem('host-user') !== null;
  window.__logins = [];
  const authProvider = {
    login: async (params) => {
      window.__logins.push(params);
      if (params.password === 'wrong') throw new Error('Wrong password');
      sessionStorage.setItem('host-user', params.username);
    },
    logout: async () => sessionStorage.removeItem('host-user'),
    checkAuth: async () => (signedIn() ? undefined : Promise.reject(new Error('signed out'))),
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 'staff-1', fullName: 'Ada Admin', email: 'ada@json.example' }),
    getPermissions: async () => 'ADMIN',
    canAccess: async ({ resource, action }) => {
      const allowed = window.__allowed ?? sessionStorage.getItem('allowed')?.split(' ');
      return !allowed || allowed.includes(resource + ':' + action);
    },
  };
  for (const element of document.querySelectorAll('[data-auth]')) element.authProvider = authProvider;
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
  // The reference server under a second base: an API base of its own for an element.
  await context.route(`**${SECOND_BASE}/**`, async (route) => {
    const url = route.request().url().replace(SECOND_BASE, '/api/v1');
    await route.fulfill({ response: await route.fetch({ url }) });
  });
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

describe('two reference-API bases on one page', () => {
  it('each base has its own token session: signing in on one does not sign in the other', async () => {
    const { context, page } = await open(
      // The first api-base on a page is the page's; the other one is an element's own.
      `<section id="page"><bo-task-list api-base="/api/v1"></bo-task-list></section>
       <section id="second"><bo-task-list api-base="${SECOND_BASE}"></bo-task-list></section>`,
      ['bo-task-list'],
      true,
    );
    const onPage = page.locator('#page bo-task-list');
    const onSecond = page.locator('#second bo-task-list');
    const secondKey = `auth_user@${files.url(SECOND_BASE)}`;
    const stored = (key: string) =>
      page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null'), key);
    // The page's session (auth_user) signs in the page's base only.
    await onPage.locator('tbody tr[data-row-index]').first().waitFor();
    await onSecond.getByLabel('Email').waitFor();
    expect(await stored(secondKey)).toBeNull();

    const secondList = page.waitForRequest(
      (r) => new URL(r.url()).pathname === `${SECOND_BASE}/tasks` && r.method() === 'GET',
    );
    await onSecond.getByLabel('Email').fill('admin@example.com');
    await onSecond.getByLabel('Password').fill('admin-password');
    await onSecond.getByRole('button', { name: 'Sign in' }).click();
    await onSecond.locator('tbody tr[data-row-index]').first().waitFor();
    // Its tokens went to its own key and its own requests; the page's record is as it was.
    const second = await stored(secondKey);
    expect(second.user.email).toBe('admin@example.com');
    expect(second.accessToken).not.toBe(files.admin.accessToken);
    expect((await secondList).headers().authorization).toBe(`Bearer ${second.accessToken}`);
    const pageRecord = await stored('auth_user');
    expect(pageRecord.accessToken).toBe(files.admin.accessToken);

    // Signed out on the page's base, the second base stays signed in (after a reload too).
    await page.evaluate(() => localStorage.removeItem('auth_user'));
    await page.reload();
    await page.locator('#page bo-task-list').getByLabel('Email').waitFor();
    await page.locator('#second bo-task-list tbody tr[data-row-index]').first().waitFor();
    expect((await stored(secondKey)).accessToken).toBe(second.accessToken);
    await context.close();
  });
});

describe('screens with extras a provider may lack', () => {
  it('category routes and role permissions say why they are absent; nothing fails', async () => {
    const { context, page } = await open(
      `<bo-category-list data-json></bo-category-list>
       <bo-permission-matrix data-json></bo-permission-matrix>`,
      ['bo-category-list', 'bo-permission-matrix'],
    );
    const list = page.locator('bo-category-list');
    await list.locator('tbody tr[data-row-index]', { hasText: 'News' }).click();
    const drawer = list.getByRole('dialog', { name: 'News' });
    await drawer.getByText('This back end does not offer category routes.').waitFor();
    expect(await drawer.getByRole('button', { name: 'Edit routes' }).count()).toBe(0);

    // The matrix reads roles and permissions from json-server, read-only with its reason.
    const matrix = page.locator('bo-permission-matrix');
    await matrix.getByText('This back end does not offer role permissions.').waitFor();
    await matrix.getByText('tasks.write').waitFor();
    expect(await matrix.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await matrix.locator('input[type="checkbox"]').count()).toBe(16);
    expect(await matrix.locator('input[type="checkbox"]:enabled').count()).toBe(0);
    const events = await page.evaluate(
      () => (window as unknown as { __boEvents: { type: string }[] }).__boEvents,
    );
    expect(events.filter((event) => event.type === 'bo-error')).toEqual([]);
    await context.close();
  });

  it("in German and Arabic the reason is in the element's language", async () => {
    const { context, page } = await open(
      `<bo-category-list data-json lang="de"></bo-category-list>
       <bo-permission-matrix data-json lang="ar"></bo-permission-matrix>`,
      ['bo-category-list', 'bo-permission-matrix'],
    );
    const list = page.locator('bo-category-list');
    await list.locator('tbody tr[data-row-index]', { hasText: 'News' }).click();
    await list.getByText('Dieses Back-End bietet keine Routen für Kategorien an.').waitFor();
    await page
      .locator('bo-permission-matrix')
      .getByText('لا يوفّر هذا الخادم صلاحيات الأدوار.')
      .waitFor();
    await context.close();
  });
});

describe('an auth provider of the host', () => {
  it('signs in through login, without the phone wizard; canAccess gates the actions', async () => {
    const { context, page } = await open(
      `<bo-sign-in data-json data-auth></bo-sign-in>
       <bo-task-list data-json data-auth></bo-task-list>`,
      ['bo-sign-in', 'bo-task-list'],
    );
    await page.evaluate(() => {
      (window as unknown as { __allowed: string[] }).__allowed = ['tasks:list'];
    });
    const signIn = page.locator('bo-sign-in');
    await signIn.getByLabel('Email').waitFor();
    // Only the email form: no method tabs, no phone wizard.
    expect(await signIn.getByRole('tab').count()).toBe(0);
    expect(await signIn.getByText('Phone', { exact: false }).count()).toBe(0);
    await signIn.getByLabel('Email').fill('ada@json.example');
    await signIn.getByLabel('Password').fill('secret');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.getByText('Ada Admin').first().waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __logins: unknown[] }).__logins),
    ).toEqual([{ username: 'ada@json.example', email: 'ada@json.example', password: 'secret' }]);
    // canAccess allows listing tasks only: the list shows, creating and row edits do not.
    const list = page.locator('bo-task-list');
    await taskRows(page).first().waitFor();
    await expect.poll(() => list.getByRole('button', { name: 'New task' }).count()).toBe(0);
    // Allowed to edit tasks too (the provider's session is back after a reload): creating shows.
    await page.evaluate(() => sessionStorage.setItem('allowed', 'tasks:list tasks:edit'));
    await page.reload();
    await page.locator('bo-task-list').getByRole('button', { name: 'New task' }).waitFor();
    await context.close();
  });
});
