// A 429 or 503 with Retry-After, against a real HTTP server: the wait it asks for, and which failed list loads sit it out.
import { describe, expect, it } from 'vitest';
import { api } from '../../../src/core/api/client';
import { retryAfterSeconds } from '../../../src/core/api/retry-after';
import { queryRetryDelay, retryQuery } from '../../../src/core/query/retry-policy';
import { errorReply } from './support/api-server';
import { failureOf, startFileServer } from './support/client-fixture';

const fixture = startFileServer();

function replyWith(status: number, retryAfter: string) {
  fixture.server.setHandler(() => ({
    ...errorReply(status, 'RATE_LIMITED', 'Slow down'),
    headers: { 'retry-after': retryAfter },
  }));
}

describe('Retry-After on a failed reply', () => {
  it('a 429 with Retry-After in seconds carries that wait', async () => {
    replyWith(429, '7');
    const error = await failureOf(api('/tasks'));
    expect(error).toMatchObject({ kind: 'HTTP_ERROR', status: 429, retryAfter: 7 });
  });

  it('a 503 with Retry-After as an HTTP date carries the seconds until then, rounded up', async () => {
    const at = new Date(Date.now() + 4_200);
    at.setMilliseconds(0);
    replyWith(503, at.toUTCString());
    const error = await failureOf(api('/tasks'));
    expect(error.status).toBe(503);
    const expected = Math.ceil((at.getTime() - Date.now()) / 1000);
    expect(error.retryAfter).toBeGreaterThanOrEqual(expected - 1);
    expect(error.retryAfter).toBeLessThanOrEqual(expected);
  });

  it('a date already past means no wait', async () => {
    replyWith(429, 'Wed, 21 Oct 2015 07:28:00 GMT');
    expect((await failureOf(api('/tasks'))).retryAfter).toBe(0);
  });

  it('an unreadable value, or a status that is no request to wait, carries none', async () => {
    replyWith(429, 'soon');
    expect((await failureOf(api('/tasks'))).retryAfter).toBeUndefined();
    replyWith(500, '3');
    expect((await failureOf(api('/tasks'))).retryAfter).toBeUndefined();
  });

  it('reads only whole seconds or an IMF date', () => {
    expect(retryAfterSeconds(429, ' 12 ')).toBe(12);
    expect(retryAfterSeconds(429, '1.5')).toBeUndefined();
    expect(retryAfterSeconds(429, '-3')).toBeUndefined();
    expect(
      retryAfterSeconds(429, 'Sun, 06 Nov 1994 08:49:37 GMT', Date.UTC(1994, 10, 6, 8, 49, 30)),
    ).toBe(7);
  });
});

describe('which failed list loads try again by themselves', () => {
  it('a wait of up to 10 s is sat out, three times at most, exactly as long as asked', async () => {
    replyWith(429, '10');
    const error = await failureOf(api('/tasks'));
    expect(retryQuery(0, error)).toBe(true);
    expect(retryQuery(2, error)).toBe(true);
    expect(retryQuery(3, error)).toBe(false);
    expect(queryRetryDelay(1, error)).toBe(10_000);
  });

  it('a longer wait is shown at once, with its Retry', async () => {
    replyWith(429, '11');
    expect(retryQuery(0, await failureOf(api('/tasks')))).toBe(false);
  });

  it('a failure without Retry-After is shown at once', async () => {
    fixture.server.setHandler(() => errorReply(503, 'DOWN', 'Down for upkeep'));
    expect(retryQuery(0, await failureOf(api('/tasks')))).toBe(false);
  });
});
