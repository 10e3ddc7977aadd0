// The list filters added for the new areas: user language, order search over number, note and buyer
// name, expired links, message category, and the route count of categories.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type Item, type TestApp, startTestApp } from './harness';

describe.each(BACKENDS)('area filters on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await t.login('ADMIN');
  });
  afterAll(() => t.close());

  const list = (url: string) => t.getOk(url, token);
  const count = async (sql: string) =>
    Number((await t.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))[0]!.n);

  it('users: language', async () => {
    const res = await list('/api/v1/users?language=de&limit=500');
    expect(res.total).toBe(await count(`users WHERE language = 'de'`));
    expect(res.total).toBeGreaterThan(0);
    expect(res.items.every((user) => user.language === 'de')).toBe(true);
  });

  it('orders: q finds the number, the note and the buyer name', async () => {
    const [sample] = await t.app.db.query<{ uuid: string; number: string; name: string }>(
      `SELECT o.uuid, o.number, b.name FROM orders o JOIN buyers b ON b.uuid = o.buyer_uuid
        ORDER BY o.number LIMIT 1`,
    );
    const byNumber = await list(`/api/v1/orders?q=${sample!.number}`);
    expect(byNumber.items.map((o) => o.uuid)).toContain(sample!.uuid);

    const byName = await list(`/api/v1/orders?q=${encodeURIComponent(sample!.name)}&limit=500`);
    expect(byName.items.map((o) => o.uuid)).toContain(sample!.uuid);
    expect(byName.total).toBe(
      await count(`orders o WHERE o.buyer_uuid IN (SELECT uuid FROM buyers WHERE lower(name) LIKE
        '%${sample!.name.toLowerCase()}%') OR o.search LIKE '%${sample!.name.toLowerCase()}%'`),
    );

    const noted = await list('/api/v1/orders?q=placement&limit=500');
    expect(noted.total).toBe(await count(`orders WHERE note ILIKE '%placement%'`));
    expect(noted.items.every((o) => String(o.note).toLowerCase().includes('placement'))).toBe(true);
  });

  it('links: expired true and false split the links by expiry', async () => {
    const future = await t.call<Item>('POST', '/api/v1/links', {
      token,
      payload: { url: 'https://t.example.com/invite/later', expires_at: '2999-01-01T00:00:00Z' },
    });
    const all = await list('/api/v1/links?limit=1');
    const expired = await list('/api/v1/links?expired=true&limit=500');
    const live = await list('/api/v1/links?expired=false&limit=500');
    expect(expired.total).toBeGreaterThan(0);
    expect(expired.total + live.total).toBe(all.total);
    const now = Date.now();
    expect(expired.items.every((l) => Date.parse(String(l.expires_at)) <= now)).toBe(true);
    expect(
      live.items.every((l) => l.expires_at === null || Date.parse(String(l.expires_at)) > now),
    ).toBe(true);
    expect(live.items.map((l) => l.uuid)).toContain(future.body.uuid);
  });

  it('messages: category_uuid; categories carry routes_count', async () => {
    const category = (await list('/api/v1/categories?limit=1')).items[0]!;
    expect(category.routes_count).toBe(
      await count(`category_routes WHERE category_uuid = '${category.uuid}'`),
    );
    const res = await list(`/api/v1/messages?category_uuid=${category.uuid}&limit=500`);
    expect(res.total).toBe(await count(`messages WHERE category_uuid = '${category.uuid}'`));
    expect(res.items.every((m) => m.category_uuid === category.uuid)).toBe(true);
  });

  it('sources: q, kind and enabled together', async () => {
    const res = await list('/api/v1/sources?q=source&kind=bot&enabled=true&limit=500');
    expect(res.total).toBe(
      await count(`sources WHERE search LIKE '%source%' AND kind = 'bot' AND enabled`),
    );
  });

  it('bad filter values are 400 naming the param', async () => {
    for (const [url, field] of [
      ['/api/v1/links?expired=sometimes', 'expired'],
      ['/api/v1/users?language=german', 'language'],
      ['/api/v1/orders?buyer_uuid=nope', 'buyer_uuid'],
    ] as const) {
      const res = await t.call('GET', url, { token });
      expect(res.status, url).toBe(400);
      expect(res.body).toMatchObject({ error: { fields: { [field]: expect.any(String) } } });
    }
  });
});
