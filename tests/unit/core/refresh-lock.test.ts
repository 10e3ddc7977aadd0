// Several tabs, one session: one renewal at a time per browser profile; a tab that waited takes the
// renewed tokens from storage instead of spending the same refresh token again. happy-dom has no
// Web Locks, so this runs the localStorage lease the client falls back to (the browser suite runs
// Web Locks, tests/browser/session-tabs.test.ts).
import { describe, expect, it } from 'vitest';
import { api } from '../../../src/core/api/client';
import { withRefreshLock } from '../../../src/core/auth/refresh-lock';
import { sessionStore } from '../../../src/core/auth/session';
import { signedInAs, startFileServer, tokenApi, user } from './support/client-fixture';

const fixture = startFileServer();
const LEASE_KEY = 'bo_auth_refresh_lease';

/** What another tab does once its renewal is stored: new auth_user, lease released, storage events. */
function otherTabRenewed(accessToken: string, refreshToken: string): void {
  const record = JSON.stringify({ accessToken, refreshToken, user });
  localStorage.setItem('auth_user', record);
  window.dispatchEvent(new StorageEvent('storage', { key: 'auth_user', newValue: record }));
  localStorage.removeItem(LEASE_KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: LEASE_KEY, newValue: null }));
}

describe('one renewal at a time across tabs', () => {
  it('this page has no Web Locks, so the lease fallback is what runs', () => {
    expect((navigator as Partial<Navigator>).locks?.request).toBeUndefined();
  });

  it('a tab that waited for another tab takes its stored tokens and never sends its spent refresh token', async () => {
    signedInAs('old-access', 'refresh-1');
    fixture.server.setHandler(
      tokenApi({
        access: 'new-access',
        refresh: 'refresh-1',
        renewed: { json: { access_token: 'wrong', refresh_token: 'wrong' } },
      }),
    );
    localStorage.setItem(
      LEASE_KEY,
      JSON.stringify({ owner: 'other-tab', until: Date.now() + 15_000 }),
    );
    const reply = api<{ total: number }>('/tasks');
    await expect.poll(() => fixture.server.calls('/api/v1/tasks')).toHaveLength(1);
    // The other tab's renewal lands while this one waits for the lease.
    otherTabRenewed('new-access', 'refresh-2');
    expect((await reply).total).toBe(1);
    expect(fixture.server.calls('/api/v1/sys/auth/refresh')).toHaveLength(0);
    expect(fixture.server.calls('/api/v1/tasks').map((r) => r.headers.authorization)).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ]);
    expect(sessionStore.getState().refreshToken).toBe('refresh-2');
    expect(localStorage.getItem(LEASE_KEY)).toBeNull();
  });

  it('a lease left by a closed tab lapses, and this tab renews itself', async () => {
    signedInAs('old-access', 'refresh-1');
    fixture.server.setHandler(
      tokenApi({
        access: 'new-access',
        refresh: 'refresh-1',
        renewed: { json: { access_token: 'new-access', refresh_token: 'refresh-2' } },
      }),
    );
    localStorage.setItem(LEASE_KEY, JSON.stringify({ owner: 'closed-tab', until: Date.now() - 1 }));
    expect((await api<{ total: number }>('/tasks')).total).toBe(1);
    expect(fixture.server.calls('/api/v1/sys/auth/refresh')).toHaveLength(1);
    expect(localStorage.getItem(LEASE_KEY)).toBeNull();
  });

  it('two holders in one page run one after the other, never together', async () => {
    const order: string[] = [];
    const step = (name: string) =>
      withRefreshLock(async () => {
        order.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 30));
        order.push(`${name} out`);
      });
    await Promise.all([step('a'), step('b')]);
    expect(order).toEqual(['a in', 'a out', 'b in', 'b out']);
  });
});
