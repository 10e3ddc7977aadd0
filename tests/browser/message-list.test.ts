// <bo-message-list> in Chromium against the reference server: the list defaults, every filter (its request
// and the server's rows), a media thumbnail and the gallery's large photo, an allowed status move and one the
// server refuses (409 shown), and "Create task about this message" creating a task linked to it.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, Source, Task } from '../../src/resources/schemas';
import {
  launchBrowser,
  loginThroughApi,
  type Stack,
  type StoredAuth,
  screenshot,
  seedAuthBeforeLoad,
  startStack,
} from './harness';

let stack: Stack;
let browser: Browser;
let page: Page;
let auth: StoredAuth;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  auth = await loginThroughApi(stack.baseUrl, 'admin@example.com', 'admin-password');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await seedAuthBeforeLoad(context, auth);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(new URL(`/api/v1${path}`, stack.baseUrl), {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${auth.accessToken}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  expect(response.status, path).toBeLessThan(300);
  return (await response.json()) as T;
}

const serverMessages = (query: Record<string, string>) =>
  api<{ items: Message[]; total: number }>(
    `/messages?${new URLSearchParams({ limit: '20', order: 'desc', withCount: 'true', ...query })}`,
  );

function isMessageList(request: Request, expected: Record<string, string>): boolean {
  const url = new URL(request.url());
  if (request.method() !== 'GET' || url.pathname !== '/api/v1/messages') return false;
  return Object.entries(expected).every(([name, value]) => url.searchParams.get(name) === value);
}

async function listRequestAfter(
  expected: Record<string, string>,
  action: () => Promise<void>,
): Promise<URLSearchParams> {
  const [request] = await Promise.all([
    page.waitForRequest((candidate) => isMessageList(candidate, expected)),
    action(),
  ]);
  await request.response();
  return new URL(request.url()).searchParams;
}

const list = () => page.locator('bo-message-list');
const rows = () => page.locator('bo-message-list tbody tr[data-row-index]');
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The rows show the server's messages, in order (their excerpts' first words). */
async function expectRows(items: readonly Message[]): Promise<void> {
  await expect
    .poll(async () =>
      (await rows().locator('td:nth-child(2)').allTextContents()).map((t) => flat(t).slice(0, 30)),
    )
    .toEqual(items.map((item) => flat(item.text).slice(0, 30)));
}

async function openList(): Promise<void> {
  await listRequestAfter({ limit: '20', order: 'desc' }, async () => {
    await page.goto(new URL('/demo/message-list.html', stack.baseUrl).href);
  });
  await rows().first().waitFor();
}

