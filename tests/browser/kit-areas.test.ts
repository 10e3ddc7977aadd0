// Orders, users and buyers in Chromium against the reference server: a confirmed status move, a
// stale move refused with 409, the buyer filter, block and unblock, bulk block on "all matching",
// and the buyer drawer's latest orders. Each test makes its own records through the API first.
import { describe, expect, it } from 'vitest';
import type { Buyer, ListReply, Order, User } from '../../src/resources/schemas';
import { stackPerFile } from './support/file-stack';
import { type AreaPage, kitArea, rowAction, rowOf, search, unique } from './support/kit-area';
import { confirm, requestTo, toast } from './support/page-parts';

/** The test's area page (its tab closes after the test). */
let area: AreaPage;

const files = stackPerFile();
const { api, open } = kitArea(files);

const newBuyer = (name: string) =>
  api<Buyer>('/buyers', 'POST', { name, email: `${unique('b')}@example.com` });
const newOrder = (buyer: Buyer, note: string, amount = 1000) =>
  api<Order>('/orders', 'POST', { buyer_uuid: buyer.uuid, amount, currency: 'USD', note });

/** A pending order of its own buyer, found on the orders page by its unique note. */
async function pendingOrderOnPage(): Promise<{ order: Order; area: AreaPage }> {
  const note = unique('note');
  const order = await newOrder(await newBuyer(unique('Buyer')), note);
  expect(order.status).toBe('pending');
  area = await open('bo-order-list', 'Orders');
  await search(area, note, 1);
  expect(await rowOf(area, order.number).textContent()).toContain('Pending');
  return { order, area };
}

describe('orders', () => {
  it('a move along an allowed transition, confirmed, changes the row and the server record', async () => {
    const { order, area } = await pendingOrderOnPage();
    await rowAction(area, order.number, 'Mark paid');
    const patch = requestTo(area.page, `/orders/${order.uuid}`, 'PATCH');
    await confirm(area.page, `Mark paid: ${order.number}?`, 'Mark paid');
    expect((await patch).postDataJSON()).toEqual({ status: 'paid' });
    await toast(area.page, `Order ${order.number}: Paid`);
    await expect.poll(() => rowOf(area, order.number).textContent()).toContain('Paid');
    expect((await api<Order>(`/orders/${order.uuid}`)).status).toBe('paid');
  });

  it('a stale move is refused with the 409 message and the row shows the true status', async () => {
    const { order, area } = await pendingOrderOnPage();
    // Someone else cancels the order after the page loaded: the page still offers "Mark paid".
    await api(`/orders/${order.uuid}`, 'PATCH', { status: 'cancelled' });
    await rowAction(area, order.number, 'Mark paid');
    await confirm(area.page, `Mark paid: ${order.number}?`, 'Mark paid');
    await toast(area.page, 'An order cannot move from cancelled to paid');
    const row = rowOf(area, order.number);
    await expect.poll(() => row.textContent()).toContain('Cancelled');
    expect(await row.textContent()).not.toContain('Paid');
    expect((await api<Order>(`/orders/${order.uuid}`)).status).toBe('cancelled');
  });

  it('the buyer filter searches buyers by name and sends buyer_uuid', async () => {
    const buyer = await newBuyer(unique('Picked'));
    const placed = [await newOrder(buyer, unique('a')), await newOrder(buyer, unique('b'))];
    area = await open('bo-order-list', 'Orders');
    const picker = area.page.getByRole('search').getByRole('combobox', { name: 'Buyer' });
    await picker.fill(buyer.name.slice(0, -2));
    const request = area.page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/api/v1/orders' && r.url().includes('buyer_uuid='),
    );
    await area.page.getByRole('option', { name: buyer.name, exact: true }).click();
    expect(new URL((await request).url()).searchParams.get('buyer_uuid')).toBe(buyer.uuid);
    await expect.poll(() => area?.rows.count()).toBe(2);
    const shown = await area.rows.allTextContents();
    for (const order of placed) expect(shown.join(' ')).toContain(order.number);
  });

  it("the page's buyer and channel names come from one request each, not one per order", async () => {
    const reads: URL[] = [];
    area = await open('bo-order-list', 'Orders', {
      prepare: async (page) =>
        page.on('request', (request) => {
          if (request.method() === 'GET') reads.push(new URL(request.url()));
        }),
    });
    const [first] = (await api<ListReply<Order>>('/orders?limit=1')).items;
    const buyer = await api<Buyer>(`/buyers/${first!.buyer_uuid}`);
    await expect.poll(() => area?.rows.first().textContent()).toContain(buyer.name);
    const named = (resource: string) =>
      reads.filter(
        (url) => url.pathname === `/api/v1/${resource}` && url.searchParams.has('uuids'),
      );
    const oneByOne = reads.filter((url) =>
      /^\/api\/v1\/(buyers|channels)\/[0-9a-f-]{36}$/.test(url.pathname),
    );
    expect(oneByOne.map((url) => url.pathname)).toEqual([]);
    expect(named('buyers')).toHaveLength(1);
    expect(named('channels')).toHaveLength(1);
    expect(named('buyers')[0]!.searchParams.get('uuids')!.split(',')).toContain(buyer.uuid);
  });
});

