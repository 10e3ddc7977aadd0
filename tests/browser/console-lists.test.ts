// List state in the console's URL query: a deep link restores filters and page, reload keeps them, back / forward move between filter states.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { heading, newConsoleTab, pathOf } from './support/console';
import { stackPerFile } from './support/file-stack';

const file = stackPerFile();

let page: Page;

const { url } = file;

/** The query of the next tasks list request the console sends. */
function nextTaskQuery(): Promise<URLSearchParams> {
  return page
    .waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/tasks')
    .then((request) => new URL(request.url()).searchParams);
}

const status = () => page.getByRole('combobox', { name: 'Status' });
const rows = () => page.locator('bo-console tbody tr[data-row-index]');

it('a deep link restores the filters and the page, and a reload keeps them', async () => {
  page = await newConsoleTab(file, { as: 'admin' });
  const query = nextTaskQuery();
  await page.goto(url('/task?status=open&offset=20'));
  const sent = await query;
  expect(sent.get('status')).toBe('open');
  expect(sent.get('offset')).toBe('20');
  await rows().first().waitFor();
  expect(await status().inputValue()).toBe('open');
  await page.getByText(/^21–/).first().waitFor();
  const again = nextTaskQuery();
  await page.reload();
  expect((await again).get('status')).toBe('open');
  expect(pathOf(page)).toBe('/task?status=open&offset=20');
});

it('filter changes go into the address, and back / forward move between them', async () => {
  page = await newConsoleTab(file, { as: 'admin' });
  await page.goto(url('/task'));
  await heading(page, /Tasks/).waitFor();
  await rows().first().waitFor();

  await status().selectOption('done');
  await page.waitForURL((address) => address.searchParams.get('status') === 'done');

  await page.getByRole('button', { name: 'Next page' }).click();
  await page.waitForURL((address) => address.searchParams.get('offset') === '20');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    status: 'done',
    offset: '20',
  });

  await page.goBack();
  await page.waitForURL((address) => !address.searchParams.has('offset'));
  expect(pathOf(page)).toBe('/task?status=done');
  await page
    .getByText(/^1–20 of/)
    .first()
    .waitFor();
  expect(await status().inputValue()).toBe('done');

  await page.goBack();
  await page.waitForURL((address) => address.search === '');
  expect(await status().inputValue()).toBe('');

  await page.goForward();
  await page.waitForURL((address) => address.searchParams.get('status') === 'done');
  expect(await status().inputValue()).toBe('done');
});

it('pointing at an area in the navigation asks for its first page; the click shows it without asking again', async () => {
  page = await newConsoleTab(file, { as: 'admin' });
  const asked: string[] = [];
  page.on('request', (request) => {
    const address = new URL(request.url());
    if (address.pathname === '/api/v1/sources') asked.push(address.search);
  });
  await page.goto(url('/dashboard'));
  await heading(page, /Dashboard/).waitFor();
  const link = page.getByRole('link', { name: 'Sources', exact: true });
  const prefetched = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/sources',
  );
  await link.hover();
  await prefetched;
  await link.click();
  await heading(page, /Sources/).waitFor();
  await page.locator('bo-console tbody tr[data-row-index]').first().waitFor();
  expect(asked).toHaveLength(1);
  // Keyboard users get the same: focus reaches the Buyers link before Enter.
  const buyers = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/v1/buyers',
  );
  await page.getByRole('link', { name: 'Buyers', exact: true }).focus();
  await buyers;
});

/**
 * Holds the next answer of `resource` whose query has `q`: resolves with the release once the
 * request has gone out.
 */
async function holdSearch(resource: string): Promise<() => Promise<void>> {
  let release: () => Promise<void> = async () => undefined;
  const held = new Promise<void>((resolve) => {
    void page.route(
      (address) => address.pathname === `/api/v1/${resource}` && address.searchParams.has('q'),
      (route) => {
        release = () => route.continue();
        resolve();
      },
      { times: 1 },
    );
  });
  return held.then(() => release);
}

it('a search asks at once and the address follows its answer, on the first screen and a routed one', async () => {
  page = await newConsoleTab(file, { as: 'admin' });
  await page.goto(url('/task'));
  await rows().first().waitFor();
  // The layout has come: the router writes the address from now on.
  const messagesLink = page.getByRole('link', { name: 'Messages', exact: true });
  await messagesLink.waitFor();

  const search = () => page.getByRole('searchbox', { name: 'Search' }).first();
  const tasksAnswer = holdSearch('tasks');
  await search().fill('invoice');
  const releaseTasks = await tasksAnswer;
  // The request is out, and the router's navigation (history, the route tree) waits for its answer.
  expect(pathOf(page)).toBe('/task');
  expect(await search().inputValue()).toBe('invoice');
  await releaseTasks();
  await page.waitForURL((address) => address.searchParams.get('q') === 'invoice');
  await page
    .getByText(/^1–\d+ of \d+$/)
    .first()
    .waitFor();

  await messagesLink.click();
  await heading(page, /Messages/).waitFor();
  await page.waitForURL((address) => address.pathname === '/message');
  const messagesAnswer = holdSearch('messages');
  await search().fill('order');
  const releaseMessages = await messagesAnswer;
  expect(pathOf(page)).toBe('/message');
  await releaseMessages();
  await page.waitForURL((address) => address.searchParams.get('q') === 'order');
  expect(await search().inputValue()).toBe('order');

  // Back returns to the screen before each search, one entry each.
  await page.goBack();
  await page.waitForURL((address) => address.pathname === '/message' && address.search === '');
  expect(await search().inputValue()).toBe('');
});
