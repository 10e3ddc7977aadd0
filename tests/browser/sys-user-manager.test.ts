// <bo-sys-user-manager> on the portal page in Chromium against the reference server: page of 10,
// each filter in the request and the rows, per-field checks without a request, create, edit, disable and enable,
// bulk disable with the own account refused.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ListReply, SysUser } from '../../src/resources/schemas';
import { signInThroughApi } from './support/harness';
import { confirm, toast } from './support/page-parts';
import { heldChunkOf } from './support/held-chunk';
import { stackPerFile } from './support/file-stack';

const file = stackPerFile();

let page: Page;

/** What the server lists for a query, asked from Node as the file.admin. */
async function listed(query: string): Promise<ListReply<SysUser>> {
  const response = await fetch(new URL(`/api/v1/sys/users?${query}`, file.stack.baseUrl), {
    headers: { authorization: `Bearer ${file.admin.accessToken}` },
  });
  return (await response.json()) as ListReply<SysUser>;
}

/** The list requests of the element, parsed. */
/** A guest account made through the API as the file.admin. */
async function createGuest(name: string, email: string): Promise<void> {
  const created = await fetch(new URL('/api/v1/sys/users', file.stack.baseUrl), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${file.admin.accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name, email, password: 'guest-pass-1', roles: ['GUEST'] }),
  });
  expect(created.status).toBe(201);
}

function isListRequest(url: string): boolean {
  return new URL(url).pathname === '/api/v1/sys/users';
}

/** `prepare` runs on the new page before it loads (routes to hold back or fail a chunk). */
async function openManager(prepare?: (page: Page) => Promise<unknown>): Promise<Locator> {
  page = await file.tab({ width: 1600, height: 1000 });
  await prepare?.(page);
  await signInThroughApi(page, file.stack.baseUrl, 'admin@example.com', 'admin-password');
  // The task list on the same page asks for every sys user (limit 500) for its assignee names.
  const firstList = page.waitForRequest(
    (request) => isListRequest(request.url()) && !request.url().includes('limit=500'),
  );
  await page.goto(file.url('/demo/portal.html'));
  const manager = page.locator('bo-sys-user-manager');
  const params = new URL((await firstList).url()).searchParams;
  expect(Object.fromEntries(params)).toEqual({ limit: '10', offset: '0', order: 'desc' });
  await rows(manager).first().waitFor();
  return manager;
}

function rows(manager: Locator): Locator {
  return manager.locator('tbody tr[data-row-index]');
}

function rowOf(manager: Locator, email: string): Locator {
  return rows(manager).filter({ hasText: email });
}

/** The email of every row, in order (each row shows the address once, on its own line or cell). */
async function shownEmails(manager: Locator): Promise<string[]> {
  const texts = await rows(manager).allInnerTexts();
  return texts.map((text) => /^\s*(\S+@\S+)\s*$/m.exec(text)?.[1] ?? text);
}

/** A locator's text as the page holds it. */
async function text(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}

function rangeText(manager: Locator): Promise<string> {
  return text(manager.locator('nav'));
}

/** Applies one filter and returns the params of the list request it caused. */
async function filterBy(
  param: string,
  value: string,
  apply: () => Promise<void>,
): Promise<URLSearchParams> {
  const request = page.waitForRequest(
    (candidate) =>
      isListRequest(candidate.url()) &&
      new URL(candidate.url()).searchParams.get(param) === value &&
      !candidate.url().includes('limit=500'),
  );
  await apply();
  return new URL((await request).url()).searchParams;
}

/** The accessible label of the focused element, looking inside shadow roots. */
function focusedName(): Promise<string | null> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('aria-label') ?? null;
  });
}

function filterControl(manager: Locator, role: 'searchbox' | 'combobox', name: string): Locator {
  return manager.getByRole('search').getByRole(role, { name, exact: true });
}

