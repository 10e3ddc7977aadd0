// The channel table screen inside a real custom element, against the real reference server: list, filter, switches, edit, add.
import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { ChannelTableScreen } from '../../../../src/areas/channels';
import type { BoEventMap } from '../../../../src/core/events';
import { queryClient } from '../../../../src/core/query/client';
import type {
  Category,
  Channel,
  ChannelSuggestion,
  ChannelSuggestionReply,
  ListReply,
} from '../../../../src/resources/schemas';
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
  recordEvents,
  referenceServerForFile,
} from '../../support/reference-server';

const server = referenceServerForFile();

// Each test mounts the kit's whole screen (menus, overlays and dialogs load lazily right after the
// rows) against the reference server: 3-5 s on a shared two-core machine, too near the 5 s default.

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

/** Presses what opens a dialog and waits for it: the dialog's code may still be on its way. */
async function openDialog(root: ShadowRoot, trigger: Element): Promise<void> {
  await click(trigger);
  await waitUntil(() => root.querySelector('[role="dialog"]') !== null);
}

function rangeText(root: ShadowRoot): string {
  return textOf(root.querySelector('nav')!);
}

/**
 * Calls the server inside act(): while the screen is mounted, answers to its own requests may
 * arrive during the call, and React should commit them as it would in a page.
 */
function callServer<T>(method: string, path: string, body?: unknown) {
  return act(() => server.call<T>(method, path, body));
}

async function channelFromServer(uuid: string): Promise<Channel> {
  return (await callServer<Channel>('GET', `/channels/${uuid}`)).json;
}

async function listFromServer(query: string): Promise<ListReply<Channel>> {
  return (await callServer<ListReply<Channel>>('GET', `/channels?${query}`)).json;
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
  expect((await channelFromServer(newest!.uuid)).autopost).toBe(wanted);
});

it('a switch the server refuses goes back, with a message and bo-error', async () => {
  const [newest] = (await listFromServer('limit=1')).items;
  const { root, host } = await mountTable();
  const errors = recordEvents<BoEventMap['bo-error']>(host, 'bo-error');
  // Someone else deletes the channel while it is on screen: the PATCH gets 404.
  expect((await callServer('DELETE', `/channels/${newest!.uuid}`)).status).toBe(204);
  await click(flagSwitch(root, 'Enabled', newest!.title));
  await waitUntil(() => errors.length === 1);
  expect(errors[0]).toMatchObject({ kind: 'HTTP_ERROR', status: 404 });
  expect(flagSwitch(root, 'Enabled', newest!.title).checked).toBe(newest!.enabled);
  // The toaster loads after the first step once the page is quiet: the message may follow the event.
  await waitUntil(() => textOf(root).includes(`Could not change "Enabled" of ${newest!.title}`));
});

it('Edit saves a new purpose and category and the row shows them', async () => {
  const [newest] = (await listFromServer('limit=1')).items;
  const categories = (await callServer<ListReply<Category>>('GET', '/categories?limit=500')).json;
  const category = categories.items.find((item) => item.uuid !== newest!.category_uuid)!;
  const purpose = newest!.purpose === 'both' ? 'source' : 'both';
  const { root, host } = await mountTable();
  const changes = recordEvents<BoEventMap['bo-change']>(host, 'bo-change');
  const filters = root.querySelector('[role="search"]')!;
  const categoryFilter = control<HTMLSelectElement>(root, filters, 'Category');
  await waitUntil(() => categoryFilter.options.length === categories.total + 1);
  await openDialog(root, button(root, `Edit ${newest!.title}`));
  await choose(control(root, dialog(root), 'Purpose'), purpose);
  await choose(control(root, dialog(root), 'Category'), category.uuid);
  await click(button(dialog(root), 'Save'));
  await waitUntil(() => changes.length === 1);
  const stored = await channelFromServer(newest!.uuid);
  expect({ purpose: stored.purpose, category: stored.category_uuid }).toEqual({
    purpose,
    category: category.uuid,
  });
  await waitUntil(() => root.querySelector('[role="dialog"]') === null);
  expect(textOf(rows(root)[0]!)).toContain(category.name);
});

/** The network's groups and channels as the server suggests them, biggest first. */
async function suggestionsFromServer(query: string): Promise<ChannelSuggestionReply> {
  return (await callServer<ChannelSuggestionReply>('GET', `/channels/suggestions?${query}`)).json;
}

/** The biggest suggestion no channel has been made of yet. */
async function notYetAdded(): Promise<ChannelSuggestion> {
  const { items } = await suggestionsFromServer('pageSize=500');
  return items.find((suggestion) => suggestion.channel_uuid === null)!;
}

/** No request or change is running, so nothing updates the screen behind the test's back. */
function idle(): boolean {
  return queryClient.isFetching() === 0 && queryClient.isMutating() === 0;
}

