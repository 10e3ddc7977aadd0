// Elements on a back end nobody here wrote: a real json-server 0.17 through react-admin's published
// ra-data-json-server, given as the `dataProvider` property; and two elements on two back ends on one page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleJsonServerProvider,
  HOST_MEDIA_TOKEN,
  type JsonServerStack,
  startJsonServer,
} from './support/json-server-stack';
import { MEDIA_GRACE_MS } from '../../src/core/providers/media-sources';
import { stackPerFile } from './support/file-stack';
import { hostPageOpener, SECOND_BASE } from './support/own-back-end-page';

const files = stackPerFile();
let json: JsonServerStack;
let providerModule = '';

beforeAll(async () => {
  [json, providerModule] = await Promise.all([startJsonServer(), bundleJsonServerProvider()]);
});

afterAll(async () => {
  await json?.close();
});

const open = hostPageOpener(
  files,
  () => json,
  () => providerModule,
);

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
      { signedIn: true },
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

describe("a page-wide provider (README's first example)", () => {
  it('configure({ dataProvider }) gives every element of the page the json-server', async () => {
    const { context, page, jsonRequests } = await open(
      '<bo-task-list></bo-task-list><bo-user-list></bo-user-list>',
      ['bo-task-list', 'bo-user-list'],
      { pageWide: true },
    );
    await expect.poll(() => titles(page)).toEqual(storedTitles());
    const users = page.locator('bo-user-list');
    await users.locator('tbody tr[data-row-index]').first().waitFor();
    const paths = jsonRequests.map((request) => new URL(request.url()).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/tasks', '/users']));
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
      { signedIn: true },
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
    // No phone sign-in on this back end: the panel has no phone rows either.
    expect(await signIn.getByText('Phone sign-in').count()).toBe(0);
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

describe('message media on json-server', () => {
  const rows = (page: Page) => page.locator('bo-message-list tbody tr[data-row-index]');
  /** Opens a message's drawer (closing the one open) and returns its gallery. */
  async function gallery(page: Page, text: string) {
    const list = page.locator('bo-message-list');
    if ((await list.getByRole('dialog').count()) > 0) {
      await page.keyboard.press('Escape');
      await expect.poll(() => list.getByRole('dialog').count()).toBe(0);
    }
    await rows(page).filter({ hasText: text }).click();
    const found = list.getByRole('dialog', { name: text }).locator('[data-gallery]');
    await found.waitFor();
    return found;
  }
  const loaded = (image: ReturnType<Page['locator']>) =>
    image.evaluate(
      (node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0,
    );
  const reason = 'This back end does not offer media previews.';

  it('without getMedia: absolute URLs show, the rest say why; the media switch filters by has_media', async () => {
    const { context, page } = await open('<bo-message-list data-json></bo-message-list>', [
      'bo-message-list',
    ]);
    const list = page.locator('bo-message-list');
    await rows(page).filter({ hasText: 'Json message 06' }).waitFor();
    const onlyMedia = await jsonListAfter(page, '/messages', () =>
      list.getByRole('switch', { name: 'Only with media' }).click(),
    );
    expect(onlyMedia.get('has_media')).toBe('true');
    expect(onlyMedia.has('onlyWithMedia')).toBe(false);
    await expect.poll(() => rows(page).count()).toBe(3);

    // A path of the json-server's own: no preview, with the reason, in the row and the drawer.
    await rows(page).filter({ hasText: 'Json message 01' }).locator('[data-no-preview]').waitFor();
    const first = await gallery(page, 'Json message 01');
    await first.getByText(reason).waitFor();
    expect(await first.locator('img').count()).toBe(0);
    await first.getByRole('img', { name: 'Photo 1 (64 × 48)' }).waitFor();

    // The record's absolute URL shows as it is.
    const second = await gallery(page, 'Json message 02');
    const image = second.locator('img');
    await expect.poll(() => image.getAttribute('src')).toBe(`${json.url}/files/photo-2.png`);
    await expect.poll(() => loaded(image)).toBe(true);
    expect(await second.getByText(reason).count()).toBe(0);

    // A document without a file: its facts, no download link, and the reason.
    const third = await gallery(page, 'Json message 03');
    await third.getByText(reason).waitFor();
    expect(await third.getByRole('link').count()).toBe(0);
    const events = (await page.evaluate(() => Reflect.get(window, '__boEvents'))) as {
      type: string;
    }[];
    expect(events.filter((event) => event.type === 'bo-error')).toEqual([]);
    await context.close();
  });

  it("with getMedia: the provider's files (fetched with its token) show; a refusal falls back to the record's URL", async () => {
    const { context, page, jsonRequests } = await open(
      '<bo-message-list data-json></bo-message-list>',
      ['bo-message-list'],
      {
        dataExtras: `getMedia: async ({ id, index, media }) => {
          (window.__mediaAsked ??= []).push([id, index, media.url]);
          if (!media.url.startsWith('private/')) throw new Error('Not one of ours');
          const reply = await fetch(jsonUrl + '/' + media.url, { headers: { Authorization: 'Bearer ' + hostToken } });
          if (!reply.ok) throw Object.assign(new Error('Refused'), { status: reply.status });
          return { data: await reply.blob() };
        },`,
      },
    );
    const first = await gallery(page, 'Json message 01');
    const image = first.locator('img');
    await expect.poll(() => image.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => loaded(image)).toBe(true);
    expect(await first.getByText(reason).count()).toBe(0);
    const privateRequest = jsonRequests.find((r) => r.url() === `${json.url}/private/photo-1.png`);
    expect(await privateRequest?.headerValue('authorization')).toBe(`Bearer ${HOST_MEDIA_TOKEN}`);
    // The row's thumbnail is the same file, asked once.
    const asked = (await page.evaluate(() => Reflect.get(window, '__mediaAsked'))) as unknown[];
    expect(
      asked.filter((one) => JSON.stringify(one) === '["msg-01",0,"private/photo-1.png"]'),
    ).toHaveLength(1);

    // getMedia refused this one: the record's absolute URL serves.
    const second = await gallery(page, 'Json message 02');
    await expect
      .poll(() => second.locator('img').getAttribute('src'))
      .toBe(`${json.url}/files/photo-2.png`);

    // A document through getMedia gets its download link.
    const third = await gallery(page, 'Json message 03');
    await expect.poll(() => third.getByRole('link').getAttribute('href')).toMatch(/^blob:/);
    expect(await third.getByText(reason).count()).toBe(0);
    await context.close();
  });

  it('Blob previews are revoked once no row or drawer shows them; those shown stay live', async () => {
    const { context, page } = await open(
      '<bo-message-list data-json></bo-message-list>',
      ['bo-message-list'],
      {
        // Every file as a Blob; the page's object URLs recorded; a clock the test moves past the grace.
        dataExtras: `getMedia: async ({ id, index, media }) => {
          (window.__mediaAsked ??= []).push([id, index, media.url]);
          const url = /^https?:/.test(media.url) ? media.url : jsonUrl + '/' + media.url;
          const reply = await fetch(url, { headers: { Authorization: 'Bearer ' + hostToken } });
          if (!reply.ok) throw Object.assign(new Error('Refused'), { status: reply.status });
          return { data: await reply.blob() };
        },`,
        beforeLoad: async (context) => {
          await context.clock.install();
          await context.addInitScript(() => {
            const urls = { made: [] as string[], revoked: [] as string[] };
            Reflect.set(window, '__objectUrls', urls);
            const make = URL.createObjectURL.bind(URL);
            const revoke = URL.revokeObjectURL.bind(URL);
            URL.createObjectURL = (blob) => {
              const url = make(blob);
              urls.made.push(url);
              return url;
            };
            URL.revokeObjectURL = (url) => {
              urls.revoked.push(url);
              revoke(url);
            };
          });
        },
      },
    );
    const objectUrls = () =>
      page.evaluate(
        () => Reflect.get(window, '__objectUrls') as { made: string[]; revoked: string[] },
      );
    const revoked = async () => (await objectUrls()).revoked;
    /** Whether the page can still read the object URL's file. */
    const live = (url: string) =>
      page.evaluate(
        (src) =>
          fetch(src).then(
            (reply) => reply.ok,
            () => false,
          ),
        url,
      );
    const pastGrace = () => page.clock.fastForward(MEDIA_GRACE_MS + 1000);
    const thumb = (text: string) =>
      rows(page).filter({ hasText: text }).locator('[data-thumbnails] img');
    const shownUrl = async (image: ReturnType<Page['locator']>) => {
      await expect.poll(() => image.getAttribute('src')).toMatch(/^blob:/);
      return (await image.getAttribute('src')) ?? '';
    };
    const row01 = await shownUrl(thumb('Json message 01'));
    const row02 = await shownUrl(thumb('Json message 02'));
    const row03 = await shownUrl(thumb('Json message 03'));

    // The drawer shows the row's own URL; the document only the drawer shows is asked on opening.
    expect(await shownUrl((await gallery(page, 'Json message 01')).locator('img'))).toBe(row01);
    const third = await gallery(page, 'Json message 03');
    expect(await shownUrl(third.locator('img'))).toBe(row03);
    const docLink = third.getByRole('link');
    await expect.poll(() => docLink.getAttribute('href')).toMatch(/^blob:/);
    const doc = (await docLink.getAttribute('href')) ?? '';
    // Reopened within the grace: the same file, not asked again.
    const reopened = await gallery(page, 'Json message 02');
    await reopened.locator('img').waitFor();
    const again = await gallery(page, 'Json message 03');
    expect(await again.getByRole('link').getAttribute('href')).toBe(doc);
    const asked = (await page.evaluate(() => Reflect.get(window, '__mediaAsked'))) as unknown[];
    expect(asked.filter((one) => JSON.stringify(one).includes('notes-3.pdf'))).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('bo-message-list').getByRole('dialog').count()).toBe(0);

    // Drawer closed past the grace: its document is revoked; what the rows show is not.
    await pastGrace();
    await expect.poll(revoked).toEqual([doc]);
    expect(await live(doc)).toBe(false);
    expect(await live(row01)).toBe(true);
    await expect.poll(() => loaded(thumb('Json message 01'))).toBe(true);

    // Rows searched away: theirs go; the row still listed keeps a live URL.
    await page.locator('bo-message-list').getByRole('searchbox').first().fill('Json message 02');
    await expect.poll(() => rows(page).count()).toBe(1);
    await pastGrace();
    await expect.poll(async () => (await revoked()).toSorted()).toEqual([doc, row01, row03].sort());
    expect(await thumb('Json message 02').getAttribute('src')).toBe(row02);
    expect(await live(row02)).toBe(true);

    // The element removed: every object URL it made is revoked, once each.
    await page.evaluate(() => document.querySelector('bo-message-list')?.remove());
    await pastGrace();
    const { made } = await objectUrls();
    await expect.poll(async () => (await revoked()).toSorted()).toEqual(made.toSorted());
    expect(made).toHaveLength(4);
    const events = (await page.evaluate(() => Reflect.get(window, '__boEvents'))) as {
      type: string;
    }[];
    expect(events.filter((event) => event.type === 'bo-error')).toEqual([]);
    await context.close();
  });
});

describe('phone sign-in through an auth provider', () => {
  const phoneExtras = `requestPhoneCode: async ({ phone }) => {
      (window.__phone ??= []).push(['code', phone]);
      return { ttlSec: 30 };
    },
    loginWithPhone: async (params) => {
      (window.__phone ??= []).push(['login', params]);
      if (params.code === '000000') throw new Error('Code is incorrect.');
      if (params.code) return { step: 'password' };
      if (params.password !== 'second-factor') throw new Error('Wrong password');
      sessionStorage.setItem('host-user', params.phone);
      return { step: 'done' };
    },`;

  it('with requestPhoneCode and loginWithPhone the wizard shows and signs in through them', async () => {
    const { context, page } = await open(
      '<bo-sign-in data-json data-auth></bo-sign-in>',
      ['bo-sign-in'],
      { authExtras: phoneExtras },
    );
    const referencePhone: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/phone-login/')) referencePhone.push(r.url());
    });
    const signIn = page.locator('bo-sign-in');
    await signIn.getByRole('tab', { name: 'Phone' }).click();
    await signIn.getByRole('textbox', { name: 'Phone' }).fill('+1 555 000 0009');
    await signIn.getByRole('button', { name: 'Send code' }).click();
    await signIn.getByText('We sent a code to +15550000009.').waitFor();
    await signIn.getByRole('button', { name: /Resend code in \d+ s/ }).waitFor();
    await signIn.getByRole('textbox', { name: 'Code' }).fill('000000');
    await signIn.getByRole('button', { name: 'Verify' }).click();
    await signIn.getByText('Code is incorrect.').waitFor();
    await signIn.getByRole('textbox', { name: 'Code' }).fill('123456');
    await signIn.getByRole('button', { name: 'Verify' }).click();
    await signIn.getByText('This account also asks for its password.').waitFor();
    await signIn.getByLabel('Password').fill('second-factor');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.getByText('Ada Admin').first().waitFor();
    // The panel's phone sign-in is this back end's: active, read from no server.
    await signIn.getByText('Active', { exact: true }).waitFor();
    expect(await page.evaluate(() => Reflect.get(window, '__phone'))).toEqual([
      ['code', '+15550000009'],
      ['login', { phone: '+15550000009', code: '000000' }],
      ['login', { phone: '+15550000009', code: '123456' }],
      ['login', { phone: '+15550000009', password: 'second-factor' }],
    ]);
    // Nothing went to the reference API's phone sign-in.
    expect(referencePhone).toEqual([]);
    await context.close();
  });

  it("the console's account menu names a phone sign-in only with the extras", async () => {
    const menuOf = async (authExtras?: string) => {
      const opened = await open(
        `<bo-console data-json data-auth routing="memory" initial-path="/task"></bo-console>`,
        ['bo-console'],
        { tabStorage: SIGNED_IN_WITH_THREE_AREAS, ...(authExtras ? { authExtras } : {}) },
      );
      const consoleElement = opened.page.locator('bo-console');
      await consoleElement.getByRole('button', { name: /^Account menu of / }).click();
      const menu = consoleElement.getByRole('menu');
      await menu.getByRole('menuitem', { name: 'Sign out' }).waitFor();
      return { ...opened, menu };
    };
    const plain = await menuOf();
    await plain.menu.getByText('ada@json.example').waitFor();
    expect(await plain.menu.getByText('Phone sign-in', { exact: false }).count()).toBe(0);
    await plain.context.close();

    const withPhone = await menuOf(phoneExtras);
    await withPhone.menu.getByText('Phone sign-in', { exact: false }).waitFor();
    await withPhone.context.close();
  });

  it("the console's sign-in page offers the phone link only with the extras", async () => {
    const { context, page } = await open(
      `<bo-console data-json data-auth routing="memory" initial-path="/sessions/signin"></bo-console>`,
      ['bo-console'],
    );
    const consoleElement = page.locator('bo-console');
    await consoleElement.getByLabel('Email').waitFor();
    expect(await consoleElement.getByRole('link', { name: 'Sign in with phone' }).count()).toBe(0);
    await context.close();

    const withPhone = await open(
      `<bo-console data-json data-auth routing="memory" initial-path="/sessions/signin"></bo-console>`,
      ['bo-console'],
      { authExtras: phoneExtras },
    );
    const other = withPhone.page.locator('bo-console');
    await other.getByRole('link', { name: 'Sign in with phone' }).click();
    await other.getByRole('textbox', { name: 'Phone' }).fill('+15550000009');
    await other.getByRole('button', { name: 'Send code' }).click();
    await other.getByText('We sent a code to +15550000009.').waitFor();
    await withPhone.context.close();
  });
});

/** Ada signed in on the host's auth provider, whose canAccess lists only these three areas. */
const SIGNED_IN_WITH_THREE_AREAS = {
  'host-user': 'ada@json.example',
  allowed: 'dashboard:list tasks:list users:list',
};

describe("areas the auth provider's canAccess denies", () => {
  it('leave the console nav; a deep link shows Access Denied; their element shows its own', async () => {
    const { context, page } = await open(
      `<bo-console data-json data-auth routing="memory" initial-path="/channel"></bo-console>
       <bo-channel-table data-json data-auth></bo-channel-table>`,
      ['bo-console', 'bo-channel-table'],
      {
        tabStorage: SIGNED_IN_WITH_THREE_AREAS,
      },
    );
    const consoleElement = page.locator('bo-console');
    await consoleElement.getByRole('heading', { name: 'Access Denied!' }).waitFor();
    const nav = consoleElement.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Tasks', exact: true }).waitFor();
    await nav.getByRole('link', { name: 'Users', exact: true }).waitFor();
    for (const denied of ['Channels', 'Messages', 'System users', 'Orders']) {
      expect(await nav.getByRole('link', { name: denied, exact: true }).count()).toBe(0);
    }
    const navigate = (path: string) =>
      page.evaluate(
        (to) =>
          (
            document.querySelector('bo-console') as HTMLElement & { navigate(p: string): void }
          ).navigate(to),
        path,
      );
    // An allowed area opens as before.
    await navigate('/task');
    await consoleElement.getByText('Json task 01').waitFor();
    // The router serves an address in any case; the guard denies it the same.
    await navigate('/Channel');
    await consoleElement.getByRole('heading', { name: 'Access Denied!' }).waitFor();
    // The element of a denied area: its Access Denied state, and no rows asked for.
    const table = page.locator('bo-channel-table');
    await table.getByRole('heading', { name: 'Access Denied!' }).waitFor();
    expect(await table.locator('tbody tr[data-row-index]').count()).toBe(0);
    await context.close();
  });

  it("leave the console's global search, which asks the console's own back end", async () => {
    const { context, page } = await open(
      `<bo-console data-json data-auth routing="memory" initial-path="/task"></bo-console>`,
      ['bo-console'],
      {
        tabStorage: SIGNED_IN_WITH_THREE_AREAS,
      },
    );
    const consoleElement = page.locator('bo-console');
    await consoleElement.getByText('Json task 01').waitFor();
    await page.keyboard.press('Control+k');
    await consoleElement.getByRole('combobox', { name: 'Search everything' }).fill('Json task 01');
    const results = consoleElement.getByRole('listbox', { name: 'Search everything' });
    // The hit comes from json-server: the search went to the console's back end.
    await results
      .getByRole('group', { name: 'Tasks' })
      .getByRole('option', { name: /Json task 01/ })
      .waitFor();
    for (const denied of ['Messages', 'Channels', 'System users']) {
      expect(await results.getByRole('group', { name: denied }).count()).toBe(0);
    }
    await context.close();
  });

  it("leave the dashboard's count cards", async () => {
    const { context, page } = await open(
      `<bo-console data-json data-auth routing="memory" initial-path="/dashboard"></bo-console>`,
      ['bo-console'],
      {
        tabStorage: SIGNED_IN_WITH_THREE_AREAS,
        // The host's figures: a count for tasks, channels and users, no other section.
        dataExtras: `getDashboardStats: async () => ({
          data: {
            generated_at: new Date().toISOString(),
            date: new Date().toISOString().slice(0, 10),
            counts: { tasks: 7, messages: null, sources: null, categories: null, channels: 4,
              users: 2, orders: null, buyers: null, links: null, sys_users: null },
            tasks_by_status: null, messages_per_day: null, revenue: null, latest_tasks: null,
            my_tasks: null,
          },
        }),`,
      },
    );
    const consoleElement = page.locator('bo-console');
    await consoleElement.getByRole('link', { name: 'Open Tasks' }).waitFor();
    await consoleElement.getByRole('link', { name: 'Open Users' }).waitFor();
    // Channels has a count, but canAccess denies the area: no card for it.
    expect(await consoleElement.getByRole('link', { name: 'Open Channels' }).count()).toBe(0);
    await context.close();
  });
});
