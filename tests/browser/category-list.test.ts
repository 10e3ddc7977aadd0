// <bo-category-list> in Chromium against the reference server: a category's routes edited in the route
// editor (search, pick, remove), saved with PUT routes, shown with kind and members, and still there after
// a reload; the list's route count follows.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Category, Channel } from '../../src/resources/schemas';
import { screenshot, seedAuthBeforeLoad } from './support/harness';
import { adminGet, stackPerFile } from './support/file-stack';

let page: Page;

const files = stackPerFile();

beforeAll(async () => {
  const context = await files.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await seedAuthBeforeLoad(context, files.admin);
  page = await context.newPage();
});

const api = <T>(path: string) => adminGet<T>(files, path);

const list = () => page.locator('bo-category-list');
const rows = () => page.locator('bo-category-list tbody tr[data-row-index]');

async function openCategory(name: string): Promise<void> {
  await page.goto(new URL('/demo/category-list.html', files.stack.baseUrl).href);
  await rows().first().waitFor();
  await rows().filter({ hasText: name }).first().locator('td:nth-child(2)').click();
  await list()
    .locator('[data-routes], [data-routes-empty]')
    .or(list().getByText('No channels yet.'))
    .first()
    .waitFor();
}

describe('<bo-category-list>', () => {
  it('edits, saves and reloads a category routes; the route count follows', async () => {
    const { items } = await api<{ items: Category[] }>('/categories?limit=50');
    const category = items[0]!;
    const before = await api<{ channel_uuids: string[] }>(`/categories/${category.uuid}/routes`);
    const targets = await api<{ items: Channel[] }>('/channels?purpose=target&limit=100');
    const pick = targets.items.find((channel) => !before.channel_uuids.includes(channel.uuid))!;

    await openCategory(category.name);
    await list().getByRole('button', { name: 'Edit routes' }).click();
    const dialog = list().getByRole('dialog', { name: `Routes of ${category.name}` });
    await dialog.getByRole('searchbox').fill(pick.title);
    const option = dialog.getByRole('checkbox', {
      name: new RegExp(`^${pick.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`),
    });
    await option.click();
    await expect
      .poll(() => dialog.locator('[data-route-selected] li').count())
      .toBe(before.channel_uuids.length + 1);
    await screenshot(page, 'category-route-editor');
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) =>
          r.request().method() === 'PUT' && r.url().endsWith(`/categories/${category.uuid}/routes`),
      ),
      dialog.getByRole('button', { name: 'Save routes' }).click(),
    ]);
    expect(saved.status()).toBe(200);
    const after = await api<{ channel_uuids: string[] }>(`/categories/${category.uuid}/routes`);
    expect(after.channel_uuids).toEqual([...before.channel_uuids, pick.uuid]);
    await expect
      .poll(() => list().locator('[data-routes] li').filter({ hasText: pick.title }).count())
      .toBe(1);
    expect(
      await list().locator('[data-routes] li').filter({ hasText: pick.title }).textContent(),
    ).toMatch(/Channel|Group/);

    // After a reload the drawer reads the saved routes, and the row counts them.
    await openCategory(category.name);
    await expect
      .poll(() => list().locator('[data-routes] li').count())
      .toBe(after.channel_uuids.length);
    const count = await rows()
      .filter({ hasText: category.name })
      .first()
      .locator('[data-route-count]')
      .textContent();
    expect(Number(count)).toBe(after.channel_uuids.length);
    await screenshot(page, 'category-drawer');
  });

  it('creates a category, edits it from its menu, and deactivates and activates it', async () => {
    await page.goto(new URL('/demo/category-list.html', files.stack.baseUrl).href);
    await rows().first().waitFor();
    const name = `Field notes ${Date.now().toString(36)}`;

    await list().getByRole('button', { name: 'New category' }).click();
    const create = list().getByRole('dialog');
    await create.getByLabel('Name').fill(name);
    await create.getByLabel('Slug').fill('Not A Slug');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/categories')) posts.push(r.url());
    });
    await create.getByRole('button', { name: 'Create' }).click();
    await create.getByText('This value is not allowed here.').waitFor();
    expect(posts, 'a bad slug is refused before any request').toEqual([]);
    await create.getByLabel('Slug').fill('');
    const [posted] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/categories'),
      ),
      create.getByRole('button', { name: 'Create' }).click(),
    ]);
    expect(posted.status()).toBe(201);
    const created = (await posted.json()) as Category;
    expect(created).toMatchObject({ name, active: true });
    await expect.poll(() => rows().filter({ hasText: name }).count()).toBe(1);

    // Edit from the row menu: the dialog starts from the saved values and PATCHes the change.
    const row = rows().filter({ hasText: name });
    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = list().getByRole('dialog');
    expect(await edit.getByLabel('Name').inputValue()).toBe(name);
    await edit.getByLabel('Description').fill('Notes from the field desk');
    const [patched] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && r.url().endsWith(`/categories/${created.uuid}`),
      ),
      edit.getByRole('button', { name: 'Save' }).click(),
    ]);
    expect(patched.request().postDataJSON()).toEqual({ description: 'Notes from the field desk' });
    const saved = await api<Category>(`/categories/${created.uuid}`);
    expect(saved.description).toBe('Notes from the field desk');

    // Deactivate, then activate again: each is saved and offered only when it applies.
    for (const [action, active] of [
      ['Deactivate', false],
      ['Activate', true],
    ] as const) {
      await row.getByRole('button', { name: `Actions for ${name}` }).click();
      await expect
        .poll(() =>
          page
            .getByRole('menuitem', { name: active ? 'Deactivate' : 'Activate', exact: true })
            .count(),
        )
        .toBe(0);
      await Promise.all([
        page.waitForResponse(
          (r) =>
            r.request().method() === 'PATCH' && r.url().endsWith(`/categories/${created.uuid}`),
        ),
        page.getByRole('menuitem', { name: action, exact: true }).click(),
      ]);
      await expect
        .poll(async () => (await api<Category>(`/categories/${created.uuid}`)).active)
        .toBe(active);
    }
  });
});
