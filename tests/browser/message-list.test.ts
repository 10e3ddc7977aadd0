// <bo-message-list> in Chromium against the reference server: the list defaults, every filter (its request
// and the server's rows), a media thumbnail and the gallery's large photo (the drawer behind it hidden from
// assistive tech), a video that plays, an allowed status move and one the server refuses (409 shown),
// "Create task about this message" creating a task linked to it, and bulk approve and reject (on the
// selected rows, and on all matching the filter).
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

/** The element or one of its ancestors, across shadow roots, is out of the accessibility tree. */
const hiddenFromAssistiveTech = (node: Element) => {
  for (let at: Element | null = node; at; ) {
    if (at.getAttribute('aria-hidden') === 'true' || (at as HTMLElement).inert) return true;
    const root = at.getRootNode();
    at = at.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
  }
  return false;
};

/**
 * Waits (frame by frame) for the focus to be in a dialog that does not hold `node`, then says
 * whether `node` is out of the accessibility tree at that moment: a modal layer must hide the rest
 * as it takes over, not later.
 */
const hiddenOnceAnotherDialogHasFocus = (node: Element) =>
  new Promise<boolean>((resolve) => {
    const check = () => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      const dialog = active?.closest('[role="dialog"]');
      if (!dialog || dialog.contains(node)) {
        requestAnimationFrame(check);
        return;
      }
      for (let at: Element | null = node; at; ) {
        if (at.getAttribute('aria-hidden') === 'true' || (at as HTMLElement).inert) {
          resolve(true);
          return;
        }
        const root = at.getRootNode();
        at = at.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
      }
      resolve(false);
    };
    check();
  });

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
    // Only the drawer is open: its Close is the one button of that name.
    const drawerClose = list().getByRole('button', { name: 'Close', exact: true });
    await expect.poll(() => drawerClose.count()).toBe(1);
    const drawerCloseHandle = await drawerClose.elementHandle();
    const hiddenAsTheGalleryOpens = drawerCloseHandle!.evaluate(hiddenOnceAnotherDialogHasFocus);
    await list().getByRole('button', { name: 'Open photo 1 large' }).click();
    expect(await hiddenAsTheGalleryOpens).toBe(true);
    const large = list().locator('[data-large-photo]');
    const photo = withPhoto.media[0]!;
    await expect
      .poll(() => list().locator('[data-message-text]').textContent())
      .toBe(withPhoto.text);
    await expect
      .poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(photo.width);
    await screenshot(page, 'message-gallery');
    // The gallery is modal: the drawer behind it, and its Close, are out of the accessibility
    // tree until it closes, so the dialog's Close is the only one a screen reader finds.
    await expect.poll(() => drawerCloseHandle!.evaluate(hiddenFromAssistiveTech)).toBe(true);
    await expect.poll(() => drawerClose.count()).toBe(1);
    const media = list().getByRole('dialog', { name: 'Media' });
    await media.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => media.count()).toBe(0);
    await expect.poll(() => drawerCloseHandle!.evaluate(hiddenFromAssistiveTech)).toBe(false);
  });

  it('plays a video of a message in the drawer', async () => {
    await openList();
    await listRequestAfter({ onlyWithMedia: 'true' }, () =>
      list().getByRole('switch', { name: 'Only with media' }).click(),
    );
    const withMedia = (await serverMessages({ onlyWithMedia: 'true' })).items;
    await expectRows(withMedia);
    const index = withMedia.findIndex((m) => m.media.some((item) => item.type === 'video'));
    expect(index, 'a message with a video on the first page').toBeGreaterThanOrEqual(0);
    const clip = withMedia[index]!.media.find((item) => item.type === 'video')!;
    await rows().nth(index).locator('td:nth-child(2)').click();
    const video = list().locator('[data-media-file="video"] video').first();
    await video.waitFor();
    expect(await video.getAttribute('src')).toBe(clip.url);
    // Its metadata loads without a click: the player shows its length and first frame.
    await expect
      .poll(() => video.evaluate((node: HTMLVideoElement) => node.readyState))
      .toBeGreaterThanOrEqual(1);
    const metadata = await video.evaluate((node: HTMLVideoElement) => ({
      duration: node.duration,
      size: [node.videoWidth, node.videoHeight],
      error: node.error?.message ?? null,
    }));
    expect(metadata.error).toBeNull();
    expect(metadata.duration).toBeGreaterThan(0);
    expect(Number.isFinite(metadata.duration)).toBe(true);
    expect(metadata.size).toEqual([clip.width, clip.height]);
    // And it plays: frames are decoded and the time moves (muted, as autoplay rules want).
    await video.evaluate(async (node: HTMLVideoElement) => {
      node.muted = true;
      await node.play();
    });
    await expect
      .poll(() =>
        video.evaluate((node: HTMLVideoElement) => node.getVideoPlaybackQuality().totalVideoFrames),
      )
      .toBeGreaterThan(1);
    expect(await video.evaluate((node: HTMLVideoElement) => node.currentTime)).toBeGreaterThan(0);
    await screenshot(page, 'message-video');
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

  const bulkBar = () => list().getByRole('toolbar', { name: 'Bulk actions' });
  const statusOf = async (uuid: string) => (await api<Message>(`/messages/${uuid}`)).status;
  const statusCell = (index: number) => rows().nth(index).locator('td:nth-child(5)');
  const isBulk = (response: { url(): string; request(): Request }) =>
    response.request().method() === 'POST' && response.url().endsWith('/api/v1/messages/bulk');

  it('approves the selected messages, and rejects others after a confirmation', async () => {
    await openList();
    const first = (await serverMessages({})).items;
    await expectRows(first);
    const fresh = first.flatMap((message, index) => (message.status === 'new' ? [index] : []));
    expect(fresh.length, 'new messages on the first page').toBeGreaterThanOrEqual(4);
    const select = async (indexes: number[]) => {
      for (const index of indexes)
        await rows().nth(index).getByRole('checkbox', { name: 'Select row' }).click();
      await expect.poll(() => bulkBar().textContent()).toContain(`${indexes.length} selected`);
    };

    const approving = fresh.slice(0, 2);
    await select(approving);
    const [approved] = await Promise.all([
      page.waitForResponse(isBulk),
      bulkBar().getByRole('button', { name: 'Approve', exact: true }).click(),
    ]);
    expect(approved.status()).toBe(200);
    expect(approved.request().postDataJSON()).toEqual({
      action: 'update',
      uuids: approving.map((index) => first[index]!.uuid),
      change: { status: 'approved' },
    });
    for (const index of approving) {
      expect(await statusOf(first[index]!.uuid)).toBe('approved');
      await expect.poll(() => statusCell(index).textContent()).toBe('Approved');
    }
    await expect.poll(() => list().getByText('2 updated').count()).toBeGreaterThan(0);
    await expect.poll(() => bulkBar().count()).toBe(0);

    // Rejecting is destructive: asked first, in danger colours; Cancel keeps the selection.
    const rejecting = fresh.slice(2, 4);
    await select(rejecting);
    const reject = () => bulkBar().getByRole('button', { name: 'Reject', exact: true }).click();
    const confirmation = list().getByRole('alertdialog', { name: 'Reject 2 items?' });
    await reject();
    await confirmation.waitFor();
    expect(
      await confirmation.getByRole('button', { name: 'Reject' }).getAttribute('data-bo-part'),
    ).toBe('button-danger');
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirmation.count()).toBe(0);
    for (const index of rejecting) expect(await statusOf(first[index]!.uuid)).toBe('new');
    await expect.poll(() => bulkBar().textContent()).toContain('2 selected');

    await reject();
    const [rejected] = await Promise.all([
      page.waitForResponse(isBulk),
      confirmation.getByRole('button', { name: 'Reject' }).click(),
    ]);
    expect(rejected.status()).toBe(200);
    for (const index of rejecting) {
      expect(await statusOf(first[index]!.uuid)).toBe('rejected');
      await expect.poll(() => statusCell(index).textContent()).toBe('Rejected');
    }
    await expect.poll(() => bulkBar().count()).toBe(0);
  });

  it('approves every message matching the filter, beyond the page', async () => {
    await openList();
    await listRequestAfter({ status: 'new' }, async () => {
      await list().getByLabel('Status', { exact: true }).selectOption('new');
    });
    const before = await serverMessages({ status: 'new' });
    expect(before.total, 'more new messages than a page').toBeGreaterThan(before.items.length);
    await expectRows(before.items);
    await list().getByRole('checkbox', { name: 'Select all rows on this page' }).click();
    await expect.poll(() => bulkBar().textContent()).toContain(`${before.items.length} selected`);
    // Counts read as numbers do in English: 1,234.
    const total = before.total.toLocaleString('en-US');
    await bulkBar()
      .getByRole('button', { name: `Select all ${total} matching the filter` })
      .click();
    await expect
      .poll(() => bulkBar().textContent())
      .toContain(`All ${total} matching the filter are selected`);
    const [approved] = await Promise.all([
      page.waitForResponse(isBulk),
      bulkBar().getByRole('button', { name: 'Approve', exact: true }).click(),
    ]);
    expect(approved.status()).toBe(200);
    const body = approved.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ action: 'update', change: { status: 'approved' } });
    expect(body).not.toHaveProperty('uuids');
    expect(body.filter).toMatchObject({ status: 'new' });
    expect((await serverMessages({ status: 'new' })).total).toBe(0);
    for (const message of before.items) expect(await statusOf(message.uuid)).toBe('approved');
    // The screen asks again: nothing new is left.
    await expect.poll(() => rows().count()).toBe(0);
    await expect.poll(() => list().getByText(`${total} updated`).count()).toBeGreaterThan(0);
  });
});
