// Bulk update and delete by uuids or by filter with a result per record, and the streamed CSV export,
// on every list resource through the one generator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '../../src/resources/permission-codes';
import { exportPages } from '../../demo/server/crud/export';
import { tasks } from '../../demo/server/entities/content';
import { BACKENDS, type Item, type TestApp, startTestApp } from './harness';

interface BulkReply {
  results: ({ uuid: string; ok: true } | { uuid: string; ok: false; error: Item })[];
  succeeded: number;
  failed: number;
}

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    i += 1;
    if (quoted && c === '"' && next === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && c === '\r' && next === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}

const RESOURCES = [
  'tasks',
  'channels',
  'categories',
  'messages',
  'sources',
  'users',
  'orders',
  'buyers',
  'links',
  'sys/users',
];

describe.each(BACKENDS)('bulk and export on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await t.login('ADMIN');
  });
  afterAll(() => t.close());

  const bulk = (resource: string, payload: unknown, as = token) =>
    t.call<BulkReply>('POST', `/api/v1/${resource}/bulk`, { token: as, payload });

  async function download(url: string, as = token) {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${as}` },
    });
    return res;
  }

  describe('bulk', () => {
    it('updates the records named by uuid, each with a result', async () => {
      const open = (await t.getOk('/api/v1/tasks?status=open&limit=3', token)).items;
      const res = await bulk('tasks', {
        action: 'update',
        uuids: open.map((task) => task.uuid),
        change: { status: 'done' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        results: open.map((task) => ({ uuid: task.uuid, ok: true })),
        succeeded: 3,
        failed: 0,
      });
      for (const task of open) {
        expect((await t.getOk<Item>(`/api/v1/tasks/${task.uuid}`, token)).status).toBe('done');
      }
    });

    it('a filter changes every matching record', async () => {
      const before = await t.getOk('/api/v1/links?kind=invite&active=true&limit=1', token);
      expect(before.total).toBeGreaterThan(0);
      const res = await bulk('links', {
        action: 'update',
        filter: { kind: 'invite', active: true },
        change: { active: false },
      });
      expect(res.body).toMatchObject({ succeeded: before.total, failed: 0 });
      expect((await t.getOk('/api/v1/links?kind=invite&active=true&limit=1', token)).total).toBe(0);
    });

    it('a record the change does not suit fails alone, named with its error', async () => {
      const pending = (await t.getOk('/api/v1/orders?status=pending&limit=2', token)).items;
      const cancelled = (await t.getOk('/api/v1/orders?status=cancelled&limit=1', token)).items;
      const missing = '00000000-0000-4000-8000-000000000000';
      const uuids = [pending[0]!.uuid, cancelled[0]!.uuid, missing, pending[1]!.uuid];
      const res = await bulk('orders', { action: 'update', uuids, change: { status: 'paid' } });
      expect(res.body.succeeded).toBe(2);
      expect(res.body.failed).toBe(2);
      expect(res.body.results.map((r) => r.uuid)).toEqual(uuids);
      expect(res.body.results[1]).toMatchObject({
        ok: false,
        error: { code: 'INVALID_TRANSITION' },
      });
      expect(res.body.results[2]).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
      expect((await t.getOk<Item>(`/api/v1/orders/${pending[1]!.uuid}`, token)).status).toBe(
        'paid',
      );
    });

    it('a failing database write fails only its record', async () => {
      const a = await t.call<Item>('POST', '/api/v1/sources', {
        token,
        payload: { title: 'Bulk A', kind: 'bot', external_id: 'bulk-a' },
      });
      const b = await t.call<Item>('POST', '/api/v1/sources', {
        token,
        payload: { title: 'Bulk B', kind: 'bot', external_id: 'bulk-b' },
      });
      // Both cannot hold the same unique external_id: the first write wins, the second is a 409.
      const res = await bulk('sources', {
        action: 'update',
        uuids: [a.body.uuid, b.body.uuid],
        change: { external_id: 'bulk-same' },
      });
      expect(res.body.succeeded).toBe(1);
      expect(res.body.results[1]).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    });

    it('deletes by uuid; protected accounts are refused one by one', async () => {
      const made = await Promise.all(
        ['Bulk gone 1', 'Bulk gone 2'].map((name) =>
          t.call<Item>('POST', '/api/v1/categories', { token, payload: { name } }),
        ),
      );
      const res = await bulk('categories', {
        action: 'delete',
        uuids: made.map((m) => m.body.uuid),
      });
      expect(res.body).toMatchObject({ succeeded: 2, failed: 0 });
      expect(
        (await t.call('GET', `/api/v1/categories/${made[0]!.body.uuid}`, { token })).status,
      ).toBe(404);
      const sa = (await t.getOk('/api/v1/sys/users?role=SA&limit=1', token)).items[0]!;
      const refused = await bulk('sys/users', { action: 'delete', uuids: [sa.uuid] });
      expect(refused.body.results[0]).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    });

    it('bad bodies are 400 naming the field', async () => {
      const uuid = (await t.getOk('/api/v1/tasks?limit=1', token)).items[0]!.uuid;
      const cases: [unknown, string][] = [
        [{ action: 'update', change: { status: 'done' } }, 'uuids'],
        [{ action: 'update', uuids: [uuid], filter: {}, change: { status: 'done' } }, 'filter'],
        [{ action: 'update', uuids: [uuid] }, 'change'],
        [{ action: 'update', uuids: [uuid], change: {} }, 'change'],
        [{ action: 'delete', uuids: [uuid], change: { status: 'done' } }, 'change'],
        [{ action: 'archive', uuids: [uuid] }, 'action'],
        [{ action: 'delete', uuids: [] }, 'uuids'],
        [{ action: 'delete', uuids: ['not-a-uuid'] }, 'uuids.0'],
        [{ action: 'delete', filter: { colour: 'red' } }, 'filter.colour'],
        [{ action: 'delete', filter: { limit: 5 } }, 'filter.limit'],
        [{ action: 'update', uuids: [uuid], change: { status: 'lost' } }, 'change.status'],
      ];
      for (const [payload, field] of cases) {
        const res = await bulk('tasks', payload);
        expect(res.status, JSON.stringify(payload)).toBe(400);
        expect(
          Object.keys((res.body as unknown as { error: Item }).error.fields as object),
        ).toContain(field);
      }
      const many = Array.from(
        { length: 1001 },
        (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      );
      expect((await bulk('tasks', { action: 'delete', uuids: many })).status).toBe(400);
    });

    it('needs the write permission of the area', async () => {
      const res = await bulk('tasks', { action: 'delete', filter: {} }, await t.login('EDITOR'));
      expect(res.status).toBe(403);
    });
  });

  describe('export', () => {
    it('streams the filtered list as CSV with BOM, header, and an attachment name', async () => {
      const list = await t.getOk('/api/v1/tasks?status=review&limit=500', token);
      const res = await download('/api/v1/tasks/export?status=review');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="tasks-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = parseCsv(res.body.slice(1));
      expect(header).toEqual(tasks.columns);
      expect(rows.map((row) => row[0])).toEqual(list.items.map((item) => item.uuid));
    });

    it('quotes commas, quotes and line breaks, and neutralises formulas', async () => {
      const title = '=HYPERLINK("http://evil.example","open")';
      const description = 'one, "two"\nthree';
      const made = await t.call<Item>('POST', '/api/v1/tasks', {
        token,
        payload: { title, description, priority: 'urgent' },
      });
      const res = await download(`/api/v1/tasks/export?q=${encodeURIComponent('evil.example')}`);
      const [header, row] = parseCsv(res.body.slice(1));
      const field = (name: string) => row![header!.indexOf(name)];
      expect(field('uuid')).toBe(made.body.uuid);
      expect(field('title')).toBe(`'${title}`);
      expect(field('description')).toBe(description);
      expect(res.body).toContain('"one, ""two""\nthree"');
      for (const start of ['+', '-', '@']) {
        await t.call('PATCH', `/api/v1/tasks/${made.body.uuid}`, {
          token,
          payload: { title: `${start}cmd evil.example` },
        });
        const again = parseCsv(
          (await download('/api/v1/tasks/export?q=evil.example')).body.slice(1),
        );
        expect(again[1]![again[0]!.indexOf('title')]).toBe(`'${start}cmd evil.example`);
      }
    });

    it('follows sort and order', async () => {
      const list = await t.getOk('/api/v1/buyers?sort=balance&order=asc&limit=500', token);
      const rows = parseCsv(
        (await download('/api/v1/buyers/export?sort=balance&order=asc')).body.slice(1),
      );
      expect(rows.slice(1).map((row) => row[0])).toEqual(list.items.map((item) => item.uuid));
    });

    it('reads page by page in list order, also over a column with empty values', async () => {
      for (const order of ['asc', 'desc'] as const) {
        const expected = await t.app.db.query<{ uuid: string }>(
          `SELECT uuid FROM tasks ORDER BY due_at ${order}, uuid ${order}`,
        );
        const seen: string[] = [];
        for await (const page of exportPages(tasks, t.app.db, { sort: 'due_at', order }, 37)) {
          expect(page.length).toBeLessThanOrEqual(37);
          seen.push(...page.map((row) => String(row.uuid)));
        }
        expect(seen).toEqual(expected.map((row) => row.uuid));
      }
    });

    it.each(RESOURCES)('/%s/export answers CSV with one row per record', async (resource) => {
      const list = await t.getOk(`/api/v1/${resource}?limit=1`, token);
      const res = await download(`/api/v1/${resource}/export`);
      expect(res.statusCode).toBe(200);
      expect(parseCsv(res.body.slice(1)).length).toBe(list.total + 1);
    });

    it('needs the export permission as well as the read one; bad params are 400', async () => {
      const sa = await t.login('SA');
      const roles = await t.getOk('/api/v1/sys/roles', sa);
      const admin = roles.items.find((role) => role.code === 'ADMIN')!;
      const set = (permissions: readonly string[]) =>
        t.call('PUT', `/api/v1/sys/roles/${admin.uuid}/permissions`, {
          token: sa,
          payload: { permissions },
        });
      await set(DEFAULT_ROLE_PERMISSIONS.ADMIN.filter((code) => code !== 'export'));
      const refused = await download('/api/v1/orders/export');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'FORBIDDEN', permission: 'export' } });
      await set(DEFAULT_ROLE_PERMISSIONS.ADMIN);
      const bad = await download('/api/v1/orders/export?status=lost');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: { fields: { status: expect.any(String) } } });
    });
  });
});
