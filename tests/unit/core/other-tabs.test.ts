// Another tab's writes to a token session's record, followed from the page's first quiet moment on
// (src/core/auth/other-tabs.ts): nothing lost in between, this tab's own writes not mistaken for them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followOtherTabs } from '../../../src/core/auth/other-tabs';
import type { StoredAuth } from '../../../src/core/auth/storage';

const record = (accessToken: string) =>
  JSON.stringify({ accessToken, refreshToken: `${accessToken}-refresh`, user: null });
const taken = (accessToken: string): StoredAuth => ({
  accessToken,
  refreshToken: `${accessToken}-refresh`,
  user: null,
});

let keys = 0;
function nextKey(): string {
  keys += 1;
  return `other-tabs-test-${keys}`;
}

/** The `storage` listeners added to the window since the spy was set. */
function storageListeners(spy: { mock: { calls: unknown[][] } }): number {
  return spy.mock.calls.filter(([type]) => type === 'storage').length;
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('following other tabs', () => {
  it('listens from the first quiet moment, not while the page starts', async () => {
    const spy = vi.spyOn(window, 'addEventListener');
    followOtherTabs(nextKey(), () => undefined);
    expect(storageListeners(spy)).toBe(0);
    await vi.waitFor(() => expect(storageListeners(spy)).toBe(1));
  });

  it('takes a change another tab made before it listened, which no event repeats', async () => {
    const key = nextKey();
    const take = vi.fn();
    followOtherTabs(key, take);
    localStorage.setItem(key, record('from-another-tab'));
    await vi.waitFor(() => expect(take).toHaveBeenCalledWith(taken('from-another-tab')));
    expect(take).toHaveBeenCalledTimes(1);
  });

  it("does not take this tab's own write before it listened for another tab's", async () => {
    const spy = vi.spyOn(window, 'addEventListener');
    const key = nextKey();
    const take = vi.fn();
    const tabs = followOtherTabs(key, take);
    localStorage.setItem(key, record('written-here'));
    tabs.wrote();
    await vi.waitFor(() => expect(storageListeners(spy)).toBe(1));
    expect(take).not.toHaveBeenCalled();
  });

  it('then takes each change of its key and a cleared storage, not other keys', async () => {
    const spy = vi.spyOn(window, 'addEventListener');
    const key = nextKey();
    const take = vi.fn();
    followOtherTabs(key, take);
    await vi.waitFor(() => expect(storageListeners(spy)).toBe(1));
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: record('renewed') }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_phone', newValue: '+1555' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    expect(take.mock.calls).toEqual([[taken('renewed')], [null]]);
  });
});
