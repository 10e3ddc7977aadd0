// An element's own API base keeps a token session of its own: its storage key, its bearer, its renewal; the page's auth_user is never touched.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { api } from '../../../src/core/api/client';
import { baseSessionKey } from '../../../src/core/auth/base-sessions';
import { sessionStore } from '../../../src/core/auth/session';
import { signIn } from '../../../src/core/auth/sign-in';
import { configure } from '../../../src/core/config';
import { namesOwnBackend, pageBackend } from '../../../src/core/providers/backend';
import { backendFor } from '../../../src/core/providers/own-backend';
import { sessionStoreOf } from '../../../src/core/providers/sessions';
import { type ApiServer, errorReply, setPageUrl, startApiServer } from './support/api-server';

const eve = { uuid: 'u-2', email: 'eve@example.com', name: 'Eve', roles: ['EDITOR'] };
let server: ApiServer;
let otherBase = '';

beforeAll(async () => {
  server = await startApiServer((request) => {
    const path = request.path.replace(/^\/other/, '');
    if (path === '/api/v1/sys/auth/login')
      return {
        json: { access_token: 'other-access-1', refresh_token: 'other-refresh-1', user: eve },
      };
    if (path === '/api/v1/sys/auth/refresh') {
      const { refresh_token } = request.body as { refresh_token: string };
      return refresh_token === 'other-refresh-1'
        ? { json: { access_token: 'other-access-2', refresh_token: 'other-refresh-2' } }
        : errorReply(401, 'UNAUTHORIZED', 'Refresh token refused');
    }
    const bearer = request.headers.authorization;
    return bearer === 'Bearer other-access-2'
      ? { json: { items: [], total: 0 } }
      : errorReply(401, 'TOKEN_EXPIRED', 'Access token expired');
  });
  setPageUrl(`${server.origin}/`);
  configure({ apiBase: server.apiBase });
  otherBase = `${server.origin}/other/api/v1`;
});

afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().logout();
  server.requests.length = 0;
});

it('the page base needs no provider code; another base is a back end of its own', () => {
  expect(namesOwnBackend({ apiBase: server.apiBase })).toBe(false);
  expect(namesOwnBackend({ apiBase: `${server.apiBase}/` })).toBe(false);
  expect(namesOwnBackend({ apiBase: otherBase })).toBe(true);
  expect(backendFor({ apiBase: server.apiBase })).toBe(pageBackend);
  const other = backendFor({ apiBase: otherBase });
  expect(other).toBe(backendFor({ apiBase: otherBase }));
  expect(other.tokens?.key).toBe(`auth_user@${otherBase}`);
  expect(baseSessionKey(otherBase)).toBe(other.tokens?.key);
  expect(sessionStoreOf(other)).toBe(other.tokens?.store);
  expect(sessionStoreOf(pageBackend)).toBe(sessionStore);
});

it('signing in on another base stores its own record and leaves auth_user alone', async () => {
  const other = backendFor({ apiBase: otherBase });
  await signIn('eve@example.com', 'pw', other.tokens);
  expect(server.calls('/other/api/v1/sys/auth/login')).toHaveLength(1);
  const stored = JSON.parse(localStorage.getItem(`auth_user@${otherBase}`) ?? 'null');
  expect(stored).toMatchObject({
    accessToken: 'other-access-1',
    user: { email: 'eve@example.com' },
  });
  expect(localStorage.getItem('auth_user')).toBeNull();
  expect(sessionStore.getState().isAuthenticated).toBe(false);
  expect(other.tokens?.store.getState().user?.email).toBe('eve@example.com');
});

it('a call on another base carries its bearer and renews with its refresh token', async () => {
  const other = backendFor({ apiBase: otherBase });
  await signIn('eve@example.com', 'pw', other.tokens);
  await expect(api('/tasks', { session: other.tokens })).resolves.toEqual({ items: [], total: 0 });
  const [expired, retried] = server.calls('/other/api/v1/tasks');
  expect(expired?.headers.authorization).toBe('Bearer other-access-1');
  expect(retried?.headers.authorization).toBe('Bearer other-access-2');
  expect(server.calls('/other/api/v1/sys/auth/refresh')[0]?.body).toEqual({
    refresh_token: 'other-refresh-1',
  });
  expect(JSON.parse(localStorage.getItem(`auth_user@${otherBase}`) ?? '{}').accessToken).toBe(
    'other-access-2',
  );
  expect(localStorage.getItem('auth_user')).toBeNull();
  expect(server.calls('/api/v1/tasks')).toHaveLength(0);
});
