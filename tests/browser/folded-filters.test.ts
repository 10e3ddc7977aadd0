// Narrow lists fold their filters behind a "Filters" button that counts the active ones (the search stays in the bar): the console's /task at 390 x 844 shows at least eight rows on its first screen; screenshots in light, dark and RTL.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newConsoleTab } from './support/console';
import { screenshot, signInThroughApi } from './support/harness';
import { stackPerFile } from './support/file-stack';

const file = stackPerFile();
let page: Page;

const PHONE = { width: 390, height: 844 };
const url = (path: string) => file.url(path);
const search = () => page.getByRole('search', { name: 'Task filters' });

/** The console's /task on a phone, with layout settings stored before the load. */
async function phoneTasks(layout: Record<string, unknown> = {}): Promise<void> {
  page = await newConsoleTab(file, { as: 'admin', ...PHONE });
  await page.addInitScript((stored) => {
    if (Object.keys(stored).length > 0) localStorage.setItem('bo_layout', JSON.stringify(stored));
  }, layout);
  await page.goto(url('/task'));
  await page.locator('bo-console tbody tr[data-row-index]').nth(7).waitFor();
}

describe('folded filters at phone width', () => {
  it('keep the search in the bar, fold the rest behind Filters, and leave room for eight rows', async () => {
    await phoneTasks();
    await search().getByRole('searchbox', { name: 'Search' }).waitFor();
    const filters = search().getByRole('button', { name: 'Filters', exact: true });
    await filters.waitFor();
    // The other filters are not in the bar.
    expect(await page.getByRole('combobox', { name: 'Status' }).count()).toBe(0);
    const eighth = await page.locator('bo-console tbody tr[data-row-index]').nth(7).boundingBox();
    expect(eighth!.y + eighth!.height).toBeLessThanOrEqual(PHONE.height);
    await screenshot(page, 'folded-filters-task-light');
  });

  it('open in a drawer with the same controls, which set the URL; the button counts them', async () => {
    await phoneTasks();
    await search().getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('combobox', { name: 'Status' }).selectOption('open');
    await page.waitForURL((address) => address.searchParams.get('status') === 'open');
    await drawer.getByRole('combobox', { name: 'Priority' }).selectOption('high');
    await page.waitForURL((address) => address.searchParams.get('priority') === 'high');
    await screenshot(page, 'folded-filters-drawer');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await search().getByRole('button', { name: 'Filters, 2 active' }).waitFor();

    // Reset in the drawer clears them all.
    await search().getByRole('button', { name: 'Filters, 2 active' }).click();
    await drawer.getByRole('button', { name: 'Reset filters' }).click();
    await page.waitForURL((address) => !address.searchParams.has('status'));
    await drawer.getByRole('button', { name: 'Close' }).click();
    await search().getByRole('button', { name: 'Filters', exact: true }).waitFor();
  });

  it('look finished in dark and right to left', async () => {
    await phoneTasks({ colorMode: 'dark' });
    await search().getByRole('button', { name: 'Filters', exact: true }).waitFor();
    await screenshot(page, 'folded-filters-task-dark');
    await page.context().close();
    await phoneTasks({ dir: 'rtl', dirChosen: true });
    await search().getByRole('button', { name: 'Filters', exact: true }).waitFor();
    await screenshot(page, 'folded-filters-task-rtl');
  });
});

describe('the filter bar of a wide element', () => {
  it('shows every filter and no Filters button', async () => {
    const context = await file.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInThroughApi(page, file.stack.baseUrl, 'admin@example.com', 'admin-password');
    await page.goto(url('/demo/task-list.html'));
    await page.locator('bo-task-list tbody tr[data-row-index]').first().waitFor();
    await page.getByRole('combobox', { name: 'Status' }).waitFor();
    await page.getByRole('button', { name: 'Reset filters' }).waitFor();
    expect(await page.getByRole('button', { name: /^Filters/ }).count()).toBe(0);
    // The same element at phone width folds them.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Filters', exact: true }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Status' }).count()).toBe(0);
  });
});
