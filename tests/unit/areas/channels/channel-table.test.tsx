// The channel table screen inside a real custom element, against the real reference server: list, filter, switches, edit, add.
import { act } from 'react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { ChannelTableScreen } from '../../../../src/areas/channels';
import type { BoEventMap } from '../../../../src/core/events';
import { queryClient } from '../../../../src/core/query/client';
import type { Category, Channel, ListReply } from '../../../../src/resources/schemas';
import {
  button,
  click,
  type Mounted,
  mountView,
  pressKey,
  textOf,
  typeInto,
  waitUntil,
} from '../../elements/support/mount';
import {
  choose,
  control,
  type ReferenceServer,
  recordEvents,
  startReferenceServer,
} from './support';

let server: ReferenceServer;

beforeAll(async () => {
  server = await startReferenceServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
  // Each test starts from what the server holds now, not from a page cached by the previous one.
  queryClient.clear();
});

function rows(root: ShadowRoot): HTMLTableRowElement[] {
  return [...root.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]')];
}

/** The channel titles in table order (the first cell also holds the @handle below the title). */
function titles(root: ShadowRoot): string[] {
  return rows(root).map((row) => textOf(row.querySelector('td > span > span')!));
}

function flagSwitch(root: ShadowRoot, flag: 'Enabled' | 'Autopost', title: string) {
  const found = root.querySelector<HTMLInputElement>(`input[aria-label="${flag}: ${title}"]`);
  if (!found) throw new Error(`no ${flag} switch for ${title}`);
  return found;
}

function dialog(root: ShadowRoot): HTMLElement {
  const found = root.querySelector<HTMLElement>('[role="dialog"]');
  if (!found) throw new Error('no dialog open');
  return found;
}

function rangeText(root: ShadowRoot): string {
  return textOf(root.querySelector('nav')!);
}

async function listFromServer(query: string): Promise<ListReply<Channel>> {
  return (await server.call<ListReply<Channel>>('GET', `/channels?${query}`)).json;
}

/** The table has rows and no request is running. */
function settled(root: ShadowRoot): boolean {
  const table = root.querySelector('table');
  return rows(root).length > 0 && table !== null && !table.hasAttribute('aria-busy');
}

/** Mounts the screen and waits for the first page of the server's channels. */
async function mountTable(): Promise<Mounted> {
  const mounted = await mountView(() => <ChannelTableScreen />, { requiresAdmin: true });
  await waitUntil(() => settled(mounted.root));
  return mounted;
}

it('shows the newest 20 channels with the total of the server', async () => {
  const expected = await listFromServer('limit=20&offset=0&order=desc');
  const { root } = await mountTable();
  expect(titles(root)).toEqual(expected.items.map((channel) => channel.title));
  expect(rangeText(root)).toContain(`1–20 of ${expected.total}`);
});

it('the Enabled filter set to No shows only the disabled channels', async () => {
  const disabled = await listFromServer('enabled=false&limit=20&offset=0&order=desc');
  const { root } = await mountTable();
  const filters = root.querySelector('[role="search"]')!;
  await choose(control(root, filters, 'Enabled'), 'no');
  const shown = disabled.items.length;
  await waitUntil(() => rangeText(root).includes(`1–${shown} of ${disabled.total}`));
  expect(titles(root)).toEqual(disabled.items.map((channel) => channel.title));
  for (const channel of disabled.items) {
    expect(flagSwitch(root, 'Enabled', channel.title).checked).toBe(false);
  }
});

it('a switch changes at once, is stored on the server and reports bo-change', async () => {
  const [newest] = (await listFromServer('limit=1')).items;
  const { root, host } = await mountTable();
  const changes = recordEvents<BoEventMap['bo-change']>(host, 'bo-change');
  const wanted = !newest!.autopost;
  await click(flagSwitch(root, 'Autopost', newest!.title));
  // Optimistic: the switch shows the new state before the server has answered.
  expect(flagSwitch(root, 'Autopost', newest!.title).checked).toBe(wanted);
  await waitUntil(() => changes.length === 1);
  expect(changes[0]).toMatchObject({ resource: 'channels', action: 'update' });
  expect((changes[0]!.item as Channel).autopost).toBe(wanted);
  expect((await server.channel(newest!.uuid)).autopost).toBe(wanted);
});

