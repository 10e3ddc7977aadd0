// The token session store: persisted as auth_user (another API base: its own key), followed across tabs, the page's announced on document.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { STORAGE_KEYS } from '../constants';
import { dispatchBoEvent } from '../events';
import { followOtherTabs } from './other-tabs';
import { readStoredAuth, type StoredAuth, writeStoredAuth } from './storage';
import type { SessionUser } from './types';

export type { SessionUser } from './types';

export interface SessionState {
  loading: boolean;
  success: boolean;
  user: SessionUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
  errorMessage: string | null;
  /**
   * The session ended on its own (its renewal was refused), not by signing out: screens may keep
   * what was typed, hidden, for the same user to finish after signing in again. False again on
   * the next sign-in or sign-out.
   */
  expired: boolean;
  /** Stores tokens (and the user when given) and marks the session authenticated. */
  setTokens(accessToken: string, refreshToken: string | null, user?: SessionUser | null): void;
  /** Clears tokens and user and removes the stored record; 'expired' when the server ended it. */
  logout(reason?: 'signed-out' | 'expired'): void;
  /** Merges into the current user and persists it. */
  updateUser(partial: Partial<SessionUser>): void;
}

type SessionData = Pick<
  SessionState,
  'accessToken' | 'refreshToken' | 'user' | 'isAuthenticated' | 'expired'
>;

function fromStored(auth: StoredAuth | null): SessionData {
  return {
    accessToken: auth?.accessToken ?? null,
    refreshToken: auth?.refreshToken ?? null,
    user: auth?.user ?? null,
    isAuthenticated: Boolean(auth?.accessToken),
    expired: false,
  };
}

const signedOut: SessionData = fromStored(null);

/**
 * A token session kept under the storage `key`, with the API base its tokens are for (undefined:
 * the page's). The page has one (`sessionStore`); an element on another base gets its own.
 */
export interface TokenSession {
  store: StoreApi<SessionState>;
  key: string;
  base?: string;
  /** Its renewal under way (api/client.ts refreshSession): concurrent callers share it. */
  renewing?: Promise<boolean> | undefined;
}

export function createTokenSession(key: string, base?: string): TokenSession {
  // Another tab changed or cleared the record: take it as ours, without writing back.
  const otherTabs = followOtherTabs(key, (stored) => store.setState(fromStored(stored)));
  const write = (auth: StoredAuth | null) => {
    writeStoredAuth(auth, key);
    otherTabs.wrote();
  };
  const persist = (state: SessionData) => {
    const { accessToken, refreshToken, user } = state;
    write(accessToken ? { accessToken, refreshToken, user } : null);
  };
  const store = createStore<SessionState>()((set, get) => ({
    loading: false,
    success: false,
    errorMessage: null,
    ...fromStored(readStoredAuth(key)),
    setTokens(accessToken, refreshToken, user) {
      const next: SessionData = {
        accessToken,
        refreshToken,
        user: user === undefined ? get().user : user,
        isAuthenticated: true,
        expired: false,
      };
      persist(next);
      set(next);
    },
    logout(reason = 'signed-out') {
      write(null);
      set({ ...signedOut, expired: reason === 'expired', success: false, loading: false });
    },
    updateUser(partial) {
      const current = get().user;
      // The same values again (a /sys/me answer on every screen's mount, mostly) leave the user
      // object as it is: a new one would re-render every screen part that reads the session.
      if (!current || holdsAlready(current, partial)) return;
      const user = { ...current, ...partial };
      persist({ ...get(), user });
      set({ user });
    },
  }));
  return base === undefined ? { store, key } : { store, key, base };
}

/** The page's token session: `auth_user`, the page's API base. */
export const pageTokens = createTokenSession(STORAGE_KEYS.authUser);
export const sessionStore = pageTokens.store;

function holdsAlready(user: SessionUser, partial: Partial<SessionUser>): boolean {
  return Object.entries(partial).every(([key, value]) => {
    const held: unknown = Reflect.get(user, key);
    if (Array.isArray(value) && Array.isArray(held))
      return value.length === held.length && value.every((item, i) => item === held[i]);
    return Object.is(held, value);
  });
}

/**
 * Who the session belongs to: null when signed out, else the user's uuid ('' while the
 * user is not known yet). Events fire when this changes, so token renewals stay silent.
 */
function sessionOwner(state: SessionData): string | null {
  return state.isAuthenticated ? (state.user?.uuid ?? '') : null;
}

let announcedOwner = sessionOwner(sessionStore.getState());

sessionStore.subscribe((state) => {
  const previous = announcedOwner;
  const owner = sessionOwner(state);
  if (owner === previous) return;
  announcedOwner = owner;
  if (typeof document === 'undefined') return;
  if (owner === null) {
    dispatchBoEvent(document, 'bo-signed-out', {});
  } else if (previous === null || (previous !== '' && owner !== '')) {
    // Signed in, or another user took over; a user record arriving later is no new sign-in.
    dispatchBoEvent(document, 'bo-signed-in', { user: state.user });
  }
});
