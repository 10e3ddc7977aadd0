// <bo-sys-user-manager> in happy-dom against the real reference server: page of 10, filters, per-field checks, create, SA rules, disable.

import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import '../../../../src/elements/tags/bo-sys-user-manager';
import { signIn } from '../../../../src/core/auth/sign-in';
import type { BoEventMap } from '../../../../src/core/events';
import { queryClient } from '../../../../src/core/query/client';
import type { ListReply, SysUser } from '../../../../src/resources/schemas';
import { button, click, textOf, typeInto, waitUntil } from '../../elements/support/mount';
import {
  choose,
  control,
  recordEvents,
  referenceServerForFile,
} from '../../support/reference-server';

const server = referenceServerForFile();

/** Lets refetches after a mutation finish, so unmounting does not cut a request off mid-flight. */
async function settle(): Promise<void> {
  await waitUntil(() => queryClient.isFetching() === 0 && queryClient.isMutating() === 0);
}

afterEach(async () => {
  await settle();
  await act(async () => {
    document.body.replaceChildren();
  });
  queryClient.clear();
  await signIn('admin@example.com', 'admin-password');
});

function rows(root: ShadowRoot): HTMLTableRowElement[] {
  return [...root.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]')];
}

function rowOf(root: ShadowRoot, email: string): HTMLTableRowElement {
  const found = rows(root).find((row) => textOf(row).includes(email));
  if (!found) throw new Error(`no row for ${email}`);
  return found;
}

function dialog(root: ShadowRoot): HTMLElement {
  const found = root.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  if (!found) throw new Error('no dialog open');
  return found;
}

function rangeText(root: ShadowRoot): string {
  return textOf(root.querySelector('nav')!);
}

async function usersFromServer(query: string): Promise<ListReply<SysUser>> {
  return (await server.call<ListReply<SysUser>>('GET', `/sys/users?${query}`)).json;
}

async function mountManager(): Promise<{ host: HTMLElement; root: ShadowRoot }> {
  const host = document.createElement('bo-sys-user-manager');
  await act(async () => {
    document.body.append(host);
  });
  const root = host.shadowRoot!;
  await waitUntil(() => rows(root).length > 0);
  return { host, root };
}

/** A field of the open dialog by its label; required fields add a "*" to the label text. */
function field<E extends HTMLElement = HTMLInputElement>(root: ShadowRoot, label: string): E {
  const found = [...dialog(root).querySelectorAll('label')].find(
    (candidate) => textOf(candidate).replace(/\s*\*$/, '') === label,
  );
  const target = found?.htmlFor ? root.getElementById(found.htmlFor) : null;
  if (!target) throw new Error(`no field labelled "${label}"`);
  return target as E;
}

async function fill(root: ShadowRoot, label: string, value: string): Promise<void> {
  await typeInto(field(root, label), value);
}

function roleBox(root: ShadowRoot, role: string): HTMLInputElement | undefined {
  return [...dialog(root).querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find(
    (box) => textOf(root.getElementById(box.id)!.parentElement!).startsWith(role),
  );
}

/** A row's cell under the column with this header (the selection column comes first). */
function cellOf(root: ShadowRoot, row: HTMLTableRowElement, header: string): HTMLTableCellElement {
  const head = root.querySelector<HTMLTableRowElement>('thead tr');
  const headers = [...(head?.cells ?? [])].map(textOf);
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`no column "${header}" in ${headers.join(', ')}`);
  return row.cells[index]!;
}

it('shows the newest 10 users with the total of the server', async () => {
  const expected = await usersFromServer('limit=10&offset=0&order=desc');
  const { root } = await mountManager();
  expect(rows(root)).toHaveLength(10);
  expect(rows(root).map((row) => textOf(cellOf(root, row, 'Email')))).toEqual(
    expected.items.map((user) => user.email),
  );
  expect(rangeText(root)).toContain(`1–10 of ${expected.total}`);
});

it('the role filter shows only the holders of that role', async () => {
  const editors = await usersFromServer('role=EDITOR&limit=10');
  const { root } = await mountManager();
  await choose(control(root, root.querySelector('[role="search"]')!, 'Role'), 'EDITOR');
  await waitUntil(() => rangeText(root).includes(`of ${editors.total}`));
  expect(rows(root).map((row) => textOf(cellOf(root, row, 'Email')))).toEqual(
    editors.items.map((user) => user.email),
  );
  for (const row of rows(root)) expect(textOf(cellOf(root, row, 'Roles'))).toContain('Editor');
});

