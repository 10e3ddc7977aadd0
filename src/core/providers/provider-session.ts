// The session of each back end: the token client's for the reference API, an auth provider's own (login, checkAuth, getIdentity, getPermissions), or none for a provider that handles access itself.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type SessionState, sessionStore } from '../auth/session';
import type { SessionUser } from '../auth/types';
import type { Backend } from './backend';
import type { AuthProvider } from './data-provider';

type SessionData = Pick<
  SessionState,
  'user' | 'isAuthenticated' | 'expired' | 'loading' | 'success' | 'errorMessage'
>;

function sessionOf(initial: SessionData): StoreApi<SessionState> {
  return createStore<SessionState>()((set) => ({
    accessToken: null,
    refreshToken: null,
    ...initial,
    setTokens: (_access, _refresh, user) =>
      set(user ? { user, isAuthenticated: true, expired: false } : {}),
    logout: (reason = 'signed-out') =>
      set({ user: null, isAuthenticated: false, expired: reason === 'expired' }),
    updateUser: (partial) =>
      set((state) => (state.user ? { user: { ...state.user, ...partial } } : {})),
  }));
}

const idle = { loading: false, success: false, errorMessage: null, expired: false };

/** A provider without an auth provider decides access itself: everything is open, as in react-admin. */
const OPEN_USER: SessionUser = { uuid: '', email: '', name: '', roles: ['SA'] };
const openSession = sessionOf({ ...idle, user: OPEN_USER, isAuthenticated: true });

const providerSessions = new Map<string, StoreApi<SessionState>>();

function providerSession(backend: Backend, auth: AuthProvider): StoreApi<SessionState> {
  const store = sessionOf({ ...idle, user: null, isAuthenticated: false });
  // The provider's side loads with the first such session: the token client never needs it.
  void import('./provider-identity').then((module) =>
    module.followProviderSession(store, backend, auth),
  );
  return store;
}

/** The session the screens of `backend` read (useSession through sessions.ts). */
export function providerSessionOf(backend: Backend): StoreApi<SessionState> {
  const { auth } = backend;
  if (!auth) {
    if (backend.custom) return openSession;
    // The reference API at a base of its own: that base's token session.
    return backend.tokens?.store ?? sessionStore;
  }
  let store = providerSessions.get(backend.key);
  if (!store) {
    store = providerSession(backend, auth);
    providerSessions.set(backend.key, store);
  }
  return store;
}
