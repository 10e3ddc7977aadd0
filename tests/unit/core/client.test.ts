// Spec sections 7 and 8: the shared client's requests and error kinds, against a real HTTP server.
import { describe, expect, it } from 'vitest';
import { api } from '../../../src/core/api/client';
import { sessionStore } from '../../../src/core/auth/session';
import { configure, getConfig } from '../../../src/core/config';
import { errorReply, refusedPort, setPageUrl } from './support/api-server';
import { failureOf, signedInAs, startFileServer, user } from './support/client-fixture';

const fixture = startFileServer();

describe('shared client behaviour', () => {
  it('calls go under the base path ending in /api/v1', async () => {
    fixture.server.setHandler(() => ({ json: { ok: true } }));
    await api('/tasks');
    expect(fixture.server.requests.map((r) => r.path)).toEqual(['/api/v1/tasks']);
  });

  it('the base path defaults to /api/v1 on the page origin', async () => {
    configure({ apiBase: '/api/v1' });
    fixture.server.setHandler(() => ({ json: { ok: true } }));
    await api('/sources');
    expect(getConfig().apiBase).toBe(`${fixture.server.origin}/api/v1`);
    expect(fixture.server.requests[0]?.path).toBe('/api/v1/sources');
  });

  it('credentials (cookies) are included on calls to an API on another origin', async () => {
    setPageUrl(`http://localhost:${new URL(fixture.server.origin).port}/console/`);
    try {
      fixture.server.setHandler(() => ({
        json: {},
        headers: { 'set-cookie': 'sid=cookie-1; Path=/' },
      }));
      await api('/tasks');
      await api('/tasks');
      expect(fixture.server.requests[1]?.headers.cookie).toBe('sid=cookie-1');
    } finally {
      setPageUrl(`${fixture.server.origin}/console/`);
    }
  });

  it('requests and responses are JSON', async () => {
    fixture.server.setHandler((request) => ({ status: 201, json: { received: request.body } }));
    const reply = await api<{ received: unknown }>('/tasks', {
      method: 'POST',
      body: { title: 'Check the new channel' },
    });
    expect(reply).toEqual({ received: { title: 'Check the new channel' } });
    expect(fixture.server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(fixture.server.requests[0]?.headers.accept).toBe('application/json');
  });

  it('empty query params are left out and lists repeat their key', async () => {
    fixture.server.setHandler(() => ({ json: {} }));
    await api('/channels/suggestions', {
      query: { q: '', role: null, limit: 20, kinds: ['group', 'channel'], withFull: false },
    });
    const query = fixture.server.requests[0]?.query;
    expect(query?.has('q')).toBe(false);
    expect(query?.has('role')).toBe(false);
    expect(query?.get('limit')).toBe('20');
    expect(query?.getAll('kinds')).toEqual(['group', 'channel']);
    expect(query?.get('withFull')).toBe('false');
  });

  it('the time-out is 10000 ms by default', () => {
    expect(getConfig().timeoutMs).toBe(10_000);
  });

  it('every request carries the bearer built from the access token in state', async () => {
    signedInAs('access-1', 'refresh-1');
    fixture.server.setHandler(() => ({ json: {} }));
    await api('/tasks');
    expect(fixture.server.requests[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it('the bearer comes from local storage when the state holds no token', async () => {
    localStorage.setItem(
      'auth_user',
      JSON.stringify({ accessToken: 'stored-access', refreshToken: 'stored-refresh', user }),
    );
    fixture.server.setHandler(() => ({ json: {} }));
    await api('/tasks');
    expect(sessionStore.getState().accessToken).toBeNull();
    expect(fixture.server.requests[0]?.headers.authorization).toBe('Bearer stored-access');
  });

  it('a call without any token carries no authorization header', async () => {
    fixture.server.setHandler(() => ({ json: {} }));
    await api('/tasks');
    expect(fixture.server.requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('error kinds', () => {
  it('a slow server gives TIMEOUT_ERROR after the configured time-out', async () => {
    configure({ timeoutMs: 100 });
    fixture.server.setHandler(() => ({ json: {}, delayMs: 1_000 }));
    const error = await failureOf(api('/tasks'));
    expect(error.kind).toBe('TIMEOUT_ERROR');
  });

  it('invalid JSON gives PARSING_ERROR', async () => {
    fixture.server.setHandler(() => ({ raw: '{"items": [', contentType: 'application/json' }));
    const error = await failureOf(api('/tasks'));
    expect(error.kind).toBe('PARSING_ERROR');
  });

  it('a refused port gives FETCH_ERROR', async () => {
    configure({ apiBase: `http://127.0.0.1:${await refusedPort()}/api/v1` });
    const error = await failureOf(api('/tasks'));
    expect(error.kind).toBe('FETCH_ERROR');
  });

  it('an HTTP error carries the status, the server message, its code and the field errors', async () => {
    fixture.server.setHandler(() =>
      errorReply(400, 'VALIDATION_ERROR', 'Some fields are invalid', { email: 'Not an email' }),
    );
    const error = await failureOf(api('/sys/users', { method: 'POST', body: { email: 'x' } }));
    expect({
      kind: error.kind,
      status: error.status,
      message: error.message,
      code: error.code,
      fields: error.fields,
    }).toEqual({
      kind: 'HTTP_ERROR',
      status: 400,
      message: 'Some fields are invalid',
      code: 'VALIDATION_ERROR',
      fields: { email: 'Not an email' },
    });
  });

  it('an error reply that is not JSON is still an HTTP_ERROR with its status', async () => {
    fixture.server.setHandler(() => ({
      status: 502,
      raw: '<h1>Bad gateway</h1>',
      contentType: 'text/html',
    }));
    const error = await failureOf(api('/tasks'));
    expect([error.kind, error.status]).toEqual(['HTTP_ERROR', 502]);
  });

  it('an empty 200 reply gives PARSING_ERROR', async () => {
    fixture.server.setHandler(() => ({ status: 200, raw: '', contentType: 'application/json' }));
    const error = await failureOf(api('/tasks'));
    expect([error.kind, error.message]).toEqual(['PARSING_ERROR', 'The server reply is empty.']);
  });

  it('an empty success reply resolves to undefined', async () => {
    fixture.server.setHandler(() => ({ status: 204 }));
    await expect(api('/tasks/t-1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('a call aborted by the caller rejects with the abort reason', async () => {
    fixture.server.setHandler(() => ({ json: {}, delayMs: 1_000 }));
    const controller = new AbortController();
    const call = api('/tasks', { signal: controller.signal });
    const reason = new Error('stale request');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });
});
