// The phone sign-in wizard: code, optional password step, status and logout, on the simulated provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, BACKENDS, type TestApp, startTestApp } from './harness';

interface Authorized {
  status: 'authorized';
  access_token: string;
  refresh_token: string;
  user: { email: string; roles: string[] };
}

describe.each(BACKENDS)('phone login on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { phoneLoginCode: '24680' });
  });
  afterAll(() => t.close());

  const start = (phone: string) =>
    t.call('POST', '/api/v1/phone-login/start', { payload: { phone } });
  const verify = (phone: string, code: string) =>
    t.call('POST', '/api/v1/phone-login/verify', { payload: { phone, code } });

  it('start moves to the code step with a resend countdown', async () => {
    const res = await start(ACCOUNTS.ADMIN.phone);
    expect(res).toMatchObject({ status: 200, body: { step: 'code', ttlSec: 60 } });
  });

  it('starting again inside the countdown keeps the remaining seconds', async () => {
    await start(ACCOUNTS.EDITOR.phone);
    t.advanceClock(20_000);
    try {
      const again = await start(ACCOUNTS.EDITOR.phone);
      expect(again.body).toEqual({ step: 'code', ttlSec: 40 });
    } finally {
      t.advanceClock(-20_000);
    }
  });

  it('the configured development code signs in an account without two-factor', async () => {
    await start(ACCOUNTS.ADMIN.phone);
    const res = await verify(ACCOUNTS.ADMIN.phone, '24680');
    expect(res.status).toBe(200);
    const body = res.body as unknown as Authorized;
    expect(body).toMatchObject({
      status: 'authorized',
      user: { email: 'admin@example.com', roles: ['ADMIN'] },
    });
    const tasks = await t.call('GET', '/api/v1/tasks?limit=1', { token: body.access_token });
    expect(tasks.status).toBe(200);
  });

  it('a wrong code is 400 on the code field', async () => {
    await start(ACCOUNTS.GUEST.phone);
    const res = await verify(ACCOUNTS.GUEST.phone, '11111');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: { code: 'VALIDATION_ERROR', fields: { code: 'is incorrect' } },
    });
  });

  it('an unknown phone gets the same answers as a known one', async () => {
    const started = await start('+15559999999');
    expect(started.body).toEqual({ step: 'code', ttlSec: 60 });
    const res = await verify('+15559999999', '24680');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { code: 'is incorrect' } } });
  });

  it('verify without a started login says the code expired', async () => {
    const res = await verify('+15558888888', '24680');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: { fields: { code: expect.stringContaining('expired') } },
    });
  });

  it('too many wrong codes lock the attempt with 429', async () => {
    const phone = '+15557777777';
    await start(phone);
    for (let i = 0; i < 5; i++) expect((await verify(phone, '00000')).status).toBe(400);
    const locked = await verify(phone, '24680');
    expect(locked.status).toBe(429);
  });

  it('a two-factor account continues with the password step', async () => {
    await start(ACCOUNTS.SA.phone);
    const step = await verify(ACCOUNTS.SA.phone, '24680');
    expect(step.body).toEqual({ step: 'password' });
    const wrong = await t.call('POST', '/api/v1/phone-login/password', {
      payload: { phone: ACCOUNTS.SA.phone, password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    const right = await t.call('POST', '/api/v1/phone-login/password', {
      payload: { phone: ACCOUNTS.SA.phone, password: ACCOUNTS.SA.password },
    });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ status: 'authorized', user: { email: 'sa@example.com' } });
  });

  it('the password step needs the code first', async () => {
    const res = await t.call('POST', '/api/v1/phone-login/password', {
      payload: { phone: ACCOUNTS.GUEST.phone, password: 'guest-password' },
    });
    expect(res.status).toBe(400);
  });

  it('status: authorized with user and lastFetchedAt after a phone sign-in; logout ends it', async () => {
    await start(ACCOUNTS.ADMIN.phone);
    const signIn = (await verify(ACCOUNTS.ADMIN.phone, '24680')).body as unknown as Authorized;
    const token = signIn.access_token;
    const status = await t.call('GET', '/api/v1/phone-login/status', { token });
    expect(status.body).toMatchObject({
      authorized: true,
      user: { email: 'admin@example.com' },
      lastFetchedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const out = await t.call('POST', '/api/v1/phone-login/logout', { token });
    expect(out.body).toEqual({ ok: true });
    const after = await t.call('GET', '/api/v1/phone-login/status', { token });
    expect(after.body).toMatchObject({ authorized: false, user: null });
  });

  it('status without a token is not authorized', async () => {
    const res = await t.call('GET', '/api/v1/phone-login/status');
    expect(res.body).toEqual({ authorized: false, user: null, lastFetchedAt: null });
  });

  it('a malformed phone is 400', async () => {
    const res = await start('555-0100');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { phone: expect.any(String) } } });
  });
});