const PEOPLE = [
  {
    tag: 'bo-user-list',
    table: 'Users',
    path: '/users',
    create: (name: string) => api<User>('/users', 'POST', { name }),
  },
  {
    tag: 'bo-buyer-list',
    table: 'Buyers',
    path: '/buyers',
    create: (name: string) => newBuyer(name),
  },
] as const;

describe.each(PEOPLE)('$table', ({ tag, table, path, create }) => {
  it('block (confirmed) and unblock one record', async () => {
    const name = unique('Person');
    const record = await create(name);
    area = await open(tag, table);
    await search(area, name, 1);
    const row = rowOf(area, name);

    await rowAction(area, name, 'Block');
    await confirm(area.page, `Block ${name}?`, 'Block');
    await toast(area.page, `Blocked: ${name}`);
    await expect.poll(() => row.textContent()).toContain('Blocked');
    expect((await api<User>(`${path}/${record.uuid}`)).status).toBe('blocked');

    await rowAction(area, name, 'Unblock');
    await confirm(area.page, `Unblock ${name}?`, 'Unblock');
    await toast(area.page, `Unblocked: ${name}`);
    await expect.poll(() => row.textContent()).toContain('Active');
    expect((await api<User>(`${path}/${record.uuid}`)).status).toBe('active');
  });

  it('bulk block on "all matching the filter" sends the filter and says how many', async () => {
    // One more than a page, so "all matching" is more than the rows on screen.
    const token = unique('bulk');
    const count = 21;
    for (let index = 0; index < count; index += 1) await create(`${token} ${index}`);
    area = await open(tag, table);
    await search(area, token, 20);
    await area.page.getByRole('checkbox', { name: 'Select all rows on this page' }).click();
    const bar = area.page.getByRole('toolbar', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: `Select all ${count} matching the filter` }).click();
    await bar.getByText(`All ${count} matching the filter are selected`).waitFor();

    const requests: string[] = [];
    area.page.on('request', (r) => {
      if (new URL(r.url()).pathname === `/api/v1${path}/bulk`) requests.push(r.postData() ?? '');
    });
    const request = requestTo(area.page, `${path}/bulk`, 'POST');
    await bar.getByRole('button', { name: 'Block', exact: true }).click();
    await confirm(area.page, `Block ${count} items?`, 'Block');
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({ action: 'update', filter: { q: token }, change: { status: 'blocked' } });
    await toast(area.page, `${count} updated`);
    expect(requests).toHaveLength(1);
    const blocked = await api<ListReply<User>>(`${path}?q=${token}&status=blocked`);
    expect(blocked.total).toBe(count);
    await expect.poll(() => area?.rows.filter({ hasText: 'Blocked' }).count()).toBe(20);
  });
});

describe('buyers', () => {
  it("the drawer lists the buyer's latest orders", async () => {
    const buyer = await newBuyer(unique('Drawer'));
    const placed = [await newOrder(buyer, unique('c'), 1250), await newOrder(buyer, unique('d'))];
    area = await open('bo-buyer-list', 'Buyers');
    await search(area, buyer.name, 1);
    await rowOf(area, buyer.name).locator('td').nth(1).click();
    const drawer = area.page.getByRole('dialog', { name: buyer.name });
    await drawer.getByRole('heading', { name: 'Latest orders' }).waitFor();
    const list = drawer.getByRole('listitem');
    await expect.poll(() => list.count()).toBe(2);
    const shown = (await list.allTextContents()).join(' ');
    for (const order of placed) expect(shown).toContain(order.number);
    expect(shown).toContain('$12.50');
  });
});
