// The phone sign-in wizard: phone -> code -> password (two-factor) -> authorized, with its resend countdown.
import { createStore } from 'zustand/vanilla';
import { api } from '../api/client';
import { type ApiError, isApiError } from '../api/errors';
import { STORAGE_KEYS } from '../constants';
import { sessionStore } from './session';
import { readItem, writeItem } from './storage';
import type { SessionUser } from './types';

export type PhoneLoginStep = 'phone' | 'code' | 'password';

export interface PhoneLoginState {
  authorized: boolean;
  user: SessionUser | null;
  /** When the server last fetched the account's data (status reply), ISO 8601. */
  lastFetchedAt: string | null;
  phone: string;
  step: PhoneLoginStep;
  /** Seconds until a new code may be requested; 0 when no countdown runs. */
  ttlSec: number;
  error: string | null;
  /** The failed call behind `error`, so elements can report it to the host page (bo-error). */
  failure: ApiError | null;
  loading: boolean;
}

interface AuthorizedReply {
  status: 'authorized';
  access_token: string;
  refresh_token: string;
  user: SessionUser;
}

type VerifyReply = { step: 'password' } | AuthorizedReply;

interface StatusReply {
  authorized: boolean;
  user: SessionUser | null;
  lastFetchedAt: string | null;
}

export const phoneLoginStore = createStore<PhoneLoginState>()(() => ({
  authorized: false,
  user: null,
  lastFetchedAt: null,
  phone: readItem(STORAGE_KEYS.authPhone) ?? '',
  step: 'phone',
  ttlSec: 0,
  error: null,
  failure: null,
  loading: false,
}));

const set = phoneLoginStore.setState;

/**
 * The words for a refused step: a field message says what was wrong ("Code is incorrect.")
 * where the overall message only says the request was not valid.
 */
function describeFailure(error: unknown): string {
  if (isApiError(error)) {
    const first = error.fields ? Object.values(error.fields).find(Boolean) : undefined;
    return first ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Runs one wizard call with the loading flag on; a failure lands in `error`, never thrown. */
async function run<T>(call: () => Promise<T>): Promise<T | undefined> {
  set({ loading: true, error: null, failure: null });
  try {
    return await call();
  } catch (error) {
    set({ error: describeFailure(error), failure: isApiError(error) ? error : null });
    return undefined;
  } finally {
    set({ loading: false });
  }
}

/** The server says authorized: back to the phone step, countdown and error cleared. */
function markAuthorized(user: SessionUser | null, lastFetchedAt?: string | null): void {
  set({ authorized: true, user, step: 'phone', ttlSec: 0, error: null });
  if (lastFetchedAt !== undefined) set({ lastFetchedAt });
}

function acceptAuthorized(reply: AuthorizedReply): void {
  sessionStore.getState().setTokens(reply.access_token, reply.refresh_token, reply.user);
  markAuthorized(reply.user);
}

/** Asks for a code sent to `phone` and remembers the phone for the next visit. */
export async function startPhoneLogin(phone: string): Promise<void> {
  const trimmed = phone.trim();
  set({ phone: trimmed });
  writeItem(STORAGE_KEYS.authPhone, trimmed);
  const reply = await run(() =>
    api<{ step: 'code'; ttlSec: number }>('/phone-login/start', {
      method: 'POST',
      body: { phone: trimmed },
      anonymous: true,
    }),
  );
  if (reply) set({ step: 'code', ttlSec: Math.max(0, reply.ttlSec) });
}

/** Checks the code; two-factor accounts continue to the password step. */
export async function verifyCode(code: string): Promise<void> {
  const { phone } = phoneLoginStore.getState();
  const reply = await run(() =>
    api<VerifyReply>('/phone-login/verify', {
      method: 'POST',
      body: { phone, code: code.trim() },
      anonymous: true,
    }),
  );
  if (!reply) return;
  if ('status' in reply && reply.status === 'authorized') acceptAuthorized(reply);
  else set({ step: 'password' });
}

/** Second factor: the account password. */
export async function verifyPassword(password: string): Promise<void> {
  const { phone } = phoneLoginStore.getState();
  const reply = await run(() =>
    api<AuthorizedReply>('/phone-login/password', {
      method: 'POST',
      body: { phone, password },
      anonymous: true,
    }),
  );
  if (reply?.status === 'authorized') acceptAuthorized(reply);
}

let statusRead: Promise<void> | null = null;

/** Reads the server's view of the phone session; callers at the same moment share one read. */
export function fetchPhoneStatus(): Promise<void> {
  statusRead ??= readStatus().finally(() => {
    statusRead = null;
  });
  return statusRead;
}

async function readStatus(): Promise<void> {
  const reply = await run(() => api<StatusReply>('/phone-login/status'));
  if (!reply) return;
  if (reply.authorized) markAuthorized(reply.user, reply.lastFetchedAt);
  else set({ authorized: false, user: null, lastFetchedAt: reply.lastFetchedAt });
}

/** Settles once a status read under way has answered: a sign-out then knows whether to end the phone session. */
export function phoneStatusSettled(): Promise<void> {
  return statusRead ?? Promise.resolve();
}

/** One second of the resend countdown; it stops at zero. */
export function tick(): void {
  const { ttlSec } = phoneLoginStore.getState();
  if (ttlSec > 0) set({ ttlSec: ttlSec - 1 });
}

const TICK_MS = 1000;
let ticker: ReturnType<typeof setInterval> | undefined;

/**
 * The page's one countdown timer, owned by the store rather than by a screen: every screen that
 * shows the wizard (<bo-sign-in>, the console's sign-in page) sees the same seconds, however many
 * there are, and none has to remember to drive it. It runs only while ttlSec > 0.
 */
function followCountdown(state: PhoneLoginState): void {
  const counting = state.ttlSec > 0;
  if (counting && ticker === undefined) ticker = setInterval(tick, TICK_MS);
  else if (!counting && ticker !== undefined) {
    clearInterval(ticker);
    ticker = undefined;
  }
}

phoneLoginStore.subscribe(followCountdown);

// However the token session ends (a sign-out, another tab, a refused renewal), the phone
// session ends with it: authorized false, user empty.
sessionStore.subscribe((session, previous) => {
  if (previous.isAuthenticated && !session.isAuthenticated && phoneLoginStore.getState().authorized)
    set({ authorized: false, user: null });
});

/** Back to the phone step with countdown, error and loading cleared; the phone stays. */
export function resetPhoneLogin(): void {
  set({ step: 'phone', ttlSec: 0, error: null, failure: null, loading: false });
}

/** Ends the phone session on the server (best effort) and locally. */
export async function phoneLogout(): Promise<void> {
  try {
    await api('/phone-login/logout', { method: 'POST', renew: false });
  } catch {
    // The local sign-out must happen even when the server cannot be reached.
  }
  set({ authorized: false, user: null });
}
