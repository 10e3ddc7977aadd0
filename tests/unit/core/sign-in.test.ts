// Token sign-in and sign-out through the client, and the sign-out event after a failed refresh.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { api } from '../../../src/core/api/client';
import { ApiError } from '../../../src/core/api/errors';
import { sessionStore } from '../../../src/core/auth/session';
import { signIn, signOut } from '../../../src/core/auth/sign-in';
import { configure } from '../../../src/core/config';
import {
  type ApiServer,
  errorReply,
  refusedPort,
  setPageUrl,
  startApiServer,
} from './support/api-server';

const sam = { uuid: 'u-1', email: 'sa@example.com', name: 'Sam', roles: ['SA'] };

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer((request) => {
    if (request.path === '/api/v1/sys/auth/login') {
      const { email, password } = request.body as { email: string; password: string };
      return email === 'sa@example.com' && password === 'sa-password'
        ? { json: { access_token: 'access-1', refresh_token: 'refresh-1', user: sam } }
        : errorReply(401, 'INVALID_CREDENTIALS', 'Wrong email or password');
    }
    if (request.path === '/api/v1/sys/auth/logout') return { json: { ok: true } };
    if (request.path === '/api/v1/sys/auth/refresh') {
      return errorReply(401, 'UNAUTHORIZED', 'Refresh token refused');
    }
    return errorReply(401, 'TOKEN_EXPIRED', 'Access token expired');
  });
  setPageUrl(`${server.origin}/`);
  configure({ apiBase: server.apiBase });
});

afterAll(() => server.close());

beforeEach(() => {
  sessionStore.getState().logout();
  sessionStore.setState({ errorMessage: null, success: false });
  localStorage.clear();
  server.requests.length = 0;
});

it('sign-in stores the tokens and the user and reports success', async () => {
  await expect(signIn('sa@example.com', 'sa-password')).resolves.toEqual(sam);
  const { accessToken, refreshToken, user, isAuthenticated, loading, success, errorMessage } =
    sessionStore.getState();
  expect({
    accessToken,
    refreshToken,
    user,
    isAuthenticated,
    loading,
    success,
    errorMessage,
  }).toEqual({
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    user: sam,
    isAuthenticated: true,
    loading: false,
    success: true,
    errorMessage: null,
  });
  expect(server.calls('/api/v1/sys/auth/login')[0]?.body).toEqual({
    email: 'sa@example.com',
    password: 'sa-password',
  });
});

it('a failed sign-in sets errorMessage to the server message and rejects', async () => {
  await expect(signIn('sa@example.com', 'wrong')).rejects.toBeInstanceOf(ApiError);
  const { isAuthenticated, loading, success, errorMessage } = sessionStore.getState();
  expect({ isAuthenticated, loading, success, errorMessage }).toEqual({
    isAuthenticated: false,
    loading: false,
    success: false,
    errorMessage: 'Wrong email or password',
  });
});

it('sign-out revokes the refresh token on the server and clears the session', async () => {
  await signIn('sa@example.com', 'sa-password');
  await signOut();
  const [logout] = server.calls('/api/v1/sys/auth/logout');
  expect(logout?.body).toEqual({ refresh_token: 'refresh-1' });
  expect(logout?.headers.authorization).toBe('Bearer access-1');
  expect(sessionStore.getState().isAuthenticated).toBe(false);
  expect(localStorage.getItem('auth_user')).toBeNull();
});

it('sign-out clears the session even when the server cannot be reached', async () => {
  await signIn('sa@example.com', 'sa-password');
  configure({ apiBase: `http://127.0.0.1:${await refusedPort()}/api/v1` });
  try {
    await signOut();
  } finally {
    configure({ apiBase: server.apiBase });
  }
  expect(sessionStore.getState().isAuthenticated).toBe(false);
});

it('a failed refresh dispatches bo-signed-out once on document', async () => {
  await signIn('sa@example.com', 'sa-password');
  const announced: string[] = [];
  const record = (event: Event) => announced.push(event.type);
  document.addEventListener('bo-signed-out', record);
  try {
    await Promise.allSettled([api('/tasks'), api('/channels'), api('/messages')]);
  } finally {
    document.removeEventListener('bo-signed-out', record);
  }
  expect(server.calls('/api/v1/sys/auth/refresh')).toHaveLength(1);
  expect(announced).toEqual(['bo-signed-out']);
});
