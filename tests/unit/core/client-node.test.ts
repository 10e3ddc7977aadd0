// @vitest-environment node
// The client outside a browser (Node's global fetch, no localStorage, no document), as servers and scripts use it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '../../../src/core/api/client';
import { sessionStore } from '../../../src/core/auth/session';
import { signIn } from '../../../src/core/auth/sign-in';
import { configure } from '../../../src/core/config';
import { type ApiServer, startApiServer } from './support/api-server';

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer((request) => {
    if (request.path === '/api/v1/sys/auth/login') {
      return {
        json: {
          access_token: 'node-access',
          refresh_token: 'node-refresh',
          user: { uuid: 'u-1', email: 'sa@example.com', name: 'Sam', roles: ['SA'] },
        },
      };
    }
    return { json: { items: [], total: 0, authorization: request.headers.authorization } };
  });
  configure({ apiBase: server.apiBase });
});

afterAll(() => server.close());

it('the client works in Node with an absolute api base', async () => {
  expect(typeof globalThis.localStorage).toBe('undefined');
  await signIn('sa@example.com', 'sa-password');
  expect(sessionStore.getState().isAuthenticated).toBe(true);
  const reply = await api<{ authorization: string }>('/tasks');
  expect(reply.authorization).toBe('Bearer node-access');
});
