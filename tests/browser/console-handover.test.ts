// The console's first screen across the router's arrival: what the admin does while the router and layout load (a typed search, an open dialog or filter drawer, a page change) is still there when the layout takes over, in the same screen (same nodes, same focus), with the address right.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newConsoleTab, pathOf } from './support/console';
import { stackPerFile } from './support/file-stack';
import { heldChunkOf } from './support/held-chunk';

const file = stackPerFile();

const inConsole = (page: Page) => page.locator('bo-console');
const rows = (page: Page) => page.locator('bo-console tbody tr[data-row-index]');
const mainNav = (page: Page) =>
  inConsole(page).getByRole('navigation', { name: 'Main navigation' });
const filterBar = (page: Page) => inConsole(page).getByRole('search', { name: 'Task filters' });

/**
 * /task with the router's chunk (router, guards, layout) held back: the first screen shows its rows
 * in the bare frame, and stays there until `release()`.
 */
async function frameOnly(
  path: string,
  size: { width: number; height: number } = { width: 1280, height: 860 },
) {
  const router = heldChunkOf('src/console/console-app.tsx');
  const page = await newConsoleTab(file, { as: 'admin', ...size });
  await router.prepare(page);
  await page.goto(file.url(path));
  await rows(page).first().waitFor();
  // Still the frame: no layout yet.
  expect(await mainNav(page).count()).toBe(0);
  expect(await inConsole(page).locator('main#bo-main').count()).toBe(0);
  return {
    page,
    /** Lets the router's code through and waits for the layout around the screen. */
    async handOver() {
      router.release();
      // The layout's main region, by its id: an open modal dialog hides the rest of the page from
      // role queries.
      await inConsole(page).locator('main#bo-main').waitFor();
      await expect.poll(() => page.title()).toMatch(/^Tasks · /);
    },
  };
}

/** Tags a node, to tell later whether it is the same node (a remount makes new ones). */
async function tag(locator: Locator): Promise<void> {
  await locator.evaluate((node) => Reflect.set(node, '__boKept', true));
}
async function isTagged(locator: Locator): Promise<boolean> {
  return locator.evaluate((node) => Reflect.get(node, '__boKept') === true);
}

/** Whether the node has the focus (inside the console's shadow root). */
function focused(locator: Locator): Promise<boolean> {
  return locator.evaluate((node) => (node.getRootNode() as ShadowRoot).activeElement === node);
}

describe('the first screen stays the same screen when the layout arrives', () => {
  it('keeps a search typed before, its focus and its rows; typing on after it goes into the address', async () => {
    const { page, handOver } = await frameOnly('/task');
    const table = inConsole(page).locator('table').first();
    await tag(table);
    const search = filterBar(page).getByRole('searchbox', { name: 'Search' });
    await search.click();
    await search.pressSequentially('re');
    await page.waitForURL((address) => address.searchParams.get('q') === 're');
    // Chromium moves the screen's node as it is: the field does not even lose the focus for a moment.
    await search.evaluate((node) => {
      node.addEventListener('blur', () => Reflect.set(node, '__boBlurred', true));
    });

    await handOver();
    expect(await search.inputValue()).toBe('re');
    expect(await focused(search)).toBe(true);
    expect(await search.evaluate((node) => Reflect.get(node, '__boBlurred') === true)).toBe(false);
    expect(await isTagged(table)).toBe(true);
    expect(pathOf(page)).toBe('/task?q=re');
    // One screen, in the layout's main region.
    expect(await inConsole(page).getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await inConsole(page).locator('main table').count()).toBe(1);

    // The same field goes on writing the address, now through the router.
    await page.keyboard.type('v');
    await page.waitForURL((address) => address.searchParams.get('q') === 'rev');
    expect(await search.inputValue()).toBe('rev');
    await page.goBack();
    await page.waitForURL((address) => address.searchParams.get('q') === 're');
    await expect.poll(() => search.inputValue()).toBe('re');
  });

  it('keeps an open dialog with what was typed in it, and its focus', async () => {
    const { page, handOver } = await frameOnly('/task');
    await inConsole(page).getByRole('button', { name: 'New task' }).click();
    const dialog = inConsole(page).getByRole('dialog', { name: 'New task' });
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await title.click();
    await title.fill('Call the printer');
    await tag(title);

    await handOver();
    expect(await dialog.isVisible()).toBe(true);
    expect(await title.inputValue()).toBe('Call the printer');
    expect(await isTagged(title)).toBe(true);
    expect(await focused(title)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('keeps a page changed before; back and forward move between pages after', async () => {
    const { page, handOver } = await frameOnly('/task?status=open');
    await inConsole(page).getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((address) => address.searchParams.get('offset') === '20');
    await inConsole(page).getByText(/^21–/).first().waitFor();
    const table = inConsole(page).locator('table').first();
    await tag(table);
    const before = await table.boundingBox();

    await handOver();
    // The layout's boxes are the frame's: the rows do not move.
    expect(await table.boundingBox()).toEqual(before);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      status: 'open',
      offset: '20',
    });
    expect(await isTagged(table)).toBe(true);
    expect(await inConsole(page).getByText(/^21–/).first().isVisible()).toBe(true);
    expect(await inConsole(page).getByRole('combobox', { name: 'Status' }).inputValue()).toBe(
      'open',
    );

    await page.goBack();
    await page.waitForURL((address) => !address.searchParams.has('offset'));
    await inConsole(page)
      .getByText(/^1–20 of/)
      .first()
      .waitFor();
    await page.goForward();
    await page.waitForURL((address) => address.searchParams.get('offset') === '20');
    await inConsole(page).getByText(/^21–/).first().waitFor();
  });

  it('keeps the filter drawer open on a phone, with the filter chosen in it', async () => {
    const { page, handOver } = await frameOnly('/task', { width: 390, height: 844 });
    await filterBar(page).getByRole('button', { name: 'Filters' }).click();
    const drawer = inConsole(page).getByRole('dialog', { name: 'Filters' });
    const status = drawer.getByRole('combobox', { name: 'Status' });
    await status.selectOption('open');
    await page.waitForURL((address) => address.searchParams.get('status') === 'open');
    await status.focus();
    const rowsBox = () => rows(page).first().boundingBox();
    const before = await rowsBox();

    await handOver();
    expect(await rowsBox()).toEqual(before);
    expect(await drawer.isVisible()).toBe(true);
    expect(await status.inputValue()).toBe('open');
    expect(await focused(status)).toBe(true);
    expect(pathOf(page)).toBe('/task?status=open');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await filterBar(page).getByRole('button', { name: 'Filters, 1 active' }).waitFor();
  });

  it('leaves with the area: another area and back shows a fresh list that still follows the address', async () => {
    const { page, handOver } = await frameOnly('/task?status=done');
    await handOver();
    await mainNav(page).getByRole('link', { name: 'Messages', exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/message');
    expect(await inConsole(page).locator('main table').count()).toBeLessThanOrEqual(1);
    await mainNav(page).getByRole('link', { name: 'Tasks', exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/task');
    await rows(page).first().waitFor();
    expect(await inConsole(page).getByRole('heading', { level: 1 }).count()).toBe(1);
    const status = inConsole(page).getByRole('combobox', { name: 'Status' });
    expect(await status.inputValue()).toBe('');
    await status.selectOption('done');
    await page.waitForURL((address) => address.searchParams.get('status') === 'done');
  });
});
