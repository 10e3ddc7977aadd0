// Token sign-in, refresh rotation with reuse detection (and its grace window), logout, expiry and the role rules of the API.
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_SEC } from '../../demo/server/auth/refresh-grace';
import { createSessionService } from '../../demo/server/auth/sessions';
import { hashToken } from '../../demo/server/auth/tokens';
import { ACCOUNTS, BACKENDS, type Role, type TestApp, startTestApp } from './harness';

interface Tokens {
  access_token: string;
  refresh_token: string;
}

describe.each(BACKENDS)('auth on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { accessTokenTtlSec: 60, rateLimit: { login: 5 } });
  });
  afterAll(() => t.close());

  /** Each sign-in comes from its own address, so only the rate-limit test meets the limit. */
  let client = 0;
  const address = () => `10.1.0.${++client}`;

  async function signIn(role: Role): Promise<Tokens> {
    const { email, password } = ACCOUNTS[role];
    const res = await t.call<Tokens>('POST', '/api/v1/sys/auth/login', {
      payload: { email, password },
      remoteAddress: address(),
    });
    expect(res.status).toBe(200);
    return res.body;
  }

  it('login returns tokens and the user with uuid, email, name and roles', async () => {
    const res = await t.call('POST', '/api/v1/sys/auth/login', {
      payload: { email: 'admin@example.com', password: 'admin-password' },
      remoteAddress: address(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      user: { email: 'admin@example.com', name: 'Ada Admin', roles: ['ADMIN'] },
    });
  });

  it('a password hash of older scrypt parameters is replaced at the next successful sign-in', async () => {
    const [staff] = await t.app.db.query<{ uuid: string; email: string }>(
      "SELECT uuid, email FROM sys_users WHERE email LIKE 'staff%' AND status = 'active' LIMIT 1",
    );
    // The format and cost this server used before (N = 2^14).
    const salt = randomBytes(16);
    const key = scryptSync('staff-password', salt, 32, { N: 16384, r: 8, p: 1 });
    const old = ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')];
    await t.app.db.query('UPDATE sys_users SET password_hash = $1 WHERE uuid = $2', [
      old.join('$'),
      staff!.uuid,
    ]);
    const stored = async () =>
      (
        await t.app.db.query<{ password_hash: string }>(
          'SELECT password_hash FROM sys_users WHERE uuid = $1',
          [staff!.uuid],
        )
      )[0]!.password_hash;
    const login = (password: string) =>
      t.call('POST', '/api/v1/sys/auth/login', {
        payload: { email: staff!.email, password },
        remoteAddress: address(),
      });
    expect((await login('not-the-password')).status).toBe(401);
    expect(await stored()).toBe(old.join('$'));
    expect((await login('staff-password')).status).toBe(200);
    const upgraded = await stored();
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await login('staff-password')).status).toBe(200);
    expect(await stored()).toBe(upgraded);
  });

  it('login accepts the email in any letter case', async () => {
    const res = await t.call('POST', '/api/v1/sys/auth/login', {
      payload: { email: 'SA@Example.com', password: 'sa-password' },
      remoteAddress: address(),
    });
    expect(res.status).toBe(200);
  });

  it('a wrong password and an unknown email get the same answer', async () => {
    const wrong = await t.call('POST', '/api/v1/sys/auth/login', {
      payload: { email: 'admin@example.com', password: 'not-the-password' },
      remoteAddress: address(),
    });
    const unknown = await t.call('POST', '/api/v1/sys/auth/login', {
      payload: { email: 'nobody@example.com', password: 'not-the-password' },
      remoteAddress: address(),
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'The email or password is incorrect' },
    });
  });

  it('a disabled account cannot sign in, with the same answer', async () => {
    const res = await t.call('POST', '/api/v1/sys/auth/login', {
      payload: { email: 'staff8@example.com', password: 'staff-password' },
      remoteAddress: address(),
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } });
  });

  it('login validates the body', async () => {
    const res = await t.call('POST', '/api/v1/sys/auth/login', {
      payload: { email: 'x' },
      remoteAddress: address(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        fields: { email: expect.any(String), password: expect.any(String) },
      },
    });
  });

  it('me returns the signed-in system user', async () => {
    const token = await t.login('EDITOR');
    const res = await t.call('GET', '/api/v1/sys/auth/me', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: 'editor@example.com',
      roles: ['EDITOR'],
      status: 'active',
    });
    expect(res.body.last_login_at).toEqual(expect.any(String));
  });

  it('an area endpoint without a token is 401', async () => {
    const res = await t.call('GET', '/api/v1/tasks');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('a forged token is 401', async () => {
    const token = await t.login('ADMIN');
    const forged = `${token.split('.')[0]}.AAAA${token.split('.')[1]!.slice(4)}`;
    const res = await t.call('GET', '/api/v1/tasks', { token: forged });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });

  it('an expired access token is 401 TOKEN_EXPIRED, and refresh brings a working one', async () => {
    const { access_token, refresh_token } = await signIn('ADMIN');
    t.advanceClock(61_000);
    try {
      const expired = await t.call('GET', '/api/v1/tasks?limit=1', { token: access_token });
      expect(expired.status).toBe(401);
      expect(expired.body).toMatchObject({ error: { code: 'TOKEN_EXPIRED' } });
      const refreshed = await t.call<Tokens>('POST', '/api/v1/sys/auth/refresh', {
        payload: { refresh_token },
      });
      expect(refreshed.status).toBe(200);
      const again = await t.call('GET', '/api/v1/tasks?limit=1', {
        token: refreshed.body.access_token,
      });
      expect(again.status).toBe(200);
    } finally {
      t.advanceClock(-61_000);
    }
  });

  it('refresh rotates: the new refresh token differs and works once more', async () => {
    const first = await signIn('ADMIN');
    const second = await t.call<Tokens>('POST', '/api/v1/sys/auth/refresh', {
      payload: { refresh_token: first.refresh_token },
    });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    const third = await t.call<Tokens>('POST', '/api/v1/sys/auth/refresh', {
      payload: { refresh_token: second.body.refresh_token },
    });
    expect(third.status).toBe(200);
  });

  const refresh = (refresh_token: string) =>
    t.call<Tokens>('POST', '/api/v1/sys/auth/refresh', { payload: { refresh_token } });

  it('reusing a rotated refresh token after the grace window revokes the whole family', async () => {
    const first = await signIn('ADMIN');
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    t.advanceClock(REFRESH_REUSE_GRACE_SEC * 1000 + 1000);
    try {
      const reuse = await refresh(first.refresh_token);
      expect(reuse.status).toBe(401);
      const latest = await refresh(second.body.refresh_token);
      expect(latest.status).toBe(401);
      const access = await t.call('GET', '/api/v1/tasks?limit=1', {
        token: second.body.access_token,
      });
      expect(access.status).toBe(401);
    } finally {
      t.advanceClock(-(REFRESH_REUSE_GRACE_SEC * 1000 + 1000));
    }
  });

  it('a second use of the just-rotated token within the grace window gets the same pair', async () => {
    const first = await signIn('ADMIN');
    const second = await refresh(first.refresh_token);
    t.advanceClock(REFRESH_REUSE_GRACE_SEC * 1000 - 1000);
    try {
      const again = await refresh(first.refresh_token);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({
        access_token: second.body.access_token,
        refresh_token: second.body.refresh_token,
        user: { email: 'admin@example.com' },
      });
      // The session lives on: the pair works, and its refresh token rotates as usual.
      const access = await t.call('GET', '/api/v1/tasks?limit=1', {
        token: again.body.access_token,
      });
      expect(access.status).toBe(200);
      expect((await refresh(again.body.refresh_token)).status).toBe(200);
    } finally {
      t.advanceClock(-(REFRESH_REUSE_GRACE_SEC * 1000 - 1000));
    }
  });

  it('the same token sent twice at once rotates once: both get one pair', async () => {
    const first = await signIn('ADMIN');
    const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.refresh_token).toBe(a.body.refresh_token);
    const [counted] = await t.app.db.query<{ rotations: number }>(
      `SELECT count(*)::int AS rotations FROM refresh_tokens
        WHERE rotated_at IS NOT NULL
          AND session_uuid = (SELECT session_uuid FROM refresh_tokens WHERE token_hash = $1)`,
      [hashToken(first.refresh_token)],
    );
    expect(counted?.rotations).toBe(1);
  });

  it('another server instance on the same database answers the grace reuse from the database alone', async () => {
    const first = await signIn('ADMIN');
    const second = await refresh(first.refresh_token);
    const [setting] = await t.app.db.query<{ value: string }>(
      "SELECT value FROM settings WHERE key = 'token_secret'",
    );
    const otherInstance = createSessionService({
      db: t.app.db,
      secret: setting!.value,
      accessTtlSec: 60,
      now: Date.now,
    });
    const again = await otherInstance.refresh(first.refresh_token);
    expect(again.refresh_token).toBe(second.body.refresh_token);
    // What the database keeps is sealed: neither token of the new pair is readable there.
    const stored = JSON.stringify(await t.app.db.query('SELECT * FROM refresh_tokens'));
    expect(stored).not.toContain(second.body.refresh_token);
    expect(stored).not.toContain(second.body.access_token);
  });

  it('no grace once the new pair has been renewed in turn: the old token is a reuse', async () => {
    const first = await signIn('ADMIN');
    const second = await refresh(first.refresh_token);
    expect((await refresh(second.body.refresh_token)).status).toBe(200);
    expect((await refresh(first.refresh_token)).status).toBe(401);
  });

  it('an unknown refresh token is 401', async () => {
    const res = await t.call('POST', '/api/v1/sys/auth/refresh', {
      payload: { refresh_token: 'not-a-token' },
    });
    expect(res.status).toBe(401);
  });

  it('logout revokes the session: its access and refresh tokens stop working', async () => {
    const tokens = await signIn('ADMIN');
    const out = await t.call('POST', '/api/v1/sys/auth/logout', {
      token: tokens.access_token,
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(out).toMatchObject({ status: 200, body: { ok: true } });
    expect((await t.call('GET', '/api/v1/tasks', { token: tokens.access_token })).status).toBe(401);
    const refresh = await t.call('POST', '/api/v1/sys/auth/refresh', {
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(refresh.status).toBe(401);
  });

  it.each(['EDITOR', 'GUEST'] as const)('%s gets 403 on every area', async (role) => {
    const token = await t.login(role);
    for (const path of [
      '/api/v1/tasks',
      '/api/v1/channels',
      '/api/v1/sys/users',
      '/api/v1/sys/roles',
      '/api/v1/orders',
      '/api/v1/channels/suggestions',
    ]) {
      const res = await t.call('GET', path, { token });
      expect(res.status, path).toBe(403);
      expect(res.body).toMatchObject({ error: { code: 'FORBIDDEN' } });
    }
    const create = await t.call('POST', '/api/v1/tasks', { token, payload: { title: 'x' } });
    expect(create.status).toBe(403);
  });

  it.each(['SA', 'ADMIN'] as const)('%s reaches the areas', async (role) => {
    const res = await t.call('GET', '/api/v1/tasks?limit=1', { token: await t.login(role) });
    expect(res.status).toBe(200);
  });

  it('ADMIN cannot create an SA account; SA can', async () => {
    const body = {
      email: 'new-sa@example.com',
      name: 'New SA',
      password: 'long-password',
      roles: ['SA'],
    };
    const byAdmin = await t.call('POST', '/api/v1/sys/users', {
      token: await t.login('ADMIN'),
      payload: body,
    });
    expect(byAdmin.status).toBe(403);
    const bySa = await t.call('POST', '/api/v1/sys/users', {
      token: await t.login('SA'),
      payload: body,
    });
    expect(bySa.status).toBe(201);
    expect(bySa.body).toMatchObject({ email: 'new-sa@example.com', roles: ['SA'] });
  });

  it('ADMIN cannot change or delete an SA account, nor grant SA', async () => {
    const token = await t.login('ADMIN');
    const sa = await t.call<{ items: { uuid: string }[] }>(
      'GET',
      '/api/v1/sys/users?email=sa@example.com',
      { token },
    );
    const saUuid = sa.body.items[0]!.uuid;
    const rename = await t.call('PATCH', `/api/v1/sys/users/${saUuid}`, {
      token,
      payload: { name: 'X' },
    });
    expect(rename.status).toBe(403);
    const remove = await t.call('DELETE', `/api/v1/sys/users/${saUuid}`, { token });
    expect(remove.status).toBe(403);
    const editor = await t.call<{ items: { uuid: string }[] }>(
      'GET',
      '/api/v1/sys/users?email=editor@',
      { token },
    );
    const grant = await t.call('PATCH', `/api/v1/sys/users/${editor.body.items[0]!.uuid}`, {
      token,
      payload: { roles: ['SA'] },
    });
    expect(grant.status).toBe(403);
  });

  it('a created user can sign in with the password given', async () => {
    const token = await t.login('ADMIN');
    const created = await t.call('POST', '/api/v1/sys/users', {
      token,
      payload: {
        email: 'Fresh@Example.com',
        name: 'Fresh',
        password: 'fresh-password',
        roles: ['ADMIN'],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: 'fresh@example.com', status: 'active' });
    expect(created.body).not.toHaveProperty('password');
    expect(created.body).not.toHaveProperty('password_hash');
    const login = await t.call('POST', '/api/v1/sys/auth/login', {
      payload: { email: 'fresh@example.com', password: 'fresh-password' },
      remoteAddress: address(),
    });
    expect(login.status).toBe(200);
  });

  it('disabling a user ends their access at once', async () => {
    const sa = await t.login('SA');
    await t.call('POST', '/api/v1/sys/users', {
      token: sa,
      payload: {
        email: 'temp@example.com',
        name: 'Temp',
        password: 'temp-password',
        roles: ['ADMIN'],
      },
    });
    const login = await t.call<Tokens & { user: { uuid: string } }>(
      'POST',
      '/api/v1/sys/auth/login',
      {
        payload: { email: 'temp@example.com', password: 'temp-password' },
      },
    );
    const token = login.body.access_token;
    expect((await t.call('GET', '/api/v1/tasks?limit=1', { token })).status).toBe(200);
    const patch = await t.call('PATCH', `/api/v1/sys/users/${login.body.user.uuid}`, {
      token: sa,
      payload: { status: 'disabled' },
    });
    expect(patch.status).toBe(200);
    expect((await t.call('GET', '/api/v1/tasks?limit=1', { token })).status).toBe(401);
  });

  it('you cannot lock yourself out', async () => {
    const token = await t.login('ADMIN');
    const me = await t.call<{ uuid: string }>('GET', '/api/v1/sys/auth/me', { token });
    const res = await t.call('PATCH', `/api/v1/sys/users/${me.body.uuid}`, {
      token,
      payload: { roles: ['GUEST'] },
    });
    expect(res.status).toBe(409);
    expect((await t.call('DELETE', `/api/v1/sys/users/${me.body.uuid}`, { token })).status).toBe(
      409,
    );
  });

  it('login is rate limited per client address with 429', async () => {
    const payload = { email: 'admin@example.com', password: 'wrong-password' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.call('POST', '/api/v1/sys/auth/login', {
        payload,
        remoteAddress: '10.9.9.9',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const last = await t.call('POST', '/api/v1/sys/auth/login', {
      payload,
      remoteAddress: '10.9.9.9',
    });
    expect(last.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });
});