it('a switch the server refuses goes back, with a message and bo-error', async () => {
  const [newest] = (await listFromServer('limit=1')).items;
  const { root, host } = await mountTable();
  const errors = recordEvents<BoEventMap['bo-error']>(host, 'bo-error');
  // Someone else deletes the channel while it is on screen: the PATCH gets 404.
  expect((await server.call('DELETE', `/channels/${newest!.uuid}`)).status).toBe(204);
  await click(flagSwitch(root, 'Enabled', newest!.title));
  await waitUntil(() => errors.length === 1);
  expect(errors[0]).toMatchObject({ kind: 'HTTP_ERROR', status: 404 });
  expect(flagSwitch(root, 'Enabled', newest!.title).checked).toBe(newest!.enabled);
  expect(textOf(root)).toContain(`Could not change "Enabled" of ${newest!.title}`);
});

it('Edit saves a new purpose and category and the row shows them', async () => {
  const [newest] = (await listFromServer('limit=1')).items;
  const categories = (await server.call<ListReply<Category>>('GET', '/categories?limit=500')).json;
  const category = categories.items.find((item) => item.uuid !== newest!.category_uuid)!;
  const purpose = newest!.purpose === 'both' ? 'source' : 'both';
  const { root, host } = await mountTable();
  const changes = recordEvents<BoEventMap['bo-change']>(host, 'bo-change');
  const filters = root.querySelector('[role="search"]')!;
  const categoryFilter = control<HTMLSelectElement>(root, filters, 'Category');
  await waitUntil(() => categoryFilter.options.length === categories.total + 1);
  await click(button(root, `Edit ${newest!.title}`));
  await choose(control(root, dialog(root), 'Purpose'), purpose);
  await choose(control(root, dialog(root), 'Category'), category.uuid);
  await click(button(dialog(root), 'Save'));
  await waitUntil(() => changes.length === 1);
  const stored = await server.channel(newest!.uuid);
  expect({ purpose: stored.purpose, category: stored.category_uuid }).toEqual({
    purpose,
    category: category.uuid,
  });
  await waitUntil(() => root.querySelector('[role="dialog"]') === null);
  expect(textOf(rows(root)[0]!)).toContain(category.name);
});

it('a suggestion picked in the add dialog becomes a channel at the top of the table', async () => {
  const biggest = (await listFromServer('sort=members_count&order=desc&limit=1')).items[0]!;
  const before = await listFromServer('limit=1');
  const { root, host } = await mountTable();
  const changes = recordEvents<BoEventMap['bo-change']>(host, 'bo-change');
  await click(button(root, 'Add channel'));
  await typeInto(control(root, dialog(root), 'Search groups and channels'), biggest.title);
  await waitUntil(() => dialog(root).querySelector('ul li') !== null);
  await click(button(dialog(root), `Add ${biggest.title}`));
  await waitUntil(() => changes.length === 1);
  expect(changes[0]).toMatchObject({ resource: 'channels', action: 'create' });
  const created = changes[0]!.item as Channel;
  expect(created).toMatchObject({ title: biggest.title, kind: biggest.kind });
  expect(created.uuid).not.toBe(biggest.uuid);
  expect((await listFromServer('limit=1')).total).toBe(before.total + 1);
  await waitUntil(() => textOf(dialog(root)).includes('Added'));
  await click(button(dialog(root), 'Close'));
  await waitUntil(
    () => titles(root)[0] === biggest.title && rangeText(root).includes(`of ${before.total + 1}`),
  );
});

it('Enter on a focused row opens its edit dialog', async () => {
  const [newest] = (await listFromServer('limit=1')).items;
  const { root } = await mountTable();
  const first = rows(root)[0]!;
  first.focus();
  await pressKey(first, 'Enter');
  await waitUntil(() => root.querySelector('[role="dialog"]') !== null);
  expect(textOf(dialog(root))).toContain(`Edit ${newest!.title}`);
});

it('a refused edit keeps the dialog open with the chosen values and the reason', async () => {
  const [newest] = (await listFromServer('limit=1')).items;
  const purpose = newest!.purpose === 'target' ? 'source' : 'target';
  const { root, host } = await mountTable();
  const errors = recordEvents<BoEventMap['bo-error']>(host, 'bo-error');
  await click(button(root, `Edit ${newest!.title}`));
  await choose(control(root, dialog(root), 'Purpose'), purpose);
  expect((await server.call('DELETE', `/channels/${newest!.uuid}`)).status).toBe(204);
  await click(button(dialog(root), 'Save'));
  await waitUntil(() => errors.length === 1);
  expect(errors[0]).toMatchObject({ kind: 'HTTP_ERROR', status: 404 });
  await waitUntil(() => dialog(root).querySelector('.fui-MessageBar') !== null);
  expect(textOf(dialog(root).querySelector('.fui-MessageBar')!)).toBe(errors[0]!.message);
  expect(control<HTMLSelectElement>(root, dialog(root), 'Purpose').value).toBe(purpose);
  expect(textOf(root)).toContain('Could not save the channel');
});
