// One token renewal at a time per browser profile: tabs of one origin share one refresh token, and
// the server takes a second use of it as a leak. Web Locks where the browser has them (secure
// contexts); elsewhere a lease in localStorage that tabs take in turn.
import { pageTokens, type TokenSession } from './session';
import { readItem, readStoredAuth, writeItem } from './storage';

const LOCK_NAME = 'bo-auth-refresh';
/** Internal, not part of the public storage contract: which tab renews, until when. */
const LEASE_KEY = 'bo_auth_refresh_lease';
/** Longer than the renewal's 10 s time-out, so a live holder never loses its lease; a closed tab's lease lapses. */
const LEASE_MS = 15_000;
/** How often a waiting tab looks at the lease when no storage event arrives. */
const LEASE_POLL_MS = 50;

interface Lease {
  owner: string;
  until: number;
}

function readLease(): Lease | null {
  try {
    const value: unknown = JSON.parse(readItem(LEASE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { owner, until } = value as Record<string, unknown>;
    return typeof owner === 'string' && typeof until === 'number' ? { owner, until } : null;
  } catch {
    return null;
  }
}

/** Resolves on the next change of the lease in another tab, or after a poll interval. */
function leaseChangeOrPoll(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
      resolve();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === LEASE_KEY || event.key === null) done();
    };
    const timer = setTimeout(done, LEASE_POLL_MS);
    window.addEventListener('storage', onStorage);
  });
}

/**
 * Waits until this tab holds the lease. Returns false when storage cannot hold one (blocked
 * storage): there is then no other tab to share tokens with either.
 */
async function takeLease(owner: string): Promise<boolean> {
  for (;;) {
    const lease = readLease();
    if (!lease || lease.until <= Date.now()) {
      writeItem(LEASE_KEY, JSON.stringify({ owner, until: Date.now() + LEASE_MS }));
      if (readLease()?.owner !== owner) {
        if (readItem(LEASE_KEY) === null) return false;
      } else {
        // Two tabs may have written at the same moment; the last write stands. Look again
        // after a beat, when both writes have landed.
        await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS / 5));
        if (readLease()?.owner === owner) return true;
      }
    }
    await leaseChangeOrPoll();
  }
}

function releaseLease(owner: string): void {
  if (readLease()?.owner === owner) writeItem(LEASE_KEY, null);
}

async function underLease<T>(task: () => Promise<T>): Promise<T> {
  const owner = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const held = await takeLease(owner);
  try {
    return await task();
  } finally {
    if (held) releaseLease(owner);
  }
}

function webLocks(): LockManager | undefined {
  if (typeof window === 'undefined') return undefined;
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

/** Runs `task` while no other tab of this browser profile runs one. */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return task();
  const locks = webLocks();
  return locks ? locks.request(LOCK_NAME, task) : underLease(task);
}

/**
 * A lock is released at once in every tab, but localStorage reaches other tabs' processes a
 * moment later: the tab next in line could still read the spent token. So a renewal also holds a
 * lock named after the spent token for a few seconds, which the next tab sees at once.
 */
const RENEWED_PREFIX = 'bo-auth-renewed:';
const RENEWED_HOLD_MS = 10_000;
/** How long a tab waits for another tab's renewed record to arrive through storage. */
const STORED_RECORD_WAIT_MS = 2_000;

async function renewedLockName(refreshToken: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(refreshToken));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0'));
  return `${RENEWED_PREFIX}${hex.join('').slice(0, 32)}`;
}

/** Tells the other tabs that `spent` has been renewed (Web Locks only; the lease needs no help). */
async function announceRenewal(spent: string): Promise<void> {
  const locks = webLocks();
  const name = locks ? await renewedLockName(spent) : null;
  if (!locks || !name) return;
  void locks.request(name, { ifAvailable: true }, (lock) =>
    lock ? new Promise((resolve) => setTimeout(resolve, RENEWED_HOLD_MS)) : undefined,
  );
}

/** Whether another tab has just renewed `spent`, so its new record is on its way here. */
async function renewedElsewhere(spent: string): Promise<boolean> {
  const locks = webLocks();
  const name = locks ? await renewedLockName(spent) : null;
  if (!locks || !name) return false;
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === name);
}

/** Resolves true once `changed()` holds after a storage event, false when none came in time. */
function storedRecordChange(changed: () => boolean): Promise<boolean> {
  if (changed()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (result: boolean) => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
      resolve(result);
    };
    const onStorage = () => {
      if (changed()) finish(true);
    };
    const timer = setTimeout(() => finish(changed()), STORED_RECORD_WAIT_MS);
    window.addEventListener('storage', onStorage);
  });
}

/** Takes the record another tab stored, when it no longer holds the `spent` refresh token. */
function takeStoredRenewal(spent: string, tokens: TokenSession): boolean {
  const stored = readStoredAuth(tokens.key);
  if (!stored?.accessToken || !stored.refreshToken || stored.refreshToken === spent) return false;
  tokens.store
    .getState()
    .setTokens(stored.accessToken, stored.refreshToken, stored.user ?? undefined);
  return true;
}

/**
 * Every tab of a restored window meets the expired token at once. The first to get the lock
 * renews with `renew`; the others find the stored record renewed meanwhile and take it, instead
 * of spending the same refresh token again (which the server would take as a leak).
 */
export function renewInTurn(
  spent: string | null,
  renew: () => Promise<boolean>,
  tokens: TokenSession = pageTokens,
): Promise<boolean> {
  return withRefreshLock(async () => {
    if (spent && takeStoredRenewal(spent, tokens)) return true;
    // Renewed in another tab: its record is still on its way through storage.
    if (
      spent &&
      (await renewedElsewhere(spent)) &&
      (await storedRecordChange(() => takeStoredRenewal(spent, tokens)))
    )
      return true;
    const renewed = await renew();
    if (renewed && spent) await announceRenewal(spent);
    return renewed;
  });
}
