// <bo-task-list> in Chromium against the reference server: real rows and totals, every filter, sorting, paging,
// creating a task, adding a review, changing the status, and the whole flow with the keyboard alone.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SysUser, Task, TaskReview } from '../../src/resources/schemas';
import { screenshot } from './support/harness';
import { hiddenAncestors } from './support/a11y-tree';
import { stackPerFile } from './support/file-stack';
import { heldChunk } from './support/held-chunk';
import { listRequestOf } from './support/page-parts';

const file = stackPerFile();

beforeAll(async () => {
  page = await file.tab({ width: 1280, height: 900 });
  await page.addInitScript((value: string) => {
    localStorage.setItem('auth_user', value);
    const seen: { type: string; detail: unknown }[] = [];
    Reflect.set(window, '__boEvents', seen);
    for (const type of ['bo-task-select', 'bo-change', 'bo-error']) {
      document.addEventListener(type, (event) => {
        seen.push({ type, detail: (event as CustomEvent).detail });
      });
    }
  }, JSON.stringify(file.admin));
});

let page: Page;

/** What the server answers for a task list query, asked from Node with the same account. */
async function serverList<T>(
  path: string,
  query: Record<string, string>,
): Promise<{ items: T[]; total: number }> {
  const url = new URL(`/api/v1${path}`, file.stack.baseUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${file.admin.accessToken}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { items: T[]; total: number };
}

/** A task made through the API as the admin. */
async function createTask(body: { title: string }): Promise<Task> {
  const response = await fetch(new URL('/api/v1/tasks', file.stack.baseUrl), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${file.admin.accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Task;
}

const serverTasks = (query: Record<string, string>) =>
  serverList<Task>('/tasks', { limit: '20', order: 'desc', withCount: 'true', ...query });

/** Runs the action and returns the query of the list request it caused. */
const listRequestAfter = (expected: Record<string, string>, action: () => Promise<unknown>) =>
  listRequestOf(page, '/tasks', expected, action);

const rows = () => page.locator('bo-task-list tbody tr[data-row-index]');

async function expectTitles(tasks: readonly Task[]): Promise<void> {
  await expect
    .poll(() => rows().locator('td:nth-child(2)').allTextContents())
    .toEqual(tasks.map((task) => task.title));
}

async function openList(): Promise<void> {
  await page.goto(file.url('/demo/task-list.html'));
  await rows().first().waitFor();
}

const range = () =>
  page.locator('bo-task-list nav[aria-label="Tasks pagination"]').getByText(/of \d+/);

async function events(type: string): Promise<unknown[]> {
  const all = (await page.evaluate(() => Reflect.get(window, '__boEvents'))) as {
    type: string;
    detail: unknown;
  }[];
  return all.filter((event) => event.type === type).map((event) => event.detail);
}

/**
 * Runs `steps` on the page with the chunk matching `code` held back until `steps` releases it (or
 * they end), then lets the page fetch it freely again.
 */
async function withChunkHeld(code: RegExp, steps: (release: () => void) => Promise<void>) {
  const chunk = heldChunk(code);
  await chunk.prepare(page);
  try {
    await steps(chunk.release);
  } finally {
    chunk.release();
    await page.unroute(code);
  }
}

describe('<bo-task-list>', () => {
  it('loads the newest tasks with the total', async () => {
    const expected = await serverTasks({});
    await openList();
    await expectTitles(expected.items);
    await expect.poll(() => range().textContent()).toBe(`1–20 of ${expected.total}`);
    await screenshot(page, 'task-list-light');
  });

  it('each filter changes the request and the rows', async () => {
    await openList();
    const people = await serverList<SysUser>('/sys/users', { limit: '500' });
    const ada = people.items.find((user) => user.email === 'admin@example.com')!;
    const eddie = people.items.find((user) => user.email === 'editor@example.com')!;
    const all = await serverTasks({ limit: '500' });
    const messageUuid = all.items.find((task) => task.message_uuid)!.message_uuid!;
    const list = page.locator('bo-task-list');
    const select = (label: string, option: string | { label: string }) => async () => {
      await list.getByLabel(label, { exact: true }).selectOption(option);
    };
    const fill = (label: string, text: string) => () =>
      list.getByLabel(label, { exact: true }).fill(text);

    /** One filter at a time: its params in the request, then exactly the server's rows and total. */
    const filters: [Record<string, string>, ...(() => Promise<void>)[]][] = [
      [{ q: 'refund' }, fill('Search', 'refund')],
      [{ status: 'done' }, select('Status', 'done')],
      [{ assignee_sys_user_uuid: ada.uuid }, select('Assignee', { label: 'Ada Admin' })],
      [{ creator_sys_user_uuid: eddie.uuid }, select('Creator', { label: 'Eddie Editor' })],
      [{ message_uuid: messageUuid }, fill('Message ID', messageUuid)],
      [
        { from: '2025-03-01', to: '2025-03-20' },
        fill('Created: From', '2025-03-01'),
        fill('Created: To', '2025-03-20'),
      ],
    ];
    for (const [expected, ...actions] of filters) {
      let query = new URLSearchParams();
      for (const action of actions) query = await listRequestAfter({ offset: '0' }, action);
      expect(Object.fromEntries(query)).toMatchObject(expected);
      const reply = await serverTasks(expected);
      expect(reply.items.length).toBeGreaterThan(0);
      expect(reply.total).toBeLessThan(all.total);
      await expectTitles(reply.items);
      await expect.poll(() => range().textContent()).toMatch(new RegExp(`of ${reply.total}$`));
      await listRequestAfter({}, () => list.getByRole('button', { name: 'Reset filters' }).click());
      await expectTitles((await serverTasks({})).items);
    }
  });

  it('sorting by a column changes the order', async () => {
    await openList();
    const header = page.locator('bo-task-list thead th', { hasText: 'Title' });
    await listRequestAfter({ sort: 'title', order: 'asc' }, () => header.click());
    await expectTitles((await serverTasks({ sort: 'title', order: 'asc' })).items);
    await listRequestAfter({ sort: 'title', order: 'desc' }, () => header.click());
    await expectTitles((await serverTasks({ sort: 'title', order: 'desc' })).items);
  });

  it('page size and next page change the offset and the range', async () => {
    await openList();
    const { total } = await serverTasks({});
    const list = page.locator('bo-task-list');
    await listRequestAfter({ limit: '50', offset: '0' }, async () => {
      await list.getByLabel('Rows per page').selectOption('50');
    });
    await expect.poll(() => range().textContent()).toBe(`1–50 of ${total}`);
    await listRequestAfter({ limit: '50', offset: '50' }, () =>
      list.getByRole('button', { name: 'Next page' }).click(),
    );
    await expectTitles((await serverTasks({ limit: '50', offset: '50' })).items);
    await expect.poll(() => range().textContent()).toBe(`51–100 of ${total}`);
  });

  it('a created task appears at the top of the list', async () => {
    await openList();
    const list = page.locator('bo-task-list');
    await list.getByRole('button', { name: 'New task' }).click();
    const dialog = list.getByRole('dialog', { name: 'New task' });
    await dialog.getByRole('button', { name: 'Create task' }).click();
    await expect.poll(() => dialog.getByText('Enter a title.').count()).toBe(1);

    await dialog.getByLabel('Title').fill('Check the flagged giveaway post');
    await dialog.getByLabel('Description').fill('Reported twice today.');
    await dialog.getByLabel('Priority').selectOption('urgent');
    await dialog.getByLabel('Assignee').selectOption({ label: 'Eddie Editor' });
    const [post] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/tasks')),
      dialog.getByRole('button', { name: 'Create task' }).click(),
    ]);
    expect(post.postDataJSON()).toMatchObject({
      title: 'Check the flagged giveaway post',
      priority: 'urgent',
    });
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(async () => (await rows().first().locator('td').allTextContents()).slice(1))
      .toEqual([
        'Check the flagged giveaway post',
        'Open',
        'Urgent',
        'Eddie Editor',
        '—',
        expect.any(String),
      ]);
    const { total } = await serverTasks({});
    await expect.poll(() => range().textContent()).toBe(`1–20 of ${total}`);
    const changes = (await events('bo-change')) as { resource: string; action: string }[];
    expect(changes.at(-1)).toMatchObject({ resource: 'tasks', action: 'create' });
  });

  it('opening a row shows the task; a new review appears first', async () => {
    await openList();
    const first = (await serverTasks({})).items[0]!;
    await rows().first().click();
    const drawer = page.locator('bo-task-list').getByRole('dialog', { name: first.title });
    await drawer.waitFor();
    expect(await events('bo-task-select')).toContainEqual({ uuid: first.uuid });

    await drawer.getByLabel('Verdict').selectOption('approved');
    await drawer.getByLabel('Comment').fill('Source link checked, fine to publish.');
    await drawer.getByRole('button', { name: 'Add review' }).click();
    const reviews = drawer.locator('ol > li');
    await expect.poll(() => reviews.first().textContent()).toContain('Source link checked');
    expect(await reviews.first().textContent()).toContain('Approved');
    const stored = await serverList<TaskReview>(`/tasks/${first.uuid}/reviews`, {});
    expect(stored.items[0]?.comment).toBe('Source link checked, fine to publish.');
    await expect.poll(() => drawer.getByLabel('Comment').inputValue()).toBe('');
    // The toast that confirms it stands beside the drawer, not over its Close button: a trial
    // click fails when something else would receive it.
    await page.locator('bo-task-list .fui-Toast').getByText('Review added').waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click({ trial: true, timeout: 1_000 });
    // Screen readers hear it too: the toaster's live regions stay in the accessibility tree
    // while the open drawer hides the rest of the element.
    expect(await hiddenAncestors(drawer)).toEqual([]);
    const liveRegions = page.locator(
      'bo-task-list .fui-AriaLive__assertive, bo-task-list .fui-AriaLive__polite',
    );
    expect(await liveRegions.count()).toBe(2);
    for (const region of await liveRegions.all()) expect(await hiddenAncestors(region)).toEqual([]);
    expect(await hiddenAncestors(page.locator('bo-task-list table'))).not.toEqual([]);
    await screenshot(page, 'task-list-drawer');
  });

  it("the review form's text area comes when the drawer opens, and the form then works", async () => {
    await withChunkHeld(/\/textarea-field-[^/]+\.js$/, async (release) => {
      await openList();
      const first = (await serverTasks({})).items[0]!;
      await rows().first().click();
      const drawer = page.locator('bo-task-list').getByRole('dialog', { name: first.title });
      await drawer.waitFor();
      // Opened before its code is here: the verdict shows, the text area follows.
      await drawer.getByLabel('Verdict').waitFor();
      expect(await drawer.getByLabel('Comment').count()).toBe(0);
      release();
      await drawer.getByLabel('Comment').fill('Checked after the text area arrived.');
      await drawer.getByRole('button', { name: 'Add review' }).click();
      await expect
        .poll(() => drawer.locator('ol > li').first().textContent())
        .toContain('Checked after the text area arrived.');
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.count()).toBe(0);
    });
  });

  describe('a row checkbox used before its code arrives', () => {
    const code = /\/selection-cell-[^/]+\.js$/;
    const fluentCheckbox = (row: ReturnType<typeof rows>) => row.locator('.fui-Checkbox');

    it('the first click selects the row, and the checkbox shows it when it comes', async () => {
      await withChunkHeld(code, async (release) => {
        await openList();
        const row = rows().first();
        await row.getByRole('checkbox', { name: 'Select row' }).click();
        await expect.poll(() => row.getAttribute('aria-selected')).toBe('true');
        // The click came before the checkbox code: the cell still holds its stand-in.
        expect(await fluentCheckbox(row).count()).toBe(0);
        release();
        await fluentCheckbox(row).waitFor();
        expect(await row.getByRole('checkbox', { name: 'Select row' }).isChecked()).toBe(true);
        expect(await row.getAttribute('aria-selected')).toBe('true');
        // Selecting is not opening.
        expect(await page.locator('bo-task-list').getByRole('dialog').count()).toBe(0);
      });
    });

    it('a stand-in is a checkbox of the same name and state as the one that replaces it', async () => {
      await withChunkHeld(code, async (release) => {
        await openList();
        const list = page.locator('bo-task-list');
        const boxes = () => list.locator('table').ariaSnapshot();
        // Selected, one row: that row's box checked, the header's mixed, the others not.
        await rows().first().getByRole('checkbox', { name: 'Select row' }).click();
        await expect.poll(() => rows().first().getAttribute('aria-selected')).toBe('true');
        expect(await list.locator('.fui-Checkbox').count()).toBe(0);
        const standIns = await boxes();
        expect(standIns).toContain('checkbox "Select row" [checked]');
        expect(standIns).toContain('[checked=mixed]');
        release();
        await expect.poll(() => list.locator('.fui-Checkbox').count()).toBeGreaterThan(1);
        expect(await boxes()).toBe(standIns);
      });
    });

    it('Space selects the row, and the keyboard focus moves onto the checkbox when it comes', async () => {
      await withChunkHeld(code, async (release) => {
        await openList();
        const row = rows().first();
        await row.getByRole('checkbox', { name: 'Select row' }).focus();
        await page.keyboard.press('Space');
        await expect.poll(() => row.getAttribute('aria-selected')).toBe('true');
        expect(await fluentCheckbox(row).count()).toBe(0);
        release();
        await fluentCheckbox(row).waitFor();
        const focusedInCheckbox = () =>
          page.evaluate(() => {
            const active = document.querySelector('bo-task-list')?.shadowRoot?.activeElement;
            return active?.tagName === 'INPUT' && active.closest('.fui-Checkbox') !== null;
          });
        await expect.poll(focusedInCheckbox).toBe(true);
        // The next Space reaches the checkbox itself.
        await page.keyboard.press('Space');
        await expect.poll(() => row.getAttribute('aria-selected')).toBe('false');
      });
    });
  });

  it('changing the status in the drawer saves it and updates the row', async () => {
    await openList();
    const first = (await serverTasks({})).items[0]!;
    const next = first.status === 'done' ? 'cancelled' : 'done';
    const label = next === 'done' ? 'Done' : 'Cancelled';
    await rows().first().click();
    const drawer = page.locator('bo-task-list').getByRole('dialog', { name: first.title });
    const [patch] = await Promise.all([
      page.waitForRequest(
        (r) => r.method() === 'PATCH' && r.url().endsWith(`/tasks/${first.uuid}`),
      ),
      drawer.getByLabel('Status').selectOption(next),
    ]);
    expect(patch.postDataJSON()).toEqual({ status: next });
    await expect
      .poll(() => page.locator('bo-task-list').getByText(`Status set to ${label}`).count())
      .toBe(1);
    expect((await serverTasks({})).items[0]?.status).toBe(next);
    await page.keyboard.press('Escape');
    await expect.poll(() => rows().first().locator('td').nth(2).textContent()).toBe(label);
    const changes = (await events('bo-change')) as {
      resource: string;
      action: string;
      item: Task;
    }[];
    expect(changes.at(-1)).toMatchObject({
      resource: 'tasks',
      action: 'update',
      item: { status: next },
    });
  });

  it('bulk: the selected tasks are marked done in one request, then deleted after a confirmation', async () => {
    const token = `bulk${Date.now().toString(36)}`;
    const made: Task[] = [];
    for (const n of [1, 2, 3]) made.push(await createTask({ title: `${token} task ${n}` }));
    await openList();
    const list = page.locator('bo-task-list');
    await listRequestAfter({ q: token }, async () => {
      await list.getByRole('searchbox', { name: 'Search' }).fill(token);
    });
    await expect.poll(() => rows().count()).toBe(3);
    await list.getByRole('checkbox', { name: 'Select all rows on this page' }).click();
    const bar = list.getByRole('toolbar', { name: 'Bulk actions' });
    await bar.getByText('3 selected').waitFor();

    const [done] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/tasks/bulk')),
      bar.getByRole('button', { name: 'Mark done' }).click(),
    ]);
    expect(done.postDataJSON()).toEqual({
      action: 'update',
      uuids: expect.arrayContaining(made.map((task) => task.uuid)),
      change: { status: 'done' },
    });
    await list.locator('.fui-Toast', { hasText: '3 updated' }).first().waitFor();
    await expect
      .poll(() => rows().locator('td:nth-child(3)').allTextContents())
      .toEqual(['Done', 'Done', 'Done']);
    expect((await serverTasks({ q: token, status: 'done' })).total).toBe(3);
    const changes = (await events('bo-change')) as { resource: string; action: string }[];
    expect(changes.at(-1)).toMatchObject({ resource: 'tasks', action: 'update' });

    // Delete asks first; cancelling keeps every task and the selection.
    await list.getByRole('checkbox', { name: 'Select all rows on this page' }).click();
    await bar.getByRole('button', { name: 'Delete' }).click();
    const ask = list.getByRole('alertdialog', { name: 'Delete 3 items?' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect((await serverTasks({ q: token })).total).toBe(3);
    await bar.getByRole('button', { name: 'Delete' }).click();
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await list.locator('.fui-Toast', { hasText: '3 deleted' }).first().waitFor();
    expect((await serverTasks({ q: token })).total).toBe(0);
    await expect.poll(() => rows().count()).toBe(0);
  });

  it('exports the filtered tasks as CSV, and a hidden column stays hidden after a reload', async () => {
    const expected = await serverTasks({ status: 'review' });
    await openList();
    const list = page.locator('bo-task-list');
    await listRequestAfter({ status: 'review' }, async () => {
      await list.getByRole('combobox', { name: 'Status' }).selectOption('review');
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      list.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tasks-\d{4}-\d{2}-\d{2}\.csv$/);
    let csv = '';
    for await (const chunk of await download.createReadStream()) csv += chunk.toString();
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toContain('title');
    expect(lines.length - 1).toBe(expected.total);

    const header = () => list.locator('thead th').allTextContents();
    expect((await header()).join('|')).toContain('Priority');
    await list.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Priority' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await header()).join('|')).not.toContain('Priority');
    await openList();
    expect((await header()).join('|')).not.toContain('Priority');
    expect(await page.evaluate(() => localStorage.getItem('bo_columns:tasks'))).toContain(
      'priority',
    );
    await page.evaluate(() => localStorage.removeItem('bo_columns:tasks'));
  });

  it('works with the keyboard alone: search, move to a row, open, close', async () => {
    await openList();
    const focused = () =>
      page.evaluate(() => {
        const active = document.querySelector('bo-task-list')?.shadowRoot?.activeElement;
        return {
          tag: active?.tagName.toLowerCase() ?? '',
          type: active?.getAttribute('type') ?? '',
          row: active?.getAttribute('data-row-index') ?? null,
          text: active?.textContent ?? '',
        };
      });
    for (let i = 0; i < 10 && (await focused()).type !== 'search'; i += 1)
      await page.keyboard.press('Tab');
    expect((await focused()).type).toBe('search');
    await listRequestAfter({ q: 'review' }, () => page.keyboard.type('review'));
    const reply = await serverTasks({ q: 'review' });
    await expectTitles(reply.items);

    for (let i = 0; i < 40 && (await focused()).row === null; i += 1)
      await page.keyboard.press('Tab');
    expect((await focused()).row).toBe('0');
    await page.keyboard.press('ArrowDown');
    expect((await focused()).row).toBe('1');
    await page.keyboard.press('Enter');
    const second = reply.items[1]!;
    const drawer = page.locator('bo-task-list').getByRole('dialog', { name: second.title });
    await drawer.waitFor();
    expect(await events('bo-task-select')).toContainEqual({ uuid: second.uuid });
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(async () => (await focused()).row).toBe('1');
  });
});