describe('<bo-sys-user-manager>', () => {
  it('loads the newest 10 users with the total', async () => {
    const expected = await listed('limit=10&offset=0&order=desc');
    const manager = await openManager();
    expect(await rows(manager).count()).toBe(10);
    expect(await shownEmails(manager)).toEqual(expected.items.map((user) => user.email));
    expect(await rangeText(manager)).toContain(`1–10 of ${expected.total}`);
  });

  it('each filter goes into the request and changes the rows', async () => {
    const manager = await openManager();
    const cases = [
      { param: 'q', value: 'haddad', control: filterControl(manager, 'searchbox', 'Search') },
      {
        param: 'email',
        value: 'staff1',
        control: filterControl(manager, 'searchbox', 'Email contains'),
      },
      { param: 'role', value: 'EDITOR', control: filterControl(manager, 'combobox', 'Role') },
      { param: 'status', value: 'pending', control: filterControl(manager, 'combobox', 'Status') },
    ];
    for (const { param, value, control } of cases) {
      const sent = await filterBy(param, value, async () => {
        if (param === 'q' || param === 'email') await control.fill(value);
        else await control.selectOption(value);
      });
      expect(sent.get('offset')).toBe('0');
      expect(sent.get('limit')).toBe('10');
      const expected = await listed(`${param}=${value}&limit=10&order=desc`);
      await expect.poll(() => shownEmails(manager)).toEqual(expected.items.map((u) => u.email));
      expect(expected.total).toBeGreaterThan(0);
      await expect.poll(() => rangeText(manager)).toContain(`of ${expected.total}`);
      await manager.getByRole('button', { name: 'Reset filters' }).click();
      await expect.poll(() => rangeText(manager)).toContain('1–10 of');
    }
  });

  it('an invalid create shows a message per field and sends nothing', async () => {
    const manager = await openManager();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && isListRequest(request.url())) posts.push(request.url());
    });
    await manager.getByRole('button', { name: 'New user' }).click();
    const dialog = manager.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('grace@navy');
    await dialog.getByLabel('Password').fill('short');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await dialog.getByText('Enter a name.').waitFor();
    await dialog.getByText('Enter a valid email address, like name@example.com.').waitFor();
    await dialog.getByText('Use at least 8 characters.').waitFor();
    await dialog.getByText('Choose at least one role.').waitFor();
    // The keyboard is taken to the first field that needs attention.
    expect(
      await dialog.getByRole('textbox', { name: 'Name' }).evaluate((el) => el.matches(':focus')),
    ).toBe(true);
    expect(posts).toEqual([]);
  });

  it('a valid create appears first in the list', async () => {
    const before = await listed('limit=1');
    const manager = await openManager();
    await manager.getByRole('button', { name: 'New user' }).click();
    const dialog = manager.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('grace.hopper@example.com');
    await dialog.getByLabel('Password').fill('cobol-1959');
    await dialog.getByRole('checkbox', { name: /^Editor/ }).check();
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && isListRequest(response.url()),
    );
    await dialog.getByRole('button', { name: 'Create user' }).click();
    expect((await created).status()).toBe(201);
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => shownEmails(manager).then((emails) => emails[0]))
      .toBe('grace.hopper@example.com');
    await expect.poll(() => rangeText(manager)).toContain(`of ${before.total + 1}`);
    expect(await text(rowOf(manager, 'grace.hopper@example.com'))).toContain('Editor');
  });

  it('a long unbroken name wraps inside its column instead of running over the next', async () => {
    const name = `Maximiliane${'x'.repeat(100)}`;
    await createGuest(name, 'long.name@example.com');
    const manager = await openManager();
    const row = rowOf(manager, 'long.name@example.com');
    await row.waitFor();
    // The cells by what they hold (the row starts with its selection checkbox).
    const nameCell = row.locator('td', { hasText: name });
    const emailCell = row.locator('td', { hasText: 'long.name@example.com' });
    await emailCell.waitFor();
    const nameBox = (await nameCell.boundingBox())!;
    const emailBox = (await emailCell.boundingBox())!;
    // Every line of the name ends inside its own cell, before the email column starts.
    const textRight = await nameCell.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return Math.max(...Array.from(range.getClientRects(), (rect) => rect.right));
    });
    expect(textRight).toBeLessThanOrEqual(nameBox.x + nameBox.width);
    expect(textRight).toBeLessThanOrEqual(emailBox.x);
    expect(await nameCell.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
  });

  it('edits the name and roles of a user', async () => {
    const [target] = (await listed('role=EDITOR&status=active&limit=1')).items;
    const manager = await openManager();
    await filterControl(manager, 'searchbox', 'Email contains').fill(target!.email);
    await expect.poll(() => shownEmails(manager)).toEqual([target!.email]);
    await rowOf(manager, target!.email).click();
    const dialog = manager.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Renamed Editor');
    await dialog.getByRole('checkbox', { name: /^Guest/ }).check();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = rowOf(manager, target!.email);
    await expect.poll(() => text(row)).toContain('Renamed Editor');
    expect(await text(row)).toMatch(/Editor[\s\S]*Guest/);
    const [stored] = (await listed(`email=${encodeURIComponent(target!.email)}`)).items;
    expect(stored).toMatchObject({ name: 'Renamed Editor', roles: ['EDITOR', 'GUEST'] });
  });

  it('disabling asks first; cancel keeps the user active, confirm disables, enable restores', async () => {
    // An account of this test's own, with a long name (the menu's label is long too).
    const email = `disable.${Date.now()}@example.com`;
    await createGuest(`Maximiliane${'x'.repeat(100)}`, email);
    const [target] = (await listed(`email=${encodeURIComponent(email)}`)).items;
    // The menu's code is held back until the row's stand-in button is pressed: the real menu
    // replaces the focused stand-in, and the focus must still come back to the row's button.
    const menuCode = heldChunkOf('src/ui/kit/screen-menus.tsx');
    const manager = await openManager(menuCode.prepare);
    await filterControl(manager, 'searchbox', 'Email contains').fill(target!.email);
    await expect.poll(() => shownEmails(manager)).toEqual([target!.email]);
    const row = rowOf(manager, target!.email);
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });
    const menu = manager.getByRole('button', { name: `Actions for ${target!.name}` });

    await menu.click();
    menuCode.release();
    await manager.getByRole('menuitem', { name: 'Disable' }).click();
    const confirm = manager.getByRole('alertdialog');
    expect(await text(confirm)).toContain(`Disable ${target!.name}?`);
    // Only the question: the click on the menu item must not also open the row's edit form.
    expect(await manager.getByRole('dialog').count()).toBe(0);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(patches).toEqual([]);
    // The keyboard is back where it was: on the row's menu button.
    await expect.poll(focusedName).toBe(`Actions for ${target!.name}`);
    expect(await text(row)).toContain('Active');

    await menu.click();
    await manager.getByRole('menuitem', { name: 'Disable' }).click();
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => text(row)).toContain('Disabled');
    // The row says Disabled at once (optimistic); the request follows once the action code is in.
    await expect.poll(() => patches.length).toBe(1);

    await menu.click();
    await manager.getByRole('menuitem', { name: 'Enable' }).click();
    await expect.poll(() => text(row)).toContain('Active');
    // The row turns Active at once (optimistic); the server has it once the PATCH has answered.
    await expect.poll(() => patches.length).toBe(2);
    await expect
      .poll(async () => {
        const [stored] = (await listed(`email=${encodeURIComponent(target!.email)}`)).items;
        return stored?.status;
      })
      .toBe('active');
  });

  it("bulk disable: two accounts at once; the signed-in admin's own is refused and named", async () => {
    const token = `bulk${Date.now()}`;
    for (const n of [1, 2]) await createGuest(`Bulk ${n}`, `${token}.${n}@example.com`);
    const manager = await openManager();
    const email = filterControl(manager, 'searchbox', 'Email contains');
    await email.fill(token);
    await expect.poll(() => shownEmails(manager)).toHaveLength(2);
    await manager.getByRole('checkbox', { name: 'Select all rows on this page' }).click();
    const bar = manager.getByRole('toolbar', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: 'Disable', exact: true }).click();
    await confirm(page, 'Disable 2 items?', 'Disable');
    await toast(page, '2 updated');
    const disabled = await listed(`email=${token}&status=disabled`);
    expect(disabled.total).toBe(2);

    await email.fill('admin@example.com');
    await expect.poll(() => shownEmails(manager)).toEqual(['admin@example.com']);
    await manager.getByRole('checkbox', { name: 'Select row' }).click();
    await bar.getByRole('button', { name: 'Disable', exact: true }).click();
    await confirm(page, 'Disable 1 item?', 'Disable');
    const refused = await toast(page, '0 updated, 1 failed');
    expect(await refused.textContent()).toContain('Failed: Ada Admin');
    const [self] = (await listed('email=admin%40example.com')).items;
    expect(self!.status).toBe('active');
  });
});
