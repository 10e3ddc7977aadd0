// The phone sign-in wizard: phone -> code -> password (two-factor) -> authorized, with its resend countdown.
import { createStore, type StoreApi } from 'zustand/vanilla';
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

/**
 * How a wizard's steps reach its back end: the reference API's phone-login endpoints (the page's
 * wizard), or an auth provider's phone extras (core/providers/provider-phone.ts).
 */
export interface PhoneFlow {
  start(phone: string): Promise<{ ttlSec: number }>;
  /** The user once signed in, or `password` when the account's second factor is due. */
  verify(phone: string, code: string): Promise<SessionUser | 'password'>;
  /** The user once signed in; null when the back end did not sign in. */
  password(phone: string, password: string): Promise<SessionUser | null>;
}

export interface PhoneWizard {
  store: StoreApi<PhoneLoginState>;
  /** Asks for a code sent to `phone` (remembered for the next visit by the page's wizard). */
  start(phone: string): Promise<void>;
  /** Checks the code; two-factor accounts continue to the password step. */
  verify(code: string): Promise<void>;
  /** Second factor: the account password. */
  password(password: string): Promise<void>;
  /** Back to the phone step with countdown, error and loading cleared; the phone stays. */
  reset(): void;
  /** One second of the resend countdown; it stops at zero. */
  tick(): void;
}

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

const TICK_MS = 1000;

/** Runs one wizard call with the loading flag on; a failure lands in `error`, never thrown. */
async function runOn<T>(
  store: StoreApi<PhoneLoginState>,
  call: () => Promise<T>,
): Promise<T | undefined> {
  store.setState({ loading: true, error: null, failure: null });
  try {
    return await call();
  } catch (error) {
    store.setState({ error: describeFailure(error), failure: isApiError(error) ? error : null });
    return undefined;
  } finally {
    store.setState({ loading: false });
  }
}

/** A wizard over `flow`; `rememberPhone`: the phone is kept in storage for the next visit. */
export function createPhoneWizard(
  flow: PhoneFlow,
  options: { rememberPhone: boolean },
): PhoneWizard {
  const store = createStore<PhoneLoginState>()(() => ({
    authorized: false,
    user: null,
    lastFetchedAt: null,
    phone: options.rememberPhone ? (readItem(STORAGE_KEYS.authPhone) ?? '') : '',
    step: 'phone',
    ttlSec: 0,
    error: null,
    failure: null,
    loading: false,
  }));
  const set = store.setState;

  const run = <T>(call: () => Promise<T>) => runOn(store, call);

  const signedIn = (user: SessionUser) =>
    set({ authorized: true, user, step: 'phone', ttlSec: 0, error: null });

  /**
   * The wizard's one countdown timer, owned by the store rather than by a screen: every screen
   * that shows the wizard sees the same seconds, however many there are, and none has to
   * remember to drive it. It runs only while ttlSec > 0.
   */
  let ticker: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    const { ttlSec } = store.getState();
    if (ttlSec > 0) set({ ttlSec: ttlSec - 1 });
  };
  store.subscribe((state) => {
    const counting = state.ttlSec > 0;
    if (counting && ticker === undefined) ticker = setInterval(tick, TICK_MS);
    else if (!counting && ticker !== undefined) {
      clearInterval(ticker);
      ticker = undefined;
    }
  });

  return {
    store,
    async start(phone) {
      const trimmed = phone.trim();
      set({ phone: trimmed });
      if (options.rememberPhone) writeItem(STORAGE_KEYS.authPhone, trimmed);
      const reply = await run(() => flow.start(trimmed));
      if (reply) set({ step: 'code', ttlSec: Math.max(0, reply.ttlSec) });
    },
    async verify(code) {
      const reply = await run(() => flow.verify(store.getState().phone, code.trim()));
      if (reply === 'password') set({ step: 'password' });
      else if (reply) signedIn(reply);
    },
    async password(password) {
      const user = await run(() => flow.password(store.getState().phone, password));
      if (user) signedIn(user);
    },
    reset() {
      set({ step: 'phone', ttlSec: 0, error: null, failure: null, loading: false });
    },
    tick,
  };
}