it('an empty create form shows a message under each field and creates nothing', async () => {
  const before = await usersFromServer('limit=1');
  const { root } = await mountManager();
  await click(button(root, 'New user'));
  // The form's code may still be on its way (it is fetched once the list is idle).
  await waitUntil(() => root.querySelector('[role="dialog"]') !== null);
  await click(button(dialog(root), 'Create user'));
  const text = textOf(dialog(root));
  expect(text).toContain('Enter a name.');
  expect(text).toContain('Enter an email address.');
  expect(text).toContain('Enter a password.');
  expect(text).toContain('Choose at least one role.');
  await fill(root, 'Email', 'not-an-email');
  await fill(root, 'Password', 'short');
  expect(textOf(dialog(root))).toContain('Enter a valid email address, like name@example.com.');
  expect(textOf(dialog(root))).toContain('Use at least 8 characters.');
  expect((await usersFromServer('limit=1')).total).toBe(before.total);
});

it("an email that exists already gets the server's message under Email, the form kept", async () => {
  const { root } = await mountManager();
  await click(button(root, 'New user'));
  await fill(root, 'Name', 'Second Admin');
  await fill(root, 'Email', 'admin@example.com');
  await fill(root, 'Password', 'a-long-password-1');
  await click(roleBox(root, 'Guest')!);
  await click(button(dialog(root), 'Create user'));
  await waitUntil(() => textOf(dialog(root)).includes('Already exists'));
  expect(field(root, 'Name').value).toBe('Second Admin');
  expect(field(root, 'Email').getAttribute('aria-invalid')).toBe('true');
});

it('a valid create closes the dialog, puts the user first and sends bo-change', async () => {
  const before = await usersFromServer('limit=1');
  const { root, host } = await mountManager();
  const changes = recordEvents<BoEventMap['bo-change']>(host, 'bo-change');
  await click(button(root, 'New user'));
  await fill(root, 'Name', 'Grace Hopper');
  await fill(root, 'Email', 'grace.hopper@example.com');
  await fill(root, 'Password', 'cobol-1959');
  await click(roleBox(root, 'Editor')!);
  await click(button(dialog(root), 'Create user'));
  await waitUntil(() => changes.length === 1);
  expect(changes[0]).toMatchObject({ resource: 'sysUsers', action: 'create' });
  expect(changes[0]!.item).toMatchObject({
    email: 'grace.hopper@example.com',
    roles: ['EDITOR'],
    status: 'active',
  });
  await waitUntil(() => rangeText(root).includes(`of ${before.total + 1}`));
  expect(root.querySelector('[role="dialog"]')).toBeNull();
  expect(textOf(rows(root)[0]!)).toContain('grace.hopper@example.com');
});

it('an admin is not offered the SA role; an SA is', async () => {
  const asAdmin = await mountManager();
  await click(button(asAdmin.root, 'New user'));
  expect(roleBox(asAdmin.root, 'SA')).toBeUndefined();
  expect(roleBox(asAdmin.root, 'Admin')).toBeDefined();
  await settle();
  await act(async () => {
    document.body.replaceChildren();
  });
  await signIn('sa@example.com', 'sa-password');
  const asSa = await mountManager();
  await click(button(asSa.root, 'New user'));
  expect(roleBox(asSa.root, 'SA')).toBeDefined();
});

it("an admin changing the SA account sees the server's refusal in the form", async () => {
  const { root, host } = await mountManager();
  const errors = recordEvents<BoEventMap['bo-error']>(host, 'bo-error');
  await typeInto(control(root, root.querySelector('[role="search"]')!, 'Email contains'), 'sa@');
  await waitUntil(
    () => rows(root).length === 1 && textOf(rows(root)[0]!).includes('sa@example.com'),
  );
  await click(rows(root)[0]!);
  expect(roleBox(root, 'SA')?.disabled).toBe(true);
  await fill(root, 'Name', 'Renamed Super Admin');
  await click(button(dialog(root), 'Save changes'));
  await waitUntil(() => errors.length === 1);
  expect(errors[0]).toMatchObject({ kind: 'HTTP_ERROR', status: 403 });
  expect(textOf(dialog(root))).toContain('Only SA may create or change SA accounts');
  expect(field(root, 'Name').value).toBe('Renamed Super Admin');
});

