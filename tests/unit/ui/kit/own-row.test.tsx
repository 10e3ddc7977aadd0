// Row actions on the signed-in user's own row: greyed out with the reason, or left out; refused inline too; other rows as usual.
import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { queryClient } from '../../../../src/core/query/client';
import { sessionStore } from '../../../../src/core/auth/session';
import type { SysUser } from '../../../../src/resources/schemas';
import type { SysUserParams } from '../../../../src/resources/sys-users';
import { type AreaConfig, ListScreen, type RowAction } from '../../../../src/ui/kit';
import {
  button,
  click,
  mountView,
  textOf,
  typeInto,
  waitUntil,
} from '../../elements/support/mount';
import { control, referenceServerForFile } from '../../support/reference-server';
import { peopleArea } from './support/people-area';

referenceServerForFile();

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
  queryClient.clear();
});

const runs: string[] = [];
const action = (key: string, onOwnRow?: 'disable' | 'hide'): RowAction<SysUser> => ({
  key,
  label: key,
  onOwnRow,
  run: async (user) => {
    runs.push(`${key}:${user.email}`);
  },
});
const lock = action('Lock', 'disable');

const config: AreaConfig<SysUser, SysUserParams> = {
  ...peopleArea('ownRowTest'),
  ownRow: (user, me) => user.uuid === me.uuid,
  columns: ({ actions, run, own }) => [
    {
      key: 'email',
      label: 'Email',
      render: (user) => `${user.email}${own(user) ? ' (you)' : ''}`,
    },
    {
      key: 'inline',
      label: 'Inline',
      render: (user) => (
        <button type="button" onClick={() => run(lock, user)}>{`Lock ${user.email}`}</button>
      ),
    },
    { key: 'actions', label: 'Actions', render: actions },
  ],
  filters: [{ kind: 'text', name: 'email', label: 'Email' }],
  rowActions: [lock, action('Archive', 'hide'), action('Greet')],
};

async function openScreen(screen: AreaConfig<SysUser, SysUserParams> = config) {
  const mounted = await mountView(() => <ListScreen config={screen} />);
  const { root } = mounted;
  await waitUntil(() => root.querySelectorAll('tbody tr[data-row-index]').length > 0);
  return root;
}

/** Narrows the list to one address (the signed-in admin is not among the newest rows). */
async function showOnly(root: ShadowRoot, email: string): Promise<void> {
  await typeInto(control(root, root.querySelector('[role="search"]')!, 'Email'), email);
  await waitUntil(() => {
    const rows = root.querySelectorAll('tbody tr[data-row-index]');
    return rows.length === 1 && textOf(rows[0]!).includes(email);
  });
}

function rowOf(root: ShadowRoot, email: string): HTMLElement {
  const row = [...root.querySelectorAll<HTMLElement>('tbody tr[data-row-index]')].find((r) =>
    textOf(r).includes(email),
  );
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}

async function menuOf(root: ShadowRoot, email: string): Promise<Map<string, HTMLElement>> {
  await click(button(rowOf(root, email), `Actions for ${email}`));
  await waitUntil(() => root.querySelectorAll('[role="menuitem"]').length > 0);
  const items = [...root.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  return new Map(items.map((item) => [textOf(item).split('Not for')[0]!.trim(), item]));
}

it('marks the own row, greys out refused actions with the reason and leaves hidden ones out', async () => {
  const me = sessionStore.getState().user!;
  const root = await openScreen();
  await showOnly(root, me.email);
  expect(textOf(rowOf(root, me.email))).toContain('(you)');
  const items = await menuOf(root, me.email);
  expect([...items.keys()]).toEqual(['Lock', 'Greet']);
  expect(items.get('Lock')!.getAttribute('aria-disabled')).toBe('true');
  expect(textOf(items.get('Lock')!)).toContain('Not for your own account');
  expect(items.get('Greet')!.getAttribute('aria-disabled')).toBeNull();
  await click(items.get('Lock')!);
  expect(runs).toEqual([]);
});

it("another user's row offers every action", async () => {
  const me = sessionStore.getState().user!;
  const root = await openScreen();
  const other = [...root.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]')]
    .map((row) => textOf(row.cells[0]!))
    .find((email) => email !== me.email)!;
  expect(other).not.toContain('(you)');
  const items = await menuOf(root, other);
  expect([...items.keys()]).toEqual(['Lock', 'Archive', 'Greet']);
  for (const item of items.values()) expect(item.getAttribute('aria-disabled')).toBeNull();
  expect(textOf(root)).not.toContain('Not for your own account');
});

it('an inline control cannot run a refused action on the own row; on another row it runs', async () => {
  runs.length = 0;
  const me = sessionStore.getState().user!;
  const root = await openScreen();
  const other = [...root.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]')]
    .map((row) => textOf(row.cells[0]!))
    .find((email) => email !== me.email)!;
  await showOnly(root, me.email);
  await click(button(rowOf(root, me.email), `Lock ${me.email}`));
  expect(runs).toEqual([]);
  await showOnly(root, other);
  await click(button(rowOf(root, other), `Lock ${other}`));
  await waitUntil(() => runs.length === 1);
  expect(runs).toEqual([`Lock:${other}`]);
});

it("the drawer's buttons on the own row: refused ones greyed with the reason, hidden ones left out", async () => {
  runs.length = 0;
  const me = sessionStore.getState().user!;
  const withDrawer = { ...config, detail: [{ render: (user: SysUser) => user.name }] };
  const root = await openScreen(withDrawer);
  await showOnly(root, me.email);
  await click(rowOf(root, me.email).querySelector('td')!);
  await waitUntil(() => root.querySelector('[role="dialog"]') !== null);
  const drawer = root.querySelector<HTMLElement>('[role="dialog"]')!;
  await waitUntil(() => drawer.querySelectorAll('button').length > 1);
  const named = (label: string) =>
    [...drawer.querySelectorAll<HTMLButtonElement>('button')].find((b) => textOf(b) === label);
  expect(named('Archive')).toBeUndefined();
  expect(named('Lock')?.disabled).toBe(true);
  expect(named('Greet')?.disabled).toBe(false);
  expect(textOf(drawer)).toContain('Not for your own account');
  await click(named('Greet')!);
  await waitUntil(() => runs.length === 1);
  expect(runs).toEqual([`Greet:${me.email}`]);
});
