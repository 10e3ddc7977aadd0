// A list's query goes ahead of the address: the screen shows it at once, the address follows once the page is quiet (or after ADDRESS_LAG_MAX_MS), one entry per view the user saw, and another step's navigation wins over a query still waiting.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_LAG_MAX_MS, type AddressAt, addressLag } from '../../../src/console/address-lag';
import { queryClient } from '../../../src/core/query/client';

/** Past the idle waits of a quiet page (two idle turns), well short of the longest lag. */
const QUIET_MS = 500;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
});

/** An address as a router keeps it: every navigation a new key. */
function fakeAddress(search = 'status=open') {
  let keys = 0;
  const address = { at: { key: 'k0', pathname: '/task', search } as AddressAt };
  const writes: string[] = [];
  const go = (pathname: string, next: string) => {
    keys += 1;
    address.at = { key: `k${keys}`, pathname, search: next };
  };
  const lag = addressLag(
    () => address.at,
    (pathname, next) => {
      writes.push(next);
      go(pathname, next);
    },
  );
  return { address, writes, go, lag };
}

/** A list request the test answers by hand. */
function pendingQuery(): { answer(): void } {
  let answer = () => {};
  queryClient
    .fetchQuery({
      queryKey: ['tasks', 'list', { q: 'invoice' }],
      queryFn: () =>
        new Promise<string>((resolve) => {
          answer = () => resolve('page');
        }),
    })
    // One never answered is cancelled when the cache is cleared after the test.
    .catch(() => undefined);
  return { answer: () => answer() };
}

describe('addressLag', () => {
  it('shows a change at once and writes the address once the page is quiet', async () => {
    const { address, writes, lag } = fakeAddress();
    lag.set(address.at, 'q=invoice');
    expect(lag.read(address.at)).toBe('q=invoice');
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(writes).toEqual(['q=invoice']);
    expect(address.at.search).toBe('q=invoice');
    expect(lag.read(address.at)).toBe('q=invoice');
  });

  it('waits for the answer in flight, and writes once it has come', async () => {
    const { address, writes, lag } = fakeAddress();
    const search = pendingQuery();
    lag.set(address.at, 'q=invoice');
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(writes).toEqual([]);
    search.answer();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    expect(writes).toEqual(['q=invoice']);
  });

  it('writes after the longest lag when the answer never comes', async () => {
    const { address, writes, lag } = fakeAddress();
    pendingQuery();
    lag.set(address.at, 'q=invoice');
    await vi.advanceTimersByTimeAsync(ADDRESS_LAG_MAX_MS - 100);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(writes).toEqual(['q=invoice']);
  });

  it('writes one entry for changes made before the page was quiet, none for a change undone', async () => {
    const { address, writes, lag } = fakeAddress();
    lag.set(address.at, 'q=inv');
    lag.set(address.at, 'q=invoice');
    expect(lag.read(address.at)).toBe('q=invoice');
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(writes).toEqual(['q=invoice']);

    lag.set(address.at, 'q=invoices');
    lag.set(address.at, 'q=invoice');
    await vi.advanceTimersByTimeAsync(ADDRESS_LAG_MAX_MS * 2);
    expect(writes).toEqual(['q=invoice']);
    expect(lag.read(address.at)).toBe('q=invoice');
  });

  it('drops the query waiting when another step moves the address, and never writes it', async () => {
    const { address, writes, go, lag } = fakeAddress();
    lag.set(address.at, 'q=invoice');
    // Back, a link or a host's navigate, before the page was quiet.
    go('/task', 'status=done');
    expect(lag.read(address.at)).toBe('status=done');
    await vi.advanceTimersByTimeAsync(ADDRESS_LAG_MAX_MS * 2);
    expect(writes).toEqual([]);

    lag.set(address.at, 'q=report');
    go('/message', '');
    await vi.advanceTimersByTimeAsync(ADDRESS_LAG_MAX_MS * 2);
    expect(writes).toEqual([]);
    expect(address.at.pathname).toBe('/message');
  });

  it('keeps a change made while its last write is still on the way to the address', async () => {
    const address = { at: { key: 'k0', pathname: '/task', search: '' } as AddressAt };
    const writes: string[] = [];
    // A router that moves the address later than it is asked to.
    const lag = addressLag(
      () => address.at,
      (_pathname, next) => {
        writes.push(next);
      },
    );
    lag.set(address.at, 'q=inv');
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(writes).toEqual(['q=inv']);
    lag.set(address.at, 'q=invoice');
    // Now the first write arrives: it is ours, so the newer change still shows and goes out.
    address.at = { key: 'k1', pathname: '/task', search: 'q=inv' };
    expect(lag.read(address.at)).toBe('q=invoice');
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(writes).toEqual(['q=inv', 'q=invoice']);
  });

  it('stops waiting for good once disposed', async () => {
    const { address, writes, lag } = fakeAddress();
    lag.set(address.at, 'q=invoice');
    lag.dispose();
    await vi.advanceTimersByTimeAsync(ADDRESS_LAG_MAX_MS * 2);
    expect(writes).toEqual([]);
    expect(lag.read(address.at)).toBe('status=open');
  });
});