it('setting the status to Disabled in the edit form asks first', async () => {
  const [target] = (await usersFromServer('status=active&role=GUEST&limit=1')).items;
  const { root } = await mountManager();
  await typeInto(
    control(root, root.querySelector('[role="search"]')!, 'Email contains'),
    target!.email,
  );
  await waitUntil(() => rows(root).length === 1 && textOf(rows(root)[0]!).includes(target!.email));
  await click(rows(root)[0]!);
  await choose(field<HTMLSelectElement>(root, 'Status'), 'disabled');
  await click(button(dialog(root), 'Save changes'));
  const confirm = root.querySelector<HTMLElement>('[role="alertdialog"]')!;
  expect(textOf(confirm)).toContain(`Disable ${target!.name}?`);
  await click(button(confirm, 'Disable'));
  await waitUntil(() => root.querySelector('[role="dialog"], [role="alertdialog"]') === null);
  await settle();
  expect(
    (await usersFromServer(`email=${encodeURIComponent(target!.email)}`)).items[0]!.status,
  ).toBe('disabled');
  await waitUntil(() => textOf(rowOf(root, target!.email)).includes('Disabled'));
});

/** A menu item by its label; a refused one says why on a line under the label. */
function menuItem(root: ShadowRoot, name: string): HTMLElement {
  const found = [...root.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
    (item) => textOf(item) === name || textOf(item).startsWith(`${name}Not for`),
  );
  if (!found) throw new Error(`no menu item "${name}"`);
  return found;
}

async function showOnly(root: ShadowRoot, email: string): Promise<void> {
  await typeInto(control(root, root.querySelector('[role="search"]')!, 'Email contains'), email);
  await waitUntil(() => rows(root).length === 1 && textOf(rows(root)[0]!).includes(email));
}

it('Delete from the row menu asks first, then removes the user and sends bo-change', async () => {
  const created = await server.call<SysUser>('POST', '/sys/users', {
    name: 'Short Lived',
    email: 'short.lived@example.com',
    password: 'temporary-1',
    roles: ['GUEST'],
  });
  const { root, host } = await mountManager();
  const changes = recordEvents<BoEventMap['bo-change']>(host, 'bo-change');
  await showOnly(root, 'short.lived@example.com');
  await click(button(root, 'Actions for Short Lived'));
  await click(menuItem(root, 'Delete'));
  // The menu click asks the question only; it does not open the row's edit form.
  expect(root.querySelector('[role="dialog"]')).toBeNull();
  const confirm = root.querySelector<HTMLElement>('[role="alertdialog"]')!;
  expect(textOf(confirm)).toContain('Delete Short Lived?');
  await click(button(confirm, 'Delete'));
  await waitUntil(() => changes.length === 1);
  expect(changes[0]).toMatchObject({ resource: 'sysUsers', action: 'delete' });
  expect((changes[0]!.item as SysUser).uuid).toBe(created.json.uuid);
  await waitUntil(() => rows(root).length === 0);
  expect(textOf(root)).toContain('No system users match these filters.');
  await settle();
  expect((await server.call('GET', `/sys/users/${created.json.uuid}`)).status).toBe(404);
});

it('your own account is marked and cannot be disabled or deleted from the menu', async () => {
  const { root } = await mountManager();
  await showOnly(root, 'admin@example.com');
  expect(textOf(rows(root)[0]!)).toContain('You');
  const [me] = (await usersFromServer('email=admin%40example.com')).items;
  await click(button(root, `Actions for ${me!.name}`));
  expect(menuItem(root, 'Disable').getAttribute('aria-disabled')).toBe('true');
  expect(menuItem(root, 'Delete').getAttribute('aria-disabled')).toBe('true');
  expect(menuItem(root, 'Edit').getAttribute('aria-disabled')).toBeNull();
  // Greyed out with the reason, not silently.
  expect(textOf(menuItem(root, 'Disable'))).toContain('Not for your own account');
  expect(textOf(menuItem(root, 'Delete'))).toContain('Not for your own account');
});
