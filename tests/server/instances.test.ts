// Two server processes on one PostgreSQL database in production mode, as behind a load balancer:
// they migrate once, share sessions, rate limits and media, and take settings from the environment.
// On TEST_DATABASE_URL (npm test), else on a PostgreSQL cluster of its own (scripts/postgres.mjs).
import { type Server, createServer } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPostgres, startPostgres } from '../../scripts/postgres.mjs';
import { postgresSchema } from './harness';
import { type ServerProcess, runScript, startServerProcess } from './server-process';

const ADMIN = { email: 'root@example.com', password: 'first-admin-password' };
const CONSOLE_ORIGIN = 'https://console.example.com';
const LOGIN_LIMIT = 6;

interface Json {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

async function send(
  server: ServerProcess,
  method: string,
  path: string,
  opts: { token?: string; payload?: unknown; headers?: Record<string, string> } = {},
): Promise<Json> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.payload !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers,
    body: opts.payload === undefined ? undefined : JSON.stringify(opts.payload),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers };
}

describe('two instances on one PostgreSQL', () => {
  let cluster: RunningPostgres | undefined;
  let schema: { databaseUrl: string; drop: () => Promise<void> };
  let a: ServerProcess;
  let b: ServerProcess;
  let db: pg.Client;
  let webhook: Server;
  const sentCodes: { phone: string; code: string }[] = [];

  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) cluster = await startPostgres({ throwaway: true });
    const url = process.env.TEST_DATABASE_URL ?? cluster!.url;
    schema = await postgresSchema(url);
    webhook = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        sentCodes.push(JSON.parse(body) as { phone: string; code: string });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    const address = webhook.address();
    const env = {
      DATABASE_URL: schema.databaseUrl,
      TRUST_PROXY: 'true',
      CORS_ORIGINS: CONSOLE_ORIGIN,
      RATE_LIMIT_LOGIN: String(LOGIN_LIMIT),
      PHONE_CODE_WEBHOOK_URL: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/codes`,
    };
    // At the same moment, on a database without a schema: both migrate, one waits for the other.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    db = new pg.Client({ connectionString: schema.databaseUrl });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.end();
    await schema?.drop();
    await cluster?.stop();
    await new Promise((resolve) => webhook?.close(resolve));
  });

  it('two instances started at the same moment migrate once; both are ready', async () => {
    const runs = [a, b].map(
      (server) => server.logs.find((line) => String(line.msg).startsWith('migrations '))!,
    );
    const { rows } = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    const counts = runs.map((run) => (run.applied as string[]).length).sort((x, y) => x - y);
    expect(counts).toEqual([0, rows.length]);
    expect(rows.length).toBeGreaterThanOrEqual(7);
    for (const server of [a, b]) {
      expect((await send(server, 'GET', '/healthz')).body).toEqual({ status: 'ok' });
      expect((await send(server, 'GET', '/readyz')).body).toEqual({ status: 'ready' });
    }
  });

  it('production mode has no demo data, no demo account and says how to make the first admin', async () => {
    const { rows } = await db.query<{ users: number; tasks: number }>(
      'SELECT (SELECT count(*) FROM sys_users)::int AS users, (SELECT count(*) FROM tasks)::int AS tasks',
    );
    expect(rows[0]).toEqual({ users: 0, tasks: 0 });
    const demo = await send(a, 'POST', '/api/v1/sys/auth/login', {
      payload: { email: 'sa@example.com', password: 'sa-password' },
    });
    expect(demo.status).toBe(401);
    expect(a.output()).toContain('npm run create-admin');
    expect(a.output()).not.toContain('sa-password');
  });

  it('the first SA account comes from create-admin, once', async () => {
    const env = { DATABASE_URL: schema.databaseUrl, ADMIN_PASSWORD: ADMIN.password };
    const args = ['--email', 'Root@Example.com', '--name', 'Root'];
    const first = await runScript('demo/server/create-admin.ts', args, env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('root@example.com');
    expect(first.stdout).not.toContain(ADMIN.password);
    const again = await runScript('demo/server/create-admin.ts', args, env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists already');
  }, 60_000);

  it('signed in on the first, refreshed on the second; signed out on the second, refused on the first', async () => {
    const login = await send(a, 'POST', '/api/v1/sys/auth/login', {
      payload: ADMIN,
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: ADMIN.email, roles: ['SA'] });
    const refreshed = await send(b, 'POST', '/api/v1/sys/auth/refresh', {
      payload: { refresh_token: login.body.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    const token = refreshed.body.access_token as string;
    expect((await send(a, 'GET', '/api/v1/sys/me', { token })).status).toBe(200);
    expect((await send(b, 'POST', '/api/v1/sys/auth/logout', { token, payload: {} })).status).toBe(
      200,
    );
    expect((await send(a, 'GET', '/api/v1/sys/me', { token })).status).toBe(401);
  }, 60_000);

  it('the login limit counts the attempts on both instances, per forwarded client address', async () => {
    const attempt = (server: ServerProcess, client: string) =>
      send(server, 'POST', '/api/v1/sys/auth/login', {
        payload: { email: ADMIN.email, password: 'not-the-password' },
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      expect((await attempt(i % 2 ? b : a, '203.0.113.9')).status).toBe(401);
    }
    expect((await attempt(a, '203.0.113.9')).status).toBe(429);
    expect((await attempt(b, '203.0.113.9')).status).toBe(429);
    // Another client behind the same proxy has attempts of its own.
    expect((await attempt(b, '203.0.113.10')).status).toBe(401);
  }, 60_000);

  it('a medium stored through one instance is served by the other', async () => {
    const { body } = await send(a, 'POST', '/api/v1/sys/auth/login', { payload: ADMIN });
    const token = body.access_token as string;
    const pdf = Buffer.from('%PDF-1.4\n% uploaded through the first instance\n%%EOF\n');
    const stored = await send(a, 'POST', '/api/v1/media', {
      token,
      payload: { mime: 'application/pdf', data: pdf.toString('base64') },
    });
    expect(stored.status).toBe(201);
    const served = await fetch(`${b.base}${stored.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
  }, 60_000);

  it('phone sign-in codes come from the webhook provider, never the demo code', async () => {
    const { body } = await send(b, 'POST', '/api/v1/sys/auth/login', { payload: ADMIN });
    const user = body.user as { uuid: string };
    const phone = '+15557770001';
    const token = body.access_token as string;
    expect(
      (await send(b, 'PATCH', `/api/v1/sys/users/${user.uuid}`, { token, payload: { phone } }))
        .status,
    ).toBe(200);
    expect(
      (await send(a, 'POST', '/api/v1/phone-login/start', { payload: { phone } })).status,
    ).toBe(200);
    expect(sentCodes).toHaveLength(1);
    const { code } = sentCodes[0]!;
    expect(sentCodes[0]!.phone).toBe(phone);
    expect(code).toMatch(/^\d{6}$/);
    const demo = await send(b, 'POST', '/api/v1/phone-login/verify', {
      payload: { phone, code: '12345' },
    });
    expect(demo.status).toBe(400);
    const signedIn = await send(b, 'POST', '/api/v1/phone-login/verify', {
      payload: { phone, code },
    });
    expect(signedIn.body).toMatchObject({ status: 'authorized', user: { email: ADMIN.email } });
    expect(a.output()).not.toContain('simulated');
  }, 60_000);

  it('answers CORS preflights of the allowed origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${a.base}/api/v1/sys/auth/login`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight(CONSOLE_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);
    const other = await preflight('https://elsewhere.example.com');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