describe('<bo-message-list>', () => {
  it('asks for 20 newest first and narrows by every filter', async () => {
    await openList();
    await expectRows((await serverMessages({})).items);
    const all = await serverMessages({});
    const sources = await api<{ items: Source[] }>('/sources?limit=100');
    const source = sources.items.find((item) =>
      all.items.some((m) => m.source_uuid === item.uuid),
    )!;
    const word = flat(all.items[0]!.text)
      .split(' ')
      .find((part) => part.length > 4)!;
    const select = (label: string, option: string | { label: string }) => async () => {
      await list().getByLabel(label, { exact: true }).selectOption(option);
    };
    const fill = (label: string, value: string) => () =>
      list().getByLabel(label, { exact: true }).fill(value);
    // The source filter is a reference picker: type part of the name, choose it by name.
    const pick = (label: string, name: string) => async () => {
      await list().getByRole('combobox', { name: label }).fill(name.slice(0, 6));
      await list().getByRole('option', { name, exact: true }).click();
    };
    const filters: [Record<string, string>, ...(() => Promise<void>)[]][] = [
      [{ q: word }, fill('Search', word)],
      [{ status: 'approved' }, select('Status', 'approved')],
      [{ source_uuid: source.uuid }, pick('Source', source.title)],
      [
        { onlyWithMedia: 'true' },
        () => list().getByRole('switch', { name: 'Only with media' }).click(),
      ],
      [
        { from: '2025-05-01', to: '2025-05-20' },
        fill('Received: From', '2025-05-01'),
        fill('Received: To', '2025-05-20'),
      ],
    ];
    for (const [expected, ...actions] of filters) {
      let query = new URLSearchParams();
      for (const action of actions) query = await listRequestAfter({ offset: '0' }, action);
      expect(Object.fromEntries(query)).toMatchObject(expected);
      const reply = await serverMessages(expected);
      expect(reply.items.length, JSON.stringify(expected)).toBeGreaterThan(0);
      expect(reply.total).toBeLessThan(all.total);
      await expectRows(reply.items);
      await listRequestAfter({}, () =>
        list().getByRole('button', { name: 'Reset filters' }).click(),
      );
    }
  });

  it('shows lazy thumbnails of their size and opens a photo large from the gallery', async () => {
    await openList();
    await listRequestAfter({ onlyWithMedia: 'true' }, () =>
      list().getByRole('switch', { name: 'Only with media' }).click(),
    );
    const withMedia = (await serverMessages({ onlyWithMedia: 'true' })).items;
    await expectRows(withMedia);
    const index = withMedia.findIndex((m) => m.media[0]?.type === 'photo');
    const withPhoto = withMedia[index]!;
    const thumb = rows().nth(index).locator('[data-thumbnails] img').first();
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await thumb.getAttribute('loading')).toBe('lazy');
    expect(await thumb.getAttribute('width')).toBe('40');
    expect(await thumb.getAttribute('src')).toMatch(/^\/api\/v1\/media\//);
    await rows().nth(index).locator('td:nth-child(2)').click();
    await list().locator('[data-gallery]').waitFor();
    await list().getByRole('button', { name: 'Open photo 1 large' }).click();
    const large = list().locator('[data-large-photo]');
    const photo = withPhoto.media[0]!;
    await expect
      .poll(() => list().locator('[data-message-text]').textContent())
      .toBe(withPhoto.text);
    await expect
      .poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(photo.width);
    await screenshot(page, 'message-gallery');
    await list().getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('approves a new message and shows the 409 of a move the server refuses', async () => {
    await openList();
    await listRequestAfter({ status: 'new' }, async () => {
      await list().getByLabel('Status', { exact: true }).selectOption('new');
    });
    const fresh = (await serverMessages({ status: 'new' })).items;
    // The first: an allowed move.
    await rows().nth(0).locator('td:nth-child(2)').click();
    const drawer = list().getByRole('dialog');
    const [approved] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && r.url().includes(fresh[0]!.uuid),
      ),
      drawer.getByRole('button', { name: 'Approve', exact: true }).click(),
    ]);
    expect(approved.status()).toBe(200);
    expect((await api<Message>(`/messages/${fresh[0]!.uuid}`)).status).toBe('approved');
    await screenshot(page, 'message-drawer');
    // Approved, it leaves the list of new messages (and the drawer closes with it).
    await expect
      .poll(async () =>
        flat((await rows().first().locator('td:nth-child(2)').textContent()) ?? '').slice(0, 30),
      )
      .toBe(flat(fresh[1]!.text).slice(0, 30));
    // The second moves on elsewhere (approved, then published) while this screen still shows it new.
    const stale = fresh[1]!;
    await api(`/messages/${stale.uuid}`, { method: 'PATCH', body: { status: 'approved' } });
    await api(`/messages/${stale.uuid}`, { method: 'PATCH', body: { status: 'published' } });
    await rows().nth(0).locator('td:nth-child(2)').click();
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(stale.uuid)),
      list().getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click(),
    ]);
    expect(refused.status()).toBe(409);
    const { error } = (await refused.json()) as { error: { message: string } };
    await expect.poll(() => list().getByText(error.message).count()).toBeGreaterThan(0);
    expect((await api<Message>(`/messages/${stale.uuid}`)).status).toBe('published');
  });

  it('creates a task about a message from its drawer', async () => {
    await openList();
    const first = (await serverMessages({})).items[0]!;
    await rows().nth(0).locator('td:nth-child(2)').click();
    await list().getByRole('button', { name: 'Create task about this message' }).click();
    const dialog = list().getByRole('dialog', { name: 'New task' });
    await expect.poll(() => dialog.getByLabel('Title').inputValue()).toMatch(/^About message: /);
    const [created] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/tasks'),
      ),
      dialog.getByRole('button', { name: 'Create task' }).click(),
    ]);
    expect(created.status()).toBe(201);
    const task = (await created.json()) as Task;
    expect(task.message_uuid).toBe(first.uuid);
    const linked = await api<{ items: Task[] }>(`/tasks?message_uuid=${first.uuid}`);
    expect(linked.items.map((item) => item.uuid)).toContain(task.uuid);
  });
});