/** The titles listed in the add dialog. */
function suggestionTitles(root: ShadowRoot): string[] {
  const list = dialog(root).querySelector('ul');
  return [...(list?.querySelectorAll('li') ?? [])].map((item) =>
    textOf(item.querySelector('span > span')!),
  );
}

/** Opens the add dialog and searches for a title until the server's matches are listed. */
async function searchSuggestions(root: ShadowRoot, title: string): Promise<string[]> {
  const expected = (await suggestionsFromServer(`q=${encodeURIComponent(title)}`)).items;
  await openDialog(root, button(root, 'Add channel'));
  await typeInto(control(root, dialog(root), 'Search groups and channels'), title);
  const titles = expected.map((suggestion) => suggestion.title);
  await waitUntil(() => suggestionTitles(root).join('\n') === titles.join('\n'));
  return titles;
}

it('a suggestion added from the dialog becomes one channel at the top of the table and shows Added', async () => {
  const pick = await notYetAdded();
  const before = await listFromServer('limit=1');
  const { root, host } = await mountTable();
  const changes = recordEvents<BoEventMap['bo-change']>(host, 'bo-change');
  const listed = await searchSuggestions(root, pick.title);
  await click(button(dialog(root), `Add ${pick.title}`));
  await waitUntil(() => changes.length === 1);
  expect(changes[0]).toMatchObject({ resource: 'channels', action: 'create' });
  expect(changes[0]!.item).toMatchObject({
    external_id: pick.external_id,
    title: pick.title,
    username: pick.username,
    kind: pick.kind,
    members_count: pick.members_count,
  });
  expect(button(dialog(root), `Added: ${pick.title}`).disabled).toBe(true);
  // Once the suggestions are fetched again, the new channel is not listed as a suggestion of its own.
  await waitUntil(idle);
  expect(suggestionTitles(root)).toEqual(listed);
  expect(button(dialog(root), `Added: ${pick.title}`).disabled).toBe(true);
  expect((await listFromServer('limit=1')).total).toBe(before.total + 1);
  const same = await listFromServer(`q=${encodeURIComponent(pick.title)}&limit=500`);
  expect(same.items.filter((channel) => channel.title === pick.title)).toHaveLength(1);
  await click(button(dialog(root), 'Close'));
  await waitUntil(
    () => titles(root)[0] === pick.title && rangeText(root).includes(`of ${before.total + 1}`),
  );
});

it('suggestions already added show Added, disabled, with no Add button', async () => {
  const biggest = (await listFromServer('sort=members_count&order=desc&limit=1')).items[0]!;
  const { root } = await mountTable();
  await searchSuggestions(root, biggest.title);
  expect(button(dialog(root), `Added: ${biggest.title}`).disabled).toBe(true);
  expect(() => button(dialog(root), `Add ${biggest.title}`)).toThrow();
});

it('adding a suggestion someone else added meanwhile shows the server message, then Added', async () => {
  const pick = await notYetAdded();
  const { root, host } = await mountTable();
  const errors = recordEvents<BoEventMap['bo-error']>(host, 'bo-error');
  await searchSuggestions(root, pick.title);
  // Another admin adds the same group or channel while the dialog still offers it.
  const elsewhere = await callServer('POST', '/channels', {
    external_id: pick.external_id,
    title: pick.title,
    kind: pick.kind,
  });
  expect(elsewhere.status).toBe(201);
  const before = await listFromServer('limit=1');
  await click(button(dialog(root), `Add ${pick.title}`));
  await waitUntil(() => errors.length === 1);
  expect(errors[0]).toMatchObject({ kind: 'HTTP_ERROR', status: 409 });
  await waitUntil(() => dialog(root).querySelector('.fui-MessageBar') !== null);
  expect(textOf(dialog(root).querySelector('.fui-MessageBar')!)).toBe(
    'This channel is already added.',
  );
  await waitUntil(idle);
  expect(button(dialog(root), `Added: ${pick.title}`).disabled).toBe(true);
  expect((await listFromServer('limit=1')).total).toBe(before.total);
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
  await openDialog(root, button(root, `Edit ${newest!.title}`));
  await choose(control(root, dialog(root), 'Purpose'), purpose);
  expect((await callServer('DELETE', `/channels/${newest!.uuid}`)).status).toBe(204);
  await click(button(dialog(root), 'Save'));
  await waitUntil(() => errors.length === 1);
  expect(errors[0]).toMatchObject({ kind: 'HTTP_ERROR', status: 404 });
  await waitUntil(() => dialog(root).querySelector('.fui-MessageBar') !== null);
  // The form's one error block: what failed, then the server's reason.
  expect(textOf(dialog(root).querySelector('.fui-MessageBar')!)).toContain(errors[0]!.message);
  expect(control<HTMLSelectElement>(root, dialog(root), 'Purpose').value).toBe(purpose);
  expect(textOf(root)).toContain('Could not save the channel');
});
