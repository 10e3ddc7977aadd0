// <bo-task-list> in a shadow root against the real reference server: rows, names, the drawer, reviews, changes, creation.
import { act } from 'react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { BoEventMap } from '../../../../src/core/events';
import '../../../../src/elements/tags/bo-task-list';
import type { SysUser, Task, TaskReview } from '../../../../src/resources/schemas';
import { button, click, flush, textOf, typeInto, waitUntil } from '../../elements/support/mount';
import {
  choose,
  control,
  recordEvents,
  referenceServerForFile,
} from '../../support/reference-server';

// A real server and full Fluent renders per test: generous on a shared machine; nothing here measures time.

const server = referenceServerForFile();
let people: SysUser[];

beforeAll(async () => {
  people = (await server.call<{ items: SysUser[] }>('GET', '/sys/users?limit=500')).json.items;
});

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

const nameOf = (uuid: string | null) => people.find((user) => user.uuid === uuid)?.name;

async function serverTasks(query = ''): Promise<{ items: Task[]; total: number }> {
  return (await server.call<{ items: Task[]; total: number }>('GET', `/tasks?limit=20${query}`))
    .json;
}

interface Mounted {
  host: HTMLElement;
  root: ShadowRoot;
  rows(): HTMLTableRowElement[];
  titles(): string[];
}

async function mountTaskList(): Promise<Mounted> {
  const host = document.createElement('bo-task-list');
  await act(async () => {
    document.body.append(host);
  });
  const root = host.shadowRoot!;
  const rows = () => [...root.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]')];
  // The first cell holds the row's selection box, the second its title.
  const titles = () => rows().map((row) => textOf(row.querySelector('td:nth-child(2)')!));
  await waitUntil(() => rows().length > 0 && !textOf(root).includes('Loading'));
  return { host, root, rows, titles };
}

/** The control of a required field: its label reads the name followed by the asterisk. */
function requiredControl<E extends HTMLElement>(
  root: ShadowRoot,
  scope: ParentNode,
  name: string,
): E {
  const label = [...scope.querySelectorAll('label')].find((l) => textOf(l) === `${name}*`);
  const target = label?.htmlFor ? root.getElementById(label.htmlFor) : null;
  if (!target) throw new Error(`no required control labelled "${name}"`);
  return target as E;
}

function drawerOf(root: ShadowRoot): HTMLElement | null {
  return root.querySelector<HTMLElement>('[role="dialog"]');
}

async function openRow(view: Mounted, index: number): Promise<HTMLElement> {
  await click(view.rows()[index]!);
  await waitUntil(() => drawerOf(view.root)?.querySelector('form') != null);
  return drawerOf(view.root)!;
}

it('shows the newest tasks with assignee names, the total and the range', async () => {
  const expected = await serverTasks();
  const view = await mountTaskList();
  expect(view.titles()).toEqual(expected.items.map((task) => task.title));
  const assigned = expected.items.findIndex((task) => task.assignee_sys_user_uuid);
  // Selection box, title, status, priority, assignee. The rows can come before the people
  // lookup (two requests, either may answer first); until it does, the assignee cell is empty.
  const assigneeCell = () => view.rows()[assigned]!.querySelectorAll('td')[4]!;
  await waitUntil(() => textOf(assigneeCell()) !== '');
  const cells = [...view.rows()[assigned]!.querySelectorAll('td')].map(textOf);
  expect(cells[4]).toBe(nameOf(expected.items[assigned]!.assignee_sys_user_uuid));
  expect(textOf(view.root.querySelector('nav')!)).toContain(`1–20 of ${expected.total}`);
  expect(textOf(view.root.querySelector('h2')!)).toBe(`Tasks${expected.total}`);
});

it('a half-typed message id is flagged and not sent; a whole one filters the list', async () => {
  const all = (await server.call<{ items: Task[] }>('GET', '/tasks?limit=500')).json.items;
  const messageUuid = all.find((task) => task.message_uuid)!.message_uuid!;
  const view = await mountTaskList();
  const before = view.titles();
  const input = control<HTMLInputElement>(view.root, view.root, 'Message ID');
  await typeInto(input, messageUuid.slice(0, 8));
  await waitUntil(() => textOf(view.root).includes('A message ID is a full UUID'));
  await flush();
  expect(view.titles()).toEqual(before);
  await typeInto(input, messageUuid);
  const expected = (await serverTasks(`&message_uuid=${messageUuid}`)).items;
  await waitUntil(() => view.titles().join() === expected.map((t) => t.title).join());
  expect(textOf(view.root)).not.toContain('A message ID is a full UUID');
});

it('opening a row sends bo-task-select and lists its reviews newest first', async () => {
  const view = await mountTaskList();
  const selected = recordEvents<BoEventMap['bo-task-select']>(view.host, 'bo-task-select');
  const page = (await serverTasks()).items;
  const index = page.findIndex((task) => task.status === 'done');
  const task = page[index]!;
  const drawer = await openRow(view, index);
  expect(selected).toEqual([{ uuid: task.uuid }]);
  expect(textOf(drawer)).toContain(task.title);
  const stored = (await server.call<{ items: TaskReview[] }>('GET', `/tasks/${task.uuid}/reviews`))
    .json.items;
  await waitUntil(() => drawer.querySelectorAll('ol > li').length === stored.length);
  const shown = [...drawer.querySelectorAll('ol > li')].map(textOf);
  expect(shown.map((text) => stored.findIndex((r) => text.endsWith(r.comment)))).toEqual([0, 1]);
  expect(stored[0]!.created_at > stored[1]!.created_at).toBe(true);
});