function acceptAuthorized(reply: AuthorizedReply): SessionUser {
  sessionStore.getState().setTokens(reply.access_token, reply.refresh_token, reply.user);
  return reply.user;
}

/** The token client's flow on the page's API base. */
const referenceFlow: PhoneFlow = {
  start: (phone) =>
    api<{ step: 'code'; ttlSec: number }>('/phone-login/start', {
      method: 'POST',
      body: { phone },
      anonymous: true,
    }),
  async verify(phone, code) {
    const reply = await api<VerifyReply>('/phone-login/verify', {
      method: 'POST',
      body: { phone, code },
      anonymous: true,
    });
    return 'status' in reply && reply.status === 'authorized'
      ? acceptAuthorized(reply)
      : 'password';
  },
  async password(phone, password) {
    const reply = await api<AuthorizedReply>('/phone-login/password', {
      method: 'POST',
      body: { phone, password },
      anonymous: true,
    });
    return reply?.status === 'authorized' ? acceptAuthorized(reply) : null;
  },
};

/** The page's wizard: the token client's, shared by every screen on the page's reference API. */
export const pagePhoneWizard = createPhoneWizard(referenceFlow, { rememberPhone: true });

export const phoneLoginStore = pagePhoneWizard.store;

const set = phoneLoginStore.setState;

/** The server says authorized: back to the phone step, countdown and error cleared. */
function markAuthorized(user: SessionUser | null, lastFetchedAt?: string | null): void {
  set({ authorized: true, user, step: 'phone', ttlSec: 0, error: null });
  if (lastFetchedAt !== undefined) set({ lastFetchedAt });
}

/** Asks for a code sent to `phone` and remembers the phone for the next visit. */
export const startPhoneLogin = pagePhoneWizard.start;

/** Checks the code; two-factor accounts continue to the password step. */
export const verifyCode = pagePhoneWizard.verify;

/** Second factor: the account password. */
export const verifyPassword = pagePhoneWizard.password;

let statusRead: Promise<void> | null = null;

/** Reads the server's view of the phone session; callers at the same moment share one read. */
export function fetchPhoneStatus(): Promise<void> {
  statusRead ??= readStatus().finally(() => {
    statusRead = null;
  });
  return statusRead;
}

async function readStatus(): Promise<void> {
  const reply = await runOn(phoneLoginStore, () => api<StatusReply>('/phone-login/status'));
  if (!reply) return;
  if (reply.authorized) markAuthorized(reply.user, reply.lastFetchedAt);
  else set({ authorized: false, user: null, lastFetchedAt: reply.lastFetchedAt });
}

/** Settles once a status read under way has answered: a sign-out then knows whether to end the phone session. */
export function phoneStatusSettled(): Promise<void> {
  return statusRead ?? Promise.resolve();
}

/** One second of the page wizard's resend countdown; it stops at zero. */
export const tick = pagePhoneWizard.tick;

// However the token session ends (a sign-out, another tab, a refused renewal), the phone
// session ends with it: authorized false, user empty.
sessionStore.subscribe((session, previous) => {
  if (previous.isAuthenticated && !session.isAuthenticated && phoneLoginStore.getState().authorized)
    set({ authorized: false, user: null });
});

/** Back to the phone step with countdown, error and loading cleared; the phone stays. */
export const resetPhoneLogin = pagePhoneWizard.reset;

/** Ends the phone session on the server (best effort) and locally. */
export async function phoneLogout(): Promise<void> {
  try {
    await api('/phone-login/logout', { method: 'POST', renew: false });
  } catch {
    // The local sign-out must happen even when the server cannot be reached.
  }
  set({ authorized: false, user: null });
}
