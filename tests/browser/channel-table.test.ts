// <bo-channel-table> in Chromium against the reference server: real rows, filters, switches with
// rollback, editing, adding from suggestions, and how it looks (light, dark, RTL, phone width).
import { join, relative } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type {
  Category,
  Channel,
  ChannelSuggestionReply,
  ListReply,
} from '../../src/resources/schemas';
import { staticClosure } from '../../scripts/bundle-graph.mjs';
import {
  type PageProblems,
  repoRoot,
  screenshot,
  signInThroughApi,
  watchPageProblems,
} from './support/harness';
import { chunkUrlOf } from './support/chunk-map';
import { stackPerFile } from './support/file-stack';

const file = stackPerFile();

/** A host page with nothing but the element, served on the stack's origin. */
const TEST_PAGE = '/test/channel-table.html';
const pageHtml = (attributes: string) => `<!doctype html>
<html lang="en"${attributes.includes('dir=') ? ' dir="rtl"' : ''}>
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
  <link rel="icon" href="data:," /><title>Channel table</title></head>
  <body style="margin:0;padding:8px">
    <bo-channel-table ${attributes}></bo-channel-table>
    <script type="module" src="/dist/elements/bo-channel-table.js"></script>
  </body>
</html>`;

/** Calls the API from Node as the admin: what another user or tab does meanwhile. */
async function callApi<T>(method: string, path: string, body?: unknown) {
  const response = await fetch(new URL(`/api/v1${path}`, file.stack.baseUrl), {
    method,
    headers: {
      authorization: `Bearer ${file.admin.accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as T };
}

async function channelsFromApi(query: string): Promise<ListReply<Channel>> {
  return (await callApi<ListReply<Channel>>('GET', `/channels?${query}`)).json;
}

async function suggestionsFromApi(query: string): Promise<ChannelSuggestionReply> {
  return (await callApi<ChannelSuggestionReply>('GET', `/channels/suggestions?${query}`)).json;
}

interface Opened {
  page: Page;
  problems: PageProblems;
  table: Locator;
}

async function openTable(options: { attributes?: string; width?: number } = {}): Promise<Opened> {
  const page = await file.tab({ width: options.width ?? 1280, height: 900 });
  const problems = await watchPageProblems(page);
  await page.route(`**${TEST_PAGE}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: pageHtml(options.attributes ?? '') }),
  );
  await signInThroughApi(page, file.stack.baseUrl, 'admin@example.com', 'admin-password');
  await page.goto(file.url(TEST_PAGE));
  const table = page.getByRole('table', { name: 'Channels' });
  await waitForRows(table);
  return { page, problems, table };
}

/** Rows are on screen and no request is running. */
async function waitForRows(table: Locator): Promise<void> {
  await table.locator('tbody tr[data-row-index]').first().waitFor();
  await expect.poll(() => table.getAttribute('aria-busy')).toBeNull();
}

/** The channel titles in table order (after the selection box, the title above the @handle). */
function titles(table: Locator): Promise<string[]> {
  return table
    .locator('tbody tr[data-row-index] td:nth-child(2) > span > span:first-child')
    .allTextContents();
}

async function rangeText(page: Page): Promise<string> {
  return (await page.getByRole('navigation', { name: 'Pagination' }).textContent()) ?? '';
}

function flagSwitch(page: Page, flag: 'Enabled' | 'Autopost', title: string): Locator {
  return page.getByRole('switch', { name: `${flag}: ${title}`, exact: true });
}

/** Waits for the list request the action causes and returns its query params. */
async function listRequestAfter(page: Page, action: () => Promise<void>) {
  const [request] = await Promise.all([
    page.waitForRequest((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/v1/channels' && r.method() === 'GET';
    }),
    action(),
  ]);
  return new URL(request.url()).searchParams;
}

