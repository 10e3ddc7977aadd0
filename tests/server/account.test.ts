// Sign up (pending until an admin activates), forgot password (one answer for any address) and reset
// password (a token works once, for 30 minutes), each rate-limited like sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type Item, type TestApp, startTestApp } from './harness';

describe.each(BACKENDS)('account on %s', (backend) => {
  let t: TestApp;
  const links: { email: string; link: string }[] = [];
  beforeAll(async () => {
    t = await startTestApp(backend, {
      rateLimit: { login: 5 },
      onPasswordResetLink: (email, link) => links.push({ email, link }),
    });
  });
  afterAll(() => t.close());

  /** Each call comes from its own address, so only the rate-limit test meets the limit. */
  let client = 0;
  const post = (path: string, payload: unknown, remoteAddress = `10.7.0.${++client}`) =>
    t.call<Item>('POST', `/api/v1/sys/auth/${path}`, { payload, remoteAddress });
  const signIn = (email: string, password: string) => post('login', { email, password });
  const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token')!;

  it('sign up creates a pending account with no role, which cannot sign in until activated', async () => {
    const res = await post('signup', {
      name: 'Nora New',
      email: 'Nora@Example.com',
      password: 'nora-password',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      uuid: expect.any(String),
      email: 'nora@example.com',
      name: 'Nora New',
      status: 'pending',
    });
    expect((await signIn('nora@example.com', 'nora-password')).status).toBe(401);

    const admin = await t.login('ADMIN');
    const stored = await t.getOk<Item>(`/api/v1/sys/users/${res.body.uuid}`, admin);
    expect(stored).toMatchObject({ roles: [], status: 'pending' });
    await t.call('PATCH', `/api/v1/sys/users/${res.body.uuid}`, {
      token: admin,
      payload: { status: 'active', roles: ['ADMIN'] },
    });
    const signedIn = await signIn('nora@example.com', 'nora-password');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ user: { roles: ['ADMIN'] } });
  });

  it('sign up validates each field and refuses a taken address', async () => {
    const taken = await post('signup', {
      name: 'Again',
      email: 'admin@example.com',
      password: 'long-enough',
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { fields: { email: expect.any(String) } } });
    const bad = await post('signup', { name: '', email: 'not-an-email', password: 'short' });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body.error as Item).fields as object).sort()).toEqual([
      'email',
      'name',
      'password',
    ]);
    const extra = await post('signup', {
      name: 'X',
      email: 'x@example.com',
      password: 'long-enough',
      roles: ['SA'],
    });
    expect(extra.status).toBe(400);
    expect(extra.body).toMatchObject({ error: { fields: { roles: 'is not allowed' } } });
  });

  it('forgot password answers the same for a known and an unknown address; only a known one gets a link', async () => {
    const before = links.length;
    const known = await post('forgot-password', { email: 'editor@example.com' });
    const unknown = await post('forgot-password', { email: 'nobody@example.com' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(links.slice(before)).toEqual([
      {
        email: 'editor@example.com',
        link: expect.stringMatching(/^\/sessions\/reset-password\?token=[\w-]{20,}$/),
      },
    ]);
  });

  it('a reset link sets a new password once, and ends the sessions of the account', async () => {
    const session = await signIn('guest@example.com', 'guest-password');
    await post('forgot-password', { email: 'guest@example.com' });
    const token = tokenOf(links.at(-1)!.link);

    const weak = await post('reset-password', { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ error: { fields: { password: expect.any(String) } } });

    const reset = await post('reset-password', { token, password: 'guest-password-2' });
    expect(reset.status).toBe(204);
    expect((await signIn('guest@example.com', 'guest-password')).status).toBe(401);
    expect((await signIn('guest@example.com', 'guest-password-2')).status).toBe(200);
    const me = await t.call('GET', '/api/v1/sys/me', {
      token: String(session.body.access_token),
    });
    expect(me.status).toBe(401);

    const again = await post('reset-password', { token, password: 'guest-password-3' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { fields: { token: expect.any(String) } } });
  });

  it('a reset link expires after 30 minutes', async () => {
    await post('forgot-password', { email: 'editor@example.com' });
    const token = tokenOf(links.at(-1)!.link);
    t.advanceClock(31 * 60 * 1000);
    const late = await post('reset-password', { token, password: 'editor-password-2' });
    expect(late.status).toBe(400);
    expect((await signIn('editor@example.com', 'editor-password')).status).toBe(200);
  });

  it('an unknown token is 400', async () => {
    const res = await post('reset-password', { token: 'made-up', password: 'long-enough' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: { code: 'VALIDATION_ERROR', fields: { token: expect.any(String) } },
    });
  });

  const RATE_PAYLOADS: Record<string, () => Item | Record<string, string>> = {
    signup: () => ({ name: 'R', email: `rate-${++client}@example.com`, password: 'long-enough' }),
    'forgot-password': () => ({ email: 'rate@example.com' }),
    'reset-password': () => ({ token: 'made-up', password: 'long-enough' }),
  };

  it.each(Object.keys(RATE_PAYLOADS))(
    '%s is rate limited per address like sign-in',
    async (path) => {
      const address = `10.8.0.${++client}`;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await post(path, RATE_PAYLOADS[path]!(), address)).status);
      expect(statuses.slice(0, 5)).not.toContain(429);
      expect(statuses[5]).toBe(429);
    },
  );
});
