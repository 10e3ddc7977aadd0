// Spec sections 7 and 8: a 401 renews the session once (shared by concurrent calls) or signs out.
import { describe, expect, it } from 'vitest';
import { api } from '../../../src/core/api/client';
import { sessionStore } from '../../../src/core/auth/session';
import { errorReply } from './support/api-server';
import { failureOf, signedInAs, tokenApi, startFileServer } from './support/client-fixture';

const fixture = startFileServer();

describe('401 handling (sections 7 and 8)', () => {
  it('on a 401 the client refreshes once, stores the new tokens and repeats the request', async () => {
    signedInAs('old-access', 'refresh-1');
    fixture.server.setHandler(
      tokenApi({
        access: 'new-access',
        refresh: 'refresh-1',
        renewed: { json: { access_token: 'new-access', refresh_token: 'refresh-2' } },
      }),
    );
    const reply = await api<{ total: number }>('/tasks');
    expect(reply.total).toBe(1);
    expect(fixture.server.calls('/api/v1/sys/auth/refresh')).toHaveLength(1);
    expect(fixture.server.calls('/api/v1/sys/auth/refresh')[0]?.body).toEqual({
      refresh_token: 'refresh-1',
    });
    expect(fixture.server.calls('/api/v1/tasks').map((r) => r.headers.authorization)).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ]);
    const state = sessionStore.getState();
    expect([state.accessToken, state.refreshToken, state.isAuthenticated]).toEqual([
      'new-access',
      'refresh-2',
      true,
    ]);
    expect(JSON.parse(localStorage.getItem('auth_user') ?? '{}')).toMatchObject({
      accessToken: 'new-access',
      refreshToken: 'refresh-2',
    });
  });

  it('20 concurrent requests that all get 401 share one refresh and are each retried once', async () => {
    signedInAs('old-access', 'refresh-1');
    fixture.server.setHandler(
      tokenApi({
        access: 'new-access',
        refresh: 'refresh-1',
        renewed: {
          json: { access_token: 'new-access', refresh_token: 'refresh-2' },
          delayMs: 50,
        },
      }),
    );
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api<{ path: string }>(`/tasks/${i}`)),
    );
    expect(replies.map((r) => r.path)).toEqual(
      Array.from({ length: 20 }, (_, i) => `/api/v1/tasks/${i}`),
    );
    expect(fixture.server.calls('/api/v1/sys/auth/refresh')).toHaveLength(1);
    for (let i = 0; i < 20; i++) {
      expect(
        fixture.server.calls(`/api/v1/tasks/${i}`).map((r) => r.headers.authorization),
      ).toEqual(['Bearer old-access', 'Bearer new-access']);
    }
  });

  it('a 401 with no refresh token logs the user out', async () => {
    signedInAs('old-access', null);
    fixture.server.setHandler(() => errorReply(401, 'TOKEN_EXPIRED', 'Access token expired'));
    const error = await failureOf(api('/tasks'));
    expect([error.kind, error.status]).toEqual(['HTTP_ERROR', 401]);
    expect(fixture.server.calls('/api/v1/sys/auth/refresh')).toHaveLength(0);
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('auth_user')).toBeNull();
  });

  it('a refresh reply without access_token logs the user out', async () => {
    signedInAs('old-access', 'refresh-1');
    fixture.server.setHandler(
      tokenApi({ access: 'new-access', refresh: 'refresh-1', renewed: { json: { ok: true } } }),
    );
    const error = await failureOf(api('/tasks'));
    expect(error.status).toBe(401);
    expect(fixture.server.calls('/api/v1/tasks')).toHaveLength(1);
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(sessionStore.getState().accessToken).toBeNull();
  });

  it('a retried request that gets 401 again logs out without looping', async () => {
    signedInAs('old-access', 'refresh-1');
    fixture.server.setHandler((request) =>
      request.path === '/api/v1/sys/auth/refresh'
        ? { json: { access_token: 'also-refused', refresh_token: 'refresh-2' } }
        : errorReply(401, 'TOKEN_EXPIRED', 'Access token expired'),
    );
    const error = await failureOf(api('/tasks'));
    expect([error.kind, error.status]).toEqual(['HTTP_ERROR', 401]);
    expect(fixture.server.calls('/api/v1/tasks')).toHaveLength(2);
    expect(fixture.server.calls('/api/v1/sys/auth/refresh')).toHaveLength(1);
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('the refresh call itself never triggers a refresh', async () => {
    signedInAs('old-access', 'revoked-refresh');
    fixture.server.setHandler(() => errorReply(401, 'UNAUTHORIZED', 'Refresh token refused'));
    const error = await failureOf(api('/tasks'));
    expect(error.status).toBe(401);
    expect(fixture.server.calls('/api/v1/sys/auth/refresh')).toHaveLength(1);
    expect(
      fixture.server.calls('/api/v1/sys/auth/refresh')[0]?.headers.authorization,
    ).toBeUndefined();
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('a refresh that fails on the server side keeps the session for a later try', async () => {
    signedInAs('old-access', 'refresh-1');
    fixture.server.setHandler((request) =>
      request.path === '/api/v1/sys/auth/refresh'
        ? errorReply(503, 'INTERNAL_ERROR', 'Try again later')
        : errorReply(401, 'TOKEN_EXPIRED', 'Access token expired'),
    );
    const error = await failureOf(api('/tasks'));
    expect(error.status).toBe(401);
    expect(sessionStore.getState().refreshToken).toBe('refresh-1');
    expect(sessionStore.getState().isAuthenticated).toBe(true);
  });

  it('a sign-in call answered with 401 does not try a refresh', async () => {
    signedInAs('old-access', 'refresh-1');
    fixture.server.setHandler(() =>
      errorReply(401, 'INVALID_CREDENTIALS', 'Wrong email or password'),
    );
    const error = await failureOf(
      api('/sys/auth/login', { method: 'POST', body: { email: 'x@example.com' }, anonymous: true }),
    );
    expect(error.message).toBe('Wrong email or password');
    expect(fixture.server.calls('/api/v1/sys/auth/refresh')).toHaveLength(0);
    expect(fixture.server.requests[0]?.headers.authorization).toBeUndefined();
    expect(sessionStore.getState().isAuthenticated).toBe(true);
  });
  it('a refused refresh ends the session as expired, and the failed call says so', async () => {
    signedInAs('old-access', 'refresh-1');
    fixture.server.setHandler(
      tokenApi({ access: 'new-access', refresh: 'other-refresh', renewed: { json: {} } }),
    );
    const error = await failureOf(api('/tasks', { method: 'POST', body: { title: 'Kept' } }));
    expect([error.status, error.sessionEnded]).toEqual([401, true]);
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: false, expired: true });
  });

  it('signing out is no expiry, and a refusal arriving after it does not make it one', async () => {
    signedInAs('old-access', 'refresh-1');
    sessionStore.getState().logout();
    fixture.server.setHandler(() => errorReply(401, 'UNAUTHORIZED', 'No session'));
    await failureOf(api('/tasks'));
    expect(sessionStore.getState().expired).toBe(false);
  });

  it('signing in again clears the expiry', async () => {
    signedInAs('old-access', 'refresh-1');
    sessionStore.getState().logout('expired');
    signedInAs('new-access', 'refresh-2');
    expect(sessionStore.getState().expired).toBe(false);
  });
});
