// Status moves of orders and messages: the allowed ones pass, every other is 409 INVALID_TRANSITION,
// and refund and publish need their own permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_STATUSES, ORDER_STATUSES } from '../../src/resources/enums';
import { DEFAULT_ROLE_PERMISSIONS } from '../../src/resources/permission-codes';
import { BACKENDS, type Item, type TestApp, startTestApp } from './harness';

const ORDER_MOVES = new Set([
  'pending>paid',
  'paid>in_progress',
  'in_progress>completed',
  'pending>cancelled',
  'paid>cancelled',
  'paid>refunded',
  'completed>refunded',
]);
const MESSAGE_MOVES = new Set([
  'new>approved',
  'new>rejected',
  'approved>published',
  'approved>rejected',
  'rejected>approved',
  'failed>approved',
]);

describe.each(BACKENDS)('status transitions on %s', (backend) => {
  let t: TestApp;
  let sa: string;
  let buyer: string;
  let source: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    sa = await t.login('SA');
    buyer = (await t.getOk('/api/v1/buyers?limit=1', sa)).items[0]!.uuid;
    source = (await t.getOk('/api/v1/sources?limit=1', sa)).items[0]!.uuid;
  });
  afterAll(() => t.close());

  const order = async (status: string, token = sa) =>
    (
      await t.call<Item>('POST', '/api/v1/orders', {
        token,
        payload: { buyer_uuid: buyer, amount: 1000, status },
      })
    ).body;
  const message = async (status: string) =>
    (
      await t.call<Item>('POST', '/api/v1/messages', {
        token: sa,
        payload: { source_uuid: source, text: `moving ${status}`, status },
      })
    ).body;

  it('orders move only along the allowed transitions', async () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const created = await order(from);
        const res = await t.call<Item>('PATCH', `/api/v1/orders/${created.uuid}`, {
          token: sa,
          payload: { status: to },
        });
        if (from === to || ORDER_MOVES.has(`${from}>${to}`)) {
          expect(res.status, `${from} -> ${to}`).toBe(200);
          expect(res.body.status).toBe(to);
        } else {
          expect(res.status, `${from} -> ${to}`).toBe(409);
          expect(res.body).toEqual({
            error: {
              code: 'INVALID_TRANSITION',
              message: `An order cannot move from ${from} to ${to}`,
            },
          });
        }
      }
    }
  });

  it('messages move only along the allowed transitions', async () => {
    for (const from of MESSAGE_STATUSES) {
      for (const to of MESSAGE_STATUSES) {
        const created = await message(from);
        const res = await t.call<Item>('PATCH', `/api/v1/messages/${created.uuid}`, {
          token: sa,
          payload: { status: to },
        });
        const allowed = from === to || MESSAGE_MOVES.has(`${from}>${to}`);
        expect(res.status, `${from} -> ${to}`).toBe(allowed ? 200 : 409);
        if (!allowed) expect(res.body).toMatchObject({ error: { code: 'INVALID_TRANSITION' } });
      }
    }
  });

  it('publishing stamps published_at', async () => {
    const approved = await message('approved');
    const res = await t.call<Item>('PATCH', `/api/v1/messages/${approved.uuid}`, {
      token: sa,
      payload: { status: 'published' },
    });
    expect(Date.parse(String(res.body.published_at))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a refund needs orders.refund, which ADMIN lacks', async () => {
    const admin = await t.login('ADMIN');
    const paid = await order('paid');
    const refused = await t.call('PATCH', `/api/v1/orders/${paid.uuid}`, {
      token: admin,
      payload: { status: 'refunded' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: { code: 'FORBIDDEN', permission: 'orders.refund' },
    });
    const created = await t.call('POST', '/api/v1/orders', {
      token: admin,
      payload: { buyer_uuid: buyer, amount: 1, status: 'refunded' },
    });
    expect(created.status).toBe(403);
    const bulk = await t.call<{ results: Item[] }>('POST', '/api/v1/orders/bulk', {
      token: admin,
      payload: { action: 'update', uuids: [paid.uuid], change: { status: 'refunded' } },
    });
    expect(bulk.body.results[0]).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', permission: 'orders.refund' },
    });
    const bySa = await t.call<Item>('PATCH', `/api/v1/orders/${paid.uuid}`, {
      token: sa,
      payload: { status: 'refunded' },
    });
    expect(bySa.body.status).toBe('refunded');
  });

  it('publishing needs messages.publish', async () => {
    const admin = await t.login('ADMIN');
    const roles = await t.getOk('/api/v1/sys/roles', sa);
    const adminRole = roles.items.find((role) => role.code === 'ADMIN')!;
    const set = (permissions: readonly string[]) =>
      t.call('PUT', `/api/v1/sys/roles/${adminRole.uuid}/permissions`, {
        token: sa,
        payload: { permissions },
      });
    const approved = await message('approved');
    await set(DEFAULT_ROLE_PERMISSIONS.ADMIN.filter((code) => code !== 'messages.publish'));
    const refused = await t.call('PATCH', `/api/v1/messages/${approved.uuid}`, {
      token: admin,
      payload: { status: 'published' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { permission: 'messages.publish' } });
    await set(DEFAULT_ROLE_PERMISSIONS.ADMIN);
    const allowed = await t.call('PATCH', `/api/v1/messages/${approved.uuid}`, {
      token: admin,
      payload: { status: 'published' },
    });
    expect(allowed.status).toBe(200);
  });
});
