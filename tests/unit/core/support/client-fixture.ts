// Shared set-up of the client tests: one real HTTP server, a clean session, helpers for tokens and failures.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ApiError } from '../../../../src/core/api/errors';
import { sessionStore } from '../../../../src/core/auth/session';
import { configure } from '../../../../src/core/config';
import { API_TIMEOUT_MS } from '../../../../src/core/constants';
import {
  type ApiServer,
  errorReply,
  type RecordedRequest,
  type Reply,
  setPageUrl,
  startApiServer,
} from './api-server';

export const user = {
  uuid: 'u-1',
  email: 'sa@example.com',
  name: 'Sam Admin',
  roles: ['SA' as const],
};

/** Starts the server for the calling test file; read `.server` inside tests. */
export function startFileServer(): { server: ApiServer } {
  const handle = {} as { server: ApiServer };
  beforeAll(async () => {
    handle.server = await startApiServer();
    setPageUrl(`${handle.server.origin}/console/`);
  });
  afterAll(() => handle.server.close());
  beforeEach(() => {
    sessionStore.getState().logout();
    localStorage.clear();
    handle.server.requests.length = 0;
    configure({ apiBase: handle.server.apiBase, timeoutMs: API_TIMEOUT_MS });
  });
  return handle;
}

export function signedInAs(accessToken: string, refreshToken: string | null): void {
  sessionStore.getState().setTokens(accessToken, refreshToken, user);
}

/** An API that accepts one access token and renews with one refresh token. */
export function tokenApi(tokens: { access: string; refresh: string; renewed: Reply }) {
  return (request: RecordedRequest): Reply => {
    if (request.path === '/api/v1/sys/auth/refresh') {
      const body = request.body as { refresh_token?: string };
      return body.refresh_token === tokens.refresh
        ? tokens.renewed
        : errorReply(401, 'UNAUTHORIZED', 'Refresh token refused');
    }
    if (request.headers.authorization !== `Bearer ${tokens.access}`) {
      return errorReply(401, 'TOKEN_EXPIRED', 'Access token expired');
    }
    return { json: { items: [{ uuid: 't-1' }], total: 1, path: request.path } };
  };
}

/** The ApiError a call failed with (fails the test when it succeeds or throws something else). */
export function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      return error;
    },
  );
}