it('an added review is at the top at once and reported as bo-change', async () => {
  const view = await mountTaskList();
  const changes = recordEvents<BoEventMap['bo-change']>(view.host, 'bo-change');
  const drawer = await openRow(view, 0);
  await choose(control(view.root, drawer, 'Verdict'), 'changes_requested');
  const comment = control<HTMLTextAreaElement>(view.root, drawer, 'Comment');
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setter?.call(comment, 'Please link the original post.');
    comment.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await click(button(drawer, 'Add review'));
  await waitUntil(() =>
    textOf(drawer.querySelector('ol > li') ?? drawer).includes('original post'),
  );
  expect(textOf(drawer.querySelector('ol > li')!)).toContain('Changes requested');
  expect(changes).toEqual([
    {
      resource: 'taskReviews',
      action: 'create',
      item: expect.objectContaining({ verdict: 'changes_requested' }),
    },
  ]);
  expect(comment.value).toBe('');
});

it('a new assignee is saved, announced in a toast and as bo-change', async () => {
  const view = await mountTaskList();
  const changes = recordEvents<BoEventMap['bo-change']>(view.host, 'bo-change');
  const task = (await serverTasks()).items[1]!;
  const other = people.find((user) => user.uuid !== task.assignee_sys_user_uuid)!;
  const drawer = await openRow(view, 1);
  await choose(control(view.root, drawer, 'Assignee'), other.uuid);
  await waitUntil(() => textOf(view.root).includes(`Assigned to ${other.name}`));
  const saved = (await server.call<Task>('GET', `/tasks/${task.uuid}`)).json;
  expect(saved.assignee_sys_user_uuid).toBe(other.uuid);
  expect(changes.at(-1)).toMatchObject({ resource: 'tasks', action: 'update' });
  expect(textOf(view.rows()[1]!)).toContain(other.name);
});

it('a refused status change keeps the old status, shows an error toast and sends bo-error', async () => {
  const view = await mountTaskList();
  const errors = recordEvents<BoEventMap['bo-error']>(view.host, 'bo-error');
  const task = (await serverTasks()).items[2]!;
  const drawer = await openRow(view, 2);
  // Someone else deletes the task while the drawer is open.
  expect((await server.call('DELETE', `/tasks/${task.uuid}`)).status).toBe(204);
  const status = control<HTMLSelectElement>(view.root, drawer, 'Status');
  const next = task.status === 'done' ? 'open' : 'done';
  await choose(status, next);
  await waitUntil(() => textOf(view.root).includes('Could not change the task'));
  await flush();
  expect(errors).toEqual([expect.objectContaining({ kind: 'HTTP_ERROR', status: 404 })]);
  expect(status.value).toBe(task.status);
});

it('a status change that takes the task off the filtered list keeps its drawer open', async () => {
  const view = await mountTaskList();
  const open = (await serverTasks('&status=open')).items[0]!;
  await choose(control(view.root, view.root, 'Status'), 'open');
  await waitUntil(() => view.titles()[0] === open.title);
  const drawer = await openRow(view, 0);
  await choose(control(view.root, drawer, 'Status'), 'in_progress');
  await waitUntil(() => textOf(view.root).includes('Status set to In progress'));
  // The refetched list no longer holds the task; the drawer still shows it, with its new status.
  await waitUntil(() => !view.titles().includes(open.title));
  expect(drawerOf(view.root)).not.toBeNull();
  expect(textOf(drawerOf(view.root)!)).toContain(open.title);
  expect(control<HTMLSelectElement>(view.root, drawerOf(view.root)!, 'Status').value).toBe(
    'in_progress',
  );
});

it('creating a task without a title asks for one', async () => {
  const view = await mountTaskList();
  await click(button(view.root, 'New task'));
  await waitUntil(() => view.root.querySelector('[role="dialog"] form') !== null);
  const dialog = drawerOf(view.root)!;
  await click(button(dialog, 'Create task'));
  expect(textOf(dialog)).toContain('Enter a title.');
});

it('server field errors show on their field and the form keeps what was typed', async () => {
  const view = await mountTaskList();
  const errors = recordEvents<BoEventMap['bo-error']>(view.host, 'bo-error');
  await click(button(view.root, 'New task'));
  await waitUntil(() => view.root.querySelector('[role="dialog"] form') !== null);
  const dialog = drawerOf(view.root)!;
  const title = requiredControl<HTMLInputElement>(view.root, dialog, 'Title');
  const tooLong = 'x'.repeat(201);
  await typeInto(title, tooLong);
  await click(button(dialog, 'Create task'));
  await waitUntil(() => errors.length === 1);
  await flush();
  expect(errors[0]).toMatchObject({ kind: 'HTTP_ERROR', status: 400 });
  const field = title.closest('[class*="fui-Field"]')!;
  expect(textOf(field)).toMatch(/200 characters/);
  expect(title.value).toBe(tooLong);
});

it('a created task is at the top of the list and reported as bo-change', async () => {
  const view = await mountTaskList();
  const changes = recordEvents<BoEventMap['bo-change']>(view.host, 'bo-change');
  await click(button(view.root, 'New task'));
  await waitUntil(() => view.root.querySelector('[role="dialog"] form') !== null);
  const dialog = drawerOf(view.root)!;
  await typeInto(requiredControl(view.root, dialog, 'Title'), 'Translate the pinned post');
  await choose(control(view.root, dialog, 'Priority'), 'high');
  await click(button(dialog, 'Create task'));
  await waitUntil(() => view.titles()[0] === 'Translate the pinned post');
  expect(changes).toEqual([
    { resource: 'tasks', action: 'create', item: expect.objectContaining({ priority: 'high' }) },
  ]);
  expect((await serverTasks()).items[0]?.title).toBe('Translate the pinned post');
  await waitUntil(() => drawerOf(view.root) === null);
});
