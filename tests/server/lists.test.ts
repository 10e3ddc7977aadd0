// The list params: every filter's total matches the data, pages add up, order and search work.
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestApp, startTestApp } from './harness';

type Item = { uuid: string } & Record<string, unknown>;
interface List {
  items: Item[];
  total: number;
}

/** One filter: the query, the SQL that counts the same rows, and the check each item must pass. */
interface FilterCase {
  path: string;
  table: string;
  query: string;
  where: string;
  holds: (item: Item) => boolean;
}

describe.each(BACKENDS)('lists on %s', (backend) => {
  let t: TestApp;
  let token: string;
  const cases: FilterCase[] = [];

  const list = async (url: string) => {
    const res = await t.call<List>('GET', url, { token });
    expect(res.status, url).toBe(200);
    return res.body;
  };
  const sqlCount = async (table: string, where: string) => {
    const [row] = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
    );
    return row!.n;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await t.login('ADMIN');
    /** A value of the column that some row has, so every filter case has matches. */
    const some = async (table: string, column: string) => {
      const [row] = await t.app.db.query<{ v: string }>(
        `SELECT ${column}::text AS v FROM ${table} WHERE ${column} IS NOT NULL ORDER BY 1 LIMIT 1`,
      );
      return row!.v;
    };
    const assignee = await some('tasks', 'assignee_sys_user_uuid');
    const creator = await some('tasks', 'creator_sys_user_uuid');
    const message = await some('tasks', 'message_uuid');
    const source = await some('messages', 'source_uuid');
    const category = await some('messages', 'category_uuid');
    const channelCategory = await some('channels', 'category_uuid');
    const buyer = await some('orders', 'buyer_uuid');
    const orderChannel = await some('orders', 'channel_uuid');
    const linkChannel = await some('links', 'channel_uuid');
    const eq = (
      path: string,
      table: string,
      field: string,
      value: string,
      sqlValue = `'${value}'`,
    ): FilterCase => ({
      path,
      table,
      query: `${field}=${encodeURIComponent(value)}`,
      where: `${field} = ${sqlValue}`,
      holds: (item) => String(item[field]) === value,
    });
    cases.push(
      eq('tasks', 'tasks', 'status', 'review'),
      eq('tasks', 'tasks', 'priority', 'urgent'),
      eq('tasks', 'tasks', 'assignee_sys_user_uuid', assignee),
      eq('tasks', 'tasks', 'creator_sys_user_uuid', creator),
      eq('tasks', 'tasks', 'message_uuid', message),
      eq('messages', 'messages', 'status', 'published'),
      eq('messages', 'messages', 'source_uuid', source),
      eq('messages', 'messages', 'category_uuid', category),
      {
        path: 'messages',
        table: 'messages',
        query: 'onlyWithMedia=true',
        where: 'has_media',
        holds: (item) => item.has_media === true && (item.media as unknown[]).length > 0,
      },
      eq('channels', 'channels', 'enabled', 'false', 'false'),
      eq('channels', 'channels', 'autopost', 'true', 'true'),
      eq('channels', 'channels', 'purpose', 'source'),
      eq('channels', 'channels', 'category_uuid', channelCategory),
      eq('channels', 'channels', 'kind', 'group'),
      eq('categories', 'categories', 'active', 'false', 'false'),
      eq('sources', 'sources', 'kind', 'bot'),
      eq('sources', 'sources', 'enabled', 'false', 'false'),
      eq('sys/users', 'sys_users', 'status', 'pending'),
      {
        path: 'sys/users',
        table: 'sys_users',
        query: 'role=EDITOR',
        where: `'EDITOR' = ANY (roles)`,
        holds: (item) => (item.roles as string[]).includes('EDITOR'),
      },
      {
        path: 'sys/users',
        table: 'sys_users',
        query: 'email=staff1',
        where: `email LIKE '%staff1%'`,
        holds: (item) => String(item.email).includes('staff1'),
      },
      eq('users', 'users', 'status', 'blocked'),
      eq('buyers', 'buyers', 'status', 'blocked'),
      eq('orders', 'orders', 'status', 'refunded'),
      eq('orders', 'orders', 'buyer_uuid', buyer),
      eq('orders', 'orders', 'channel_uuid', orderChannel),
      eq('links', 'links', 'kind', 'invite'),
      eq('links', 'links', 'active', 'false', 'false'),
      eq('links', 'links', 'channel_uuid', linkChannel),
      {
        path: 'permissions',
        table: 'permissions',
        query: 'role=GUEST',
        where: `code IN (SELECT permission_code FROM role_permissions WHERE role_code = 'GUEST')`,
        holds: (item) => (item.roles as string[]).includes('GUEST'),
      },
      {
        path: 'tasks',
        table: 'tasks',
        query: 'q=Refund',
        where: `search LIKE '%refund%'`,
        holds: (item) => `${item.title} ${item.description}`.toLowerCase().includes('refund'),
      },
      {
        path: 'tasks',
        table: 'tasks',
        query: 'q=refund&status=open',
        where: `search LIKE '%refund%' AND status = 'open'`,
        holds: (item) => item.status === 'open',
      },
      {
        path: 'messages',
        table: 'messages',
        query: 'q=giveaway',
        where: `search LIKE '%giveaway%'`,
        holds: (item) => String(item.text).toLowerCase().includes('giveaway'),
      },
      {
        path: 'channels',
        table: 'channels',
        query: 'q=deals',
        where: `search LIKE '%deals%'`,
        holds: (item) => `${item.title} ${item.username}`.toLowerCase().includes('deals'),
      },
      {
        path: 'tasks',
        table: 'tasks',
        query: 'from=2025-03-01&to=2025-03-31',
        where: `created_at >= '2025-03-01T00:00:00Z' AND created_at < '2025-04-01T00:00:00Z'`,
        holds: (item) =>
          String(item.created_at) >= '2025-03-01' && String(item.created_at) < '2025-04-01',
      },
    );
  });
  afterAll(() => t.close());

  it('every filter: total equals the matching rows, and every item matches', async () => {
    for (const c of cases) {
      const expected = await sqlCount(c.table, c.where);
      const body = await list(`/api/v1/${c.path}?${c.query}&limit=5`);
      expect(expected, `${c.path}?${c.query} has rows in the demo data`).toBeGreaterThan(0);
      expect(body.total, `${c.path}?${c.query}`).toBe(expected);
      for (const item of body.items) expect(c.holds(item), `${c.path}?${c.query}`).toBe(true);
    }
  });

  it('every filter: walking the pages returns each matching record once', async () => {
    for (const c of cases) {
      const seen = new Set<string>();
      let offset = 0;
      let total = 0;
      do {
        const page = await list(`/api/v1/${c.path}?${c.query}&limit=40&offset=${offset}`);
        total = page.total;
        for (const item of page.items) seen.add(item.uuid);
        offset += 40;
      } while (offset < total);
      expect(seen.size, `${c.path}?${c.query}`).toBe(total);
    }
  });

  it('an unfiltered total counts every row', async () => {
    for (const [path, table] of [
      ['tasks', 'tasks'],
      ['messages', 'messages'],
      ['sys/users', 'sys_users'],
      ['orders', 'orders'],
    ]) {
      const body = await list(`/api/v1/${path}?limit=1`);
      expect(body.total, path).toBe(await sqlCount(table!, 'true'));
    }
  });

  it('the demo data has every task, message, order and system-user status', async () => {
    for (const [path, statuses] of [
      ['tasks', ['open', 'in_progress', 'review', 'done', 'cancelled']],
      ['messages', ['new', 'approved', 'rejected', 'published', 'failed']],
      ['orders', ['pending', 'paid', 'in_progress', 'completed', 'cancelled', 'refunded']],
      ['sys/users', ['active', 'disabled', 'pending']],
    ] as const) {
      for (const status of statuses) {
        const body = await list(`/api/v1/${path}?status=${status}&limit=1`);
        expect(body.total, `${path} ${status}`).toBeGreaterThan(0);
      }
    }
  });

  it('has a few hundred tasks and messages and dozens of channels by default', async () => {
    expect((await list('/api/v1/tasks?limit=1')).total).toBe(300);
    expect((await list('/api/v1/messages?limit=1')).total).toBeGreaterThanOrEqual(300);
    expect((await list('/api/v1/channels?limit=1')).total).toBeGreaterThanOrEqual(24);
  });

  it('totals follow writes: a created task counts at once, in its status too', async () => {
    const before = await list('/api/v1/tasks?status=review&limit=1');
    const all = await list('/api/v1/tasks?limit=1');
    const created = await t.call<Item>('POST', '/api/v1/tasks', {
      token,
      payload: { title: 'Counted', status: 'review' },
    });
    expect((await list('/api/v1/tasks?status=review&limit=1')).total).toBe(before.total + 1);
    await t.call('PATCH', `/api/v1/tasks/${created.body.uuid}`, {
      token,
      payload: { status: 'done' },
    });
    expect((await list('/api/v1/tasks?status=review&limit=1')).total).toBe(before.total);
    await t.call('DELETE', `/api/v1/tasks/${created.body.uuid}`, { token });
    expect((await list('/api/v1/tasks?limit=1')).total).toBe(all.total);
  });

  it('withCount=false skips the count: total is offset plus the items returned', async () => {
    const body = await list('/api/v1/tasks?withCount=false&limit=20&offset=40');
    expect(body.items).toHaveLength(20);
    expect(body.total).toBe(60);
  });

  it('a page past the end is empty but keeps the total', async () => {
    const body = await list('/api/v1/tasks?q=refund&limit=20&offset=100000');
    expect(body.items).toEqual([]);
    expect(body.total).toBe(await sqlCount('tasks', `search LIKE '%refund%'`));
  });

  it('order is desc on created_at by default, asc on request', async () => {
    const desc = (await list('/api/v1/tasks?limit=50')).items.map((i) =>
      Date.parse(String(i.created_at)),
    );
    const asc = (await list('/api/v1/tasks?limit=50&order=asc')).items.map((i) =>
      Date.parse(String(i.created_at)),
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(asc[0]).toBeLessThan(desc[0]!);
  });

  it('sort picks another field', async () => {
    const members = (
      await list('/api/v1/channels?sort=members_count&order=asc&limit=100')
    ).items.map((i) => Number(i.members_count));
    expect(members).toEqual([...members].sort((a, b) => a - b));
  });

  it('a page of JSON up to 64 kB is compressed in one piece, with its length', async () => {
    // In one call, not a stream: a request that arrives just after is not answered in between.
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tasks?limit=100&offset=0&order=desc&withCount=true',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(res.rawPayload);
    expect(body.length).toBeGreaterThan(8 * 1024);
    expect(body.length).toBeLessThan(64 * 1024);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect((JSON.parse(body.toString()) as List).items).toHaveLength(100);
  });

  it('limit 500 is the largest page', async () => {
    const body = await list('/api/v1/tasks?limit=500');
    expect(body.items).toHaveLength(300);
  });

  it('uuids names the records to return, for every list, with their total', async () => {
    for (const path of [
      '/api/v1/buyers',
      '/api/v1/channels',
      '/api/v1/sources',
      '/api/v1/sys/users',
    ]) {
      const page = (await list(`${path}?limit=5`)).items;
      const wanted = [page[0]!.uuid, page[3]!.uuid, page[4]!.uuid];
      const gone = '00000000-0000-4000-8000-000000000000';
      const body = await list(`${path}?uuids=${[...wanted, gone].join(',')}&limit=10`);
      expect(body.items.map((item) => item.uuid).sort(), path).toEqual([...wanted].sort());
      expect(body.total, path).toBe(3);
    }
  });

  it('uuids takes at most 100 well-formed uuids', async () => {
    const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    const hundred = Array.from({ length: 100 }, (_, i) => uuid(i)).join(',');
    expect(
      (await t.call('GET', `/api/v1/buyers?uuids=${hundred}&limit=100`, { token })).status,
    ).toBe(200);
    for (const bad of [
      `${hundred},${uuid(100)}`,
      'not-a-uuid',
      `${uuid(1)},`,
      `${uuid(1)};${uuid(2)}`,
    ]) {
      const res = await t.call('GET', `/api/v1/buyers?uuids=${encodeURIComponent(bad)}`, { token });
      expect(res.status, bad.slice(0, 40)).toBe(400);
    }
  });

  it('search ignores case and treats % and _ as plain characters', async () => {
    const upper = await list('/api/v1/tasks?q=REFUND&limit=1');
    const lower = await list('/api/v1/tasks?q=refund&limit=1');
    expect(upper.total).toBe(lower.total);
    expect((await list('/api/v1/tasks?q=%25&limit=1')).total).toBe(0);
  });
});
