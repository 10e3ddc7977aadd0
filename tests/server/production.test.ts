// Production mode in process (no seed): no demo data or account, phone sign-in without a provider
// answers 503; the health probes; the settings read from the environment.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseRateLimitStore } from '../../demo/server/auth/rate-limit-store';
import { appOptionsFrom, trustProxyFrom } from '../../demo/server/settings';
import { ACCOUNTS, BACKENDS, type TestApp, startTestApp } from './harness';

describe.each(BACKENDS)('production mode on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { seed: false });
  });
  afterAll(() => t.close());

  it('creates no demo data and no demo account', async () => {
    const [counts] = await t.app.db.query<{ users: number; messages: number; media: number }>(
      `SELECT (SELECT count(*) FROM sys_users)::int AS users, (SELECT count(*) FROM messages)::int AS messages,
              (SELECT count(*) FROM media_files)::int AS media`,
    );
    expect(counts).toEqual({ users: 0, messages: 0, media: 0 });
    const res = await t.call('POST', '/api/v1/sys/auth/login', {
      payload: { email: ACCOUNTS.SA.email, password: ACCOUNTS.SA.password },
    });
    expect(res.status).toBe(401);
  });

  it('phone sign-in without a provider is unavailable, not the demo code', async () => {
    const res = await t.call('POST', '/api/v1/phone-login/start', {
      payload: { phone: ACCOUNTS.SA.phone },
    });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ error: { code: 'UNAVAILABLE' } });
  });

  it('rate-limit counters are per route and client, and start again when their window ends', async () => {
    const Store = databaseRateLimitStore(t.app.db);
    const root = new Store({});
    const route = (url: string) =>
      (root as unknown as { child(o: object): typeof root }).child({
        routeInfo: { method: 'POST', url },
      });
    const login = route('/login');
    const hit = (store: typeof root, key: string, windowMs: number) =>
      new Promise<number>((resolve, reject) =>
        store.incr(
          key,
          (error, result) => (error ? reject(error) : resolve(result!.current)),
          windowMs,
          3,
        ),
      );
    expect([await hit(login, '10.0.0.1', 400), await hit(login, '10.0.0.1', 400)]).toEqual([1, 2]);
    expect(await hit(login, '10.0.0.2', 400)).toBe(1);
    expect(await hit(route('/refresh'), '10.0.0.1', 400)).toBe(1);
    await vi.waitFor(async () => expect(await hit(login, '10.0.0.1', 400)).toBe(1), {
      timeout: 5000,
      interval: 100,
    });
  });

  it('healthz answers; readyz answers ready only while every migration is applied', async () => {
    expect((await t.call('GET', '/healthz')).body).toEqual({ status: 'ok' });
    expect((await t.call('GET', '/readyz')).body).toEqual({ status: 'ready' });
    const [last] = await t.app.db.query<{ id: string }>(
      'DELETE FROM schema_migrations WHERE id = (SELECT max(id) FROM schema_migrations) RETURNING id',
    );
    try {
      const res = await t.call('GET', '/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ error: { code: 'UNAVAILABLE' } });
    } finally {
      await t.app.db.query('INSERT INTO schema_migrations (id) VALUES ($1)', [last!.id]);
    }
    expect((await t.call('GET', '/readyz')).status).toBe(200);
  });
});

describe('settings from the environment', () => {
  it('demo mode without DATABASE_URL or with SEED=demo; production otherwise', () => {
    expect(appOptionsFrom({}).seed).toEqual({});
    expect(appOptionsFrom({ DATABASE_URL: 'postgres://db/app', SEED: 'demo' }).seed).toEqual({});
    expect(appOptionsFrom({ DATABASE_URL: 'postgres://db/app' }).seed).toBe(false);
  });

  it('reads the proxy, the CORS origins and the rate limits', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('true')).toBe(true);
    expect(trustProxyFrom('2')).toBe(2);
    expect(trustProxyFrom('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    const options = appOptionsFrom({
      CORS_ORIGINS: 'https://a.example.com,https://b.example.com',
      RATE_LIMIT_LOGIN: '5',
    });
    expect(options.corsOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(options.rateLimit).toEqual({ login: 5 });
    expect(() => appOptionsFrom({ RATE_LIMIT_LOGIN: 'many' })).toThrow(/RATE_LIMIT_LOGIN/);
  });
});