describe('<bo-channel-table> in Chromium', () => {
  it('loads the newest channels of the server with the total', async () => {
    const expected = await channelsFromApi('limit=20&offset=0&order=desc');
    const { page, table, problems } = await openTable();
    expect(await titles(table)).toEqual(expected.items.map((channel) => channel.title));
    expect(await rangeText(page)).toContain(`1–20 of ${expected.total}`);
    expect(problems.pageErrors).toEqual([]);
    await page.context().close();
  });

  it('each filter changes the request params and the rows', async () => {
    const all = await channelsFromApi('limit=500');
    const someCategory = all.items.find((channel) => channel.category_uuid)!.category_uuid!;
    const { page, table } = await openTable();
    const filters = page.getByRole('search', { name: 'Channel filters' });
    const reset = () => filters.getByRole('button', { name: 'Reset' }).click();
    const pick = (label: string, option: string) => async () => {
      await filters.getByRole('combobox', { name: label }).selectOption(option);
    };
    const cases: { param: string; value: string; apply: () => Promise<void> }[] = [
      {
        param: 'q',
        value: 'news',
        apply: () => filters.getByRole('searchbox', { name: 'Search' }).fill('news'),
      },
      { param: 'enabled', value: 'false', apply: pick('Enabled', 'no') },
      { param: 'autopost', value: 'true', apply: pick('Autopost', 'yes') },
      { param: 'purpose', value: 'source', apply: pick('Purpose', 'source') },
      { param: 'category_uuid', value: someCategory, apply: pick('Category', someCategory) },
    ];
    for (const filter of cases) {
      const params = await listRequestAfter(page, filter.apply);
      expect(params.get(filter.param)).toBe(filter.value);
      expect(params.get('offset')).toBe('0');
      const expected = await channelsFromApi(
        `${filter.param}=${encodeURIComponent(filter.value)}&limit=20&offset=0&order=desc`,
      );
      expect(expected.total).toBeGreaterThan(0);
      await expect
        .poll(() => titles(table))
        .toEqual(expected.items.map((channel) => channel.title));
      expect(await rangeText(page)).toContain(`of ${expected.total}`);
      const cleared = await listRequestAfter(page, reset);
      expect(cleared.get(filter.param)).toBeNull();
      await waitForRows(table);
    }
    await page.context().close();
  });

  it('toggling Enabled is saved: a reload shows the new state', async () => {
    const [newest] = (await channelsFromApi('limit=1')).items;
    const { page, table } = await openTable();
    const toggle = flagSwitch(page, 'Enabled', newest!.title);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'PATCH'),
      toggle.click(),
    ]);
    expect(response.status()).toBe(200);
    await page.reload();
    await waitForRows(table);
    await expect.poll(() => toggle.isChecked()).toBe(!newest!.enabled);
    expect((await callApi<Channel>('GET', `/channels/${newest!.uuid}`)).json.enabled).toBe(
      !newest!.enabled,
    );
    await page.context().close();
  });

  it('a toggle the server refuses says why, and the table then shows what is stored', async () => {
    const [newest] = (await channelsFromApi('limit=1')).items;
    const { page } = await openTable();
    await page.evaluate(() => {
      const target = window as unknown as { boErrors: unknown[] };
      target.boErrors = [];
      document.addEventListener('bo-error', (event) => {
        target.boErrors.push((event as CustomEvent).detail);
      });
    });
    // The channel is deleted behind the table's back, so the PATCH gets 404.
    expect((await callApi('DELETE', `/channels/${newest!.uuid}`)).status).toBe(204);
    const toggle = flagSwitch(page, 'Autopost', newest!.title);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'PATCH'),
      toggle.click(),
    ]);
    expect(response.status()).toBe(404);
    await page
      .getByText(`Could not change "Autopost" of ${newest!.title}`, { exact: true })
      .waitFor();
    // The refusal sends the table back to the server, which no longer has the channel: its row goes
    // (rather than staying, rolled back, to be refused again).
    await expect.poll(() => toggle.count()).toBe(0);
    const errors = await page.evaluate(
      () => (window as unknown as { boErrors: unknown[] }).boErrors,
    );
    expect(errors).toEqual([expect.objectContaining({ kind: 'HTTP_ERROR', status: 404 })]);
    await page.context().close();
  });

  it('editing purpose and category shows in the row and on the server', async () => {
    const [newest] = (await channelsFromApi('limit=1')).items;
    const categories = (await callApi<ListReply<Category>>('GET', '/categories?limit=500')).json;
    const category = categories.items.find((item) => item.uuid !== newest!.category_uuid)!;
    const purpose = newest!.purpose === 'both' ? 'source' : 'both';
    const { page, table } = await openTable();
    await page.getByRole('button', { name: `Edit ${newest!.title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Purpose' }).selectOption(purpose);
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption(category.uuid);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = table.locator('tbody tr[data-row-index]').first();
    await expect.poll(() => row.textContent()).toContain(category.name);
    expect(await row.textContent()).toContain(purpose === 'both' ? 'Source and target' : 'Source');
    const stored = (await callApi<Channel>('GET', `/channels/${newest!.uuid}`)).json;
    expect([stored.purpose, stored.category_uuid]).toEqual([purpose, category.uuid]);
    await page.context().close();
  });

  it("the suggestions dialog's code comes when Add channel is pointed at, not with the rows", async () => {
    const dialogChunk = chunkUrlOf('src/areas/channels/channel-suggestions-dialog.tsx');
    const upFront = staticClosure([join(repoRoot, 'dist', 'elements', 'bo-channel-table.js')]).map(
      (path) => `/${relative(repoRoot, path).split('\\').join('/')}`,
    );
    expect(upFront, 'the first load does not bring the dialog').not.toContain(dialogChunk);
    const { page } = await openTable();
    await Promise.all([
      page.waitForRequest((request) => new URL(request.url()).pathname === dialogChunk),
      page.getByRole('button', { name: 'Add channel' }).hover(),
    ]);
    await page.getByRole('button', { name: 'Add channel' }).click();
    await expect.poll(() => page.getByRole('dialog').getByRole('searchbox').count()).toBe(1);
    await page.context().close();
  });

  it('a suggestion added from the dialog appears in the table once and then shows Added', async () => {
    const before = await channelsFromApi('limit=1');
    const directory = await suggestionsFromApi('pageSize=500');
    const pick = directory.items.find((suggestion) => suggestion.channel_uuid === null)!;
    const listed = (await suggestionsFromApi(`q=${encodeURIComponent(pick.title)}`)).items;
    const { page, table } = await openTable();
    await page.getByRole('button', { name: 'Add channel' }).click();
    const dialog = page.getByRole('dialog');
    const [search] = await Promise.all([
      page.waitForRequest((r) => {
        const url = new URL(r.url());
        // The dialog's first, unfiltered request carries no q at all.
        return (
          url.pathname.endsWith('/channels/suggestions') && (url.searchParams.get('q') ?? '') !== ''
        );
      }),
      dialog.getByRole('searchbox', { name: 'Search groups and channels' }).fill(pick.title),
    ]);
    const params = new URL(search.url()).searchParams;
    expect({
      q: params.get('q'),
      kinds: params.getAll('kinds').join(','),
      withFull: params.get('withFull'),
      limit: params.get('limit'),
      page: params.get('page'),
      pageSize: params.get('pageSize'),
    }).toEqual({
      q: pick.title,
      kinds: 'group,channel',
      withFull: 'false',
      limit: '5000',
      page: '1',
      pageSize: '100',
    });
    const list = dialog.getByRole('list', { name: 'Suggestions' });
    const listedTitles = () => list.locator('li > span > span:first-child').allTextContents();
    await expect.poll(listedTitles).toEqual(listed.map((suggestion) => suggestion.title));

    const [created, refetched] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/channels/suggestions')),
      dialog.getByRole('button', { name: `Add ${pick.title}`, exact: true }).click(),
    ]);
    expect(created.status()).toBe(201);
    expect(created.request().postDataJSON()).toEqual({
      external_id: pick.external_id,
      title: pick.title,
      username: pick.username,
      kind: pick.kind,
      members_count: pick.members_count,
    });
    // The suggestions fetched after the add list the same entries: no copy of the new channel.
    const again = (await refetched.json()) as ChannelSuggestionReply;
    expect(again.items.map((suggestion) => suggestion.external_id)).toEqual(
      listed.map((suggestion) => suggestion.external_id),
    );
    const added = dialog.getByRole('button', { name: `Added: ${pick.title}`, exact: true });
    await added.waitFor();
    expect(await added.isDisabled()).toBe(true);
    await expect.poll(listedTitles).toEqual(listed.map((suggestion) => suggestion.title));

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => rangeText(page)).toContain(`of ${before.total + 1}`);
    expect((await titles(table))[0]).toBe(pick.title);
    const same = await channelsFromApi(`q=${encodeURIComponent(pick.title)}&limit=500`);
    expect(same.items.filter((channel) => channel.external_id === pick.external_id)).toHaveLength(
      1,
    );
    expect(same.items.filter((channel) => channel.title === pick.title)).toHaveLength(1);
    await page.context().close();
  });

  it('bulk: the two selected channels are disabled in one request, then enabled again', async () => {
    const { page, table } = await openTable();
    const shown = (await titles(table)).slice(0, 2);
    const boxes = table.getByRole('checkbox', { name: 'Select row' });
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
    for (const [label, enabled] of [
      ['Disable', false],
      ['Enable', true],
    ] as const) {
      // The selection goes with each request: the same two rows are picked for each action.
      await boxes.nth(0).click();
      await boxes.nth(1).click();
      await bar.getByText('2 selected').waitFor();
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/channels/bulk')),
        bar.getByRole('button', { name: label, exact: true }).click(),
      ]);
      const body = request.postDataJSON() as { action: string; uuids: string[]; change: object };
      expect(body).toMatchObject({ action: 'update', change: { enabled } });
      expect(body.uuids).toHaveLength(2);
      await page.locator('.fui-Toast', { hasText: '2 updated' }).first().waitFor();
      for (const title of shown) {
        await expect.poll(() => flagSwitch(page, 'Enabled', title).isChecked()).toBe(enabled);
      }
      for (const uuid of body.uuids) {
        expect((await callApi<Channel>('GET', `/channels/${uuid}`)).json.enabled).toBe(enabled);
      }
      await expect.poll(() => bar.count()).toBe(0);
    }
    await page.context().close();
  });

  it('fits a 390 px wide page and renders in dark and right-to-left', async () => {
    const looks = [
      { name: 'light', attributes: '', width: 1280 },
      { name: 'dark', attributes: 'theme="dark"', width: 1280 },
      { name: 'rtl', attributes: 'dir="rtl"', width: 1280 },
      { name: 'phone', attributes: '', width: 390 },
    ];
    for (const look of looks) {
      const { page, problems } = await openTable(look);
      await screenshot(page, `channel-table-${look.name}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      expect(problems.pageErrors).toEqual([]);
      await page.context().close();
    }
  });
});
