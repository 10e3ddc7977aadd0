// Spec sections 3 and 4: the phone sign-in wizard against a real HTTP server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fetchPhoneStatus,
  phoneLoginStore,
  phoneLogout,
  resetPhoneLogin,
  startPhoneLogin,
  tick,
  verifyCode,
  verifyPassword,
} from '../../../src/core/auth/phone-login';
import { sessionStore } from '../../../src/core/auth/session';
import { configure } from '../../../src/core/config';
import {
  type ApiServer,
  errorReply,
  type RecordedRequest,
  type Reply,
  setPageUrl,
  startApiServer,
} from './support/api-server';

const twoFactorPhone = '+15550000001';
const plainPhone = '+15550000002';
const ivy = { uuid: 'u-7', email: 'ivy@example.com', name: 'Ivy', roles: ['ADMIN'] };
const authorized = {
  status: 'authorized',
  access_token: 'phone-access',
  refresh_token: 'phone-refresh',
  user: ivy,
};

function phoneApi(request: RecordedRequest): Reply {
  const body = (request.body ?? {}) as { phone?: string; code?: string; password?: string };
  switch (request.path) {
    case '/api/v1/phone-login/start':
      return { json: { step: 'code', ttlSec: 60 } };
    case '/api/v1/phone-login/verify':
      if (body.code === '99999')
        return errorReply(400, 'VALIDATION_ERROR', 'The request is not valid', {
          code: 'Code has expired; request a new code',
        });
      if (body.code !== '12345') return errorReply(400, 'VALIDATION_ERROR', 'Wrong code');
      return { json: body.phone === twoFactorPhone ? { step: 'password' } : authorized };
    case '/api/v1/phone-login/password':
      return body.password === 'ivy-password'
        ? { json: authorized }
        : errorReply(400, 'INVALID_CREDENTIALS', 'Wrong password');
    case '/api/v1/phone-login/status':
      return { json: { authorized: true, user: ivy, lastFetchedAt: '2024-05-01T10:00:00.000Z' } };
    case '/api/v1/phone-login/logout':
      return { json: { ok: true } };
    default:
      return { status: 404 };
  }
}

let server: ApiServer;
const wizard = () => phoneLoginStore.getState();

beforeAll(async () => {
  server = await startApiServer(phoneApi);
  setPageUrl(`${server.origin}/`);
  configure({ apiBase: server.apiBase });
});

afterAll(() => server.close());

beforeEach(() => {
  sessionStore.getState().logout();
  localStorage.clear();
  phoneLoginStore.setState({ authorized: false, user: null, lastFetchedAt: null, phone: '' });
  resetPhoneLogin();
  server.setHandler(phoneApi);
});

describe('phone sign-in state', () => {
  it('holds authorized, user, lastFetchedAt, phone, step, ttlSec, error and loading (plus the failure behind error)', () => {
    expect(Object.keys(wizard()).sort()).toEqual(
      [
        'authorized',
        'error',
        'failure',
        'lastFetchedAt',
        'loading',
        'phone',
        'step',
        'ttlSec',
        'user',
      ].sort(),
    );
  });

  it('the step starts at phone', () => {
    expect(wizard().step).toBe('phone');
  });

  it('the phone is remembered locally under auth_phone', async () => {
    await startPhoneLogin(plainPhone);
    expect(localStorage.getItem('auth_phone')).toBe(plainPhone);
  });
});

describe('phone sign-in wizard', () => {
  it('starting sends the phone and moves to the code step with the countdown', async () => {
    await startPhoneLogin(plainPhone);
    expect(server.calls('/api/v1/phone-login/start')[0]?.body).toEqual({ phone: plainPhone });
    expect([wizard().step, wizard().ttlSec, wizard().loading]).toEqual(['code', 60, false]);
  });

  it('a two-factor account goes from the code step to the password step', async () => {
    await startPhoneLogin(twoFactorPhone);
    await verifyCode('12345');
    expect(wizard().step).toBe('password');
    expect(wizard().authorized).toBe(false);
  });

  it('the password authorizes: step back to phone, countdown and error cleared, tokens stored', async () => {
    await startPhoneLogin(twoFactorPhone);
    await verifyCode('12345');
    await verifyPassword('wrong');
    expect(wizard().error).toBe('Wrong password');
    await verifyPassword('ivy-password');
    expect(server.calls('/api/v1/phone-login/password').at(-1)?.body).toEqual({
      phone: twoFactorPhone,
      password: 'ivy-password',
    });
    const { authorized: isAuthorized, user, step, ttlSec, error } = wizard();
    expect({ isAuthorized, user, step, ttlSec, error }).toEqual({
      isAuthorized: true,
      user: ivy,
      step: 'phone',
      ttlSec: 0,
      error: null,
    });
    expect(sessionStore.getState().accessToken).toBe('phone-access');
    expect(sessionStore.getState().user).toEqual(ivy);
  });

  it('an account without two-factor is authorized right after the code', async () => {
    await startPhoneLogin(plainPhone);
    await verifyCode('12345');
    expect([wizard().authorized, wizard().step, wizard().ttlSec]).toEqual([true, 'phone', 0]);
    expect(sessionStore.getState().refreshToken).toBe('phone-refresh');
  });

  it('a wrong code keeps the code step and sets the error', async () => {
    await startPhoneLogin(plainPhone);
    await verifyCode('00000');
    expect([wizard().step, wizard().error, wizard().loading]).toEqual([
      'code',
      'Wrong code',
      false,
    ]);
  });

  it('a refused step shows the field message and keeps the failure for bo-error', async () => {
    await startPhoneLogin(plainPhone);
    await verifyCode('99999');
    expect(wizard().error).toBe('Code has expired; request a new code');
    expect([wizard().failure?.kind, wizard().failure?.status]).toEqual(['HTTP_ERROR', 400]);
  });

  it('when the server status says authorized, the step resets to phone and countdown and error clear', async () => {
    phoneLoginStore.setState({ step: 'code', ttlSec: 42, error: 'Wrong code' });
    await fetchPhoneStatus();
    const { authorized: isAuthorized, user, lastFetchedAt, step, ttlSec, error } = wizard();
    expect({ isAuthorized, user, lastFetchedAt, step, ttlSec, error }).toEqual({
      isAuthorized: true,
      user: ivy,
      lastFetchedAt: '2024-05-01T10:00:00.000Z',
      step: 'phone',
      ttlSec: 0,
      error: null,
    });
  });

  it('the countdown ttlSec decreases by one per tick while above zero', () => {
    phoneLoginStore.setState({ ttlSec: 2 });
    tick();
    expect(wizard().ttlSec).toBe(1);
    tick();
    tick();
    expect(wizard().ttlSec).toBe(0);
  });

  it('reset returns to the phone step and clears countdown, error and loading', () => {
    phoneLoginStore.setState({
      step: 'password',
      ttlSec: 30,
      error: 'Wrong password',
      loading: true,
    });
    resetPhoneLogin();
    expect([wizard().step, wizard().ttlSec, wizard().error, wizard().loading]).toEqual([
      'phone',
      0,
      null,
      false,
    ]);
  });

  it('logout sets authorized to false and user to empty', async () => {
    await startPhoneLogin(plainPhone);
    await verifyCode('12345');
    await phoneLogout();
    expect([wizard().authorized, wizard().user]).toEqual([false, null]);
    expect(server.calls('/api/v1/phone-login/logout', 'POST')).toHaveLength(1);
  });
});
