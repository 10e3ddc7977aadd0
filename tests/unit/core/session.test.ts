// Spec sections 3 and 4: the token session store, its persistence, its events and cross-tab sync.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SessionUser, sessionStore } from '../../../src/core/auth/session';

const sam: SessionUser = { uuid: 'u-1', email: 'sa@example.com', name: 'Sam', roles: ['SA'] };
const eddie: SessionUser = {
  uuid: 'u-3',
  email: 'editor@example.com',
  name: 'Ed',
  roles: 'EDITOR',
};

const session = () => sessionStore.getState();
const stored = () => JSON.parse(localStorage.getItem('auth_user') ?? 'null');

let events: Array<{ type: string; detail: unknown; bubbles: boolean; composed: boolean }>;
const record = (event: Event) => {
  const { type, bubbles, composed } = event;
  events.push({ type, detail: (event as CustomEvent).detail, bubbles, composed });
};

beforeEach(() => {
  session().logout();
  localStorage.clear();
  events = [];
  document.addEventListener('bo-signed-in', record);
  document.addEventListener('bo-signed-out', record);
});

afterEach(() => {
  document.removeEventListener('bo-signed-in', record);
  document.removeEventListener('bo-signed-out', record);
});

/** What another tab does: write auth_user, which fires `storage` here. */
function otherTabWrites(value: string | null, key: string | null = 'auth_user'): void {
  if (key && value !== null) localStorage.setItem(key, value);
  else if (key) localStorage.removeItem(key);
  else localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

describe('auth state', () => {
  it('holds loading, success, user, accessToken, refreshToken, isAuthenticated and errorMessage', () => {
    const { loading, success, user, accessToken, refreshToken, isAuthenticated, errorMessage } =
      session();
    expect({
      loading,
      success,
      user,
      accessToken,
      refreshToken,
      isAuthenticated,
      errorMessage,
    }).toEqual({
      loading: false,
      success: false,
      user: null,
      accessToken: null,
      refreshToken: null,
      isAuthenticated: false,
      errorMessage: null,
    });
  });

  it('the auth record is persisted under auth_user with accessToken, refreshToken and user', () => {
    session().setTokens('access-1', 'refresh-1', sam);
    expect(stored()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1', user: sam });
  });
});

describe('token sign-in transitions', () => {
  it('storing tokens marks the user authenticated', () => {
    session().setTokens('access-1', 'refresh-1', sam);
    expect([session().isAuthenticated, session().accessToken, session().user]).toEqual([
      true,
      'access-1',
      sam,
    ]);
  });

  it('storing new tokens without a user keeps the current user', () => {
    session().setTokens('access-1', 'refresh-1', sam);
    session().setTokens('access-2', 'refresh-2');
    expect(session().user).toEqual(sam);
    expect(stored().accessToken).toBe('access-2');
  });

  it('logout clears tokens and user and removes the stored record', () => {
    session().setTokens('access-1', 'refresh-1', sam);
    session().logout();
    expect([session().accessToken, session().refreshToken, session().user]).toEqual([
      null,
      null,
      null,
    ]);
    expect(session().isAuthenticated).toBe(false);
    expect(localStorage.getItem('auth_user')).toBeNull();
  });

  it('updating user data merges into the existing user and persists it', () => {
    session().setTokens('access-1', 'refresh-1', sam);
    session().updateUser({ name: 'Samantha' });
    expect(session().user).toEqual({ ...sam, name: 'Samantha' });
    expect(stored().user).toEqual({ ...sam, name: 'Samantha' });
  });

  it('updating the user with what it holds already keeps the same user, unannounced', () => {
    session().setTokens('access-1', 'refresh-1', { ...sam, permissions: ['tasks.read'] });
    const user = session().user;
    const notified = vi.fn();
    const stop = sessionStore.subscribe(notified);
    session().updateUser({ name: sam.name, permissions: ['tasks.read'] });
    stop();
    expect(session().user).toBe(user);
    expect(notified).not.toHaveBeenCalled();
    session().updateUser({ permissions: ['tasks.read', 'tasks.write'] });
    expect(session().user?.permissions).toEqual(['tasks.read', 'tasks.write']);
  });
});

describe('session events', () => {
  it('storing tokens dispatches bo-signed-in once on document, bubbling and composed', () => {
    session().setTokens('access-1', 'refresh-1', sam);
    expect(events).toEqual([
      { type: 'bo-signed-in', detail: { user: sam }, bubbles: true, composed: true },
    ]);
  });

  it('renewing tokens of the same session dispatches nothing', () => {
    session().setTokens('access-1', 'refresh-1', sam);
    session().setTokens('access-2', 'refresh-2');
    session().updateUser({ name: 'Samantha' });
    expect(events.map((e) => e.type)).toEqual(['bo-signed-in']);
  });

  it('logout dispatches bo-signed-out once, however often it is called', () => {
    session().setTokens('access-1', 'refresh-1', sam);
    session().logout();
    session().logout();
    expect(events.map((e) => [e.type, e.detail])).toEqual([
      ['bo-signed-in', { user: sam }],
      ['bo-signed-out', {}],
    ]);
  });

  it('another user signing in dispatches bo-signed-in again', () => {
    session().setTokens('access-1', 'refresh-1', sam);
    session().setTokens('access-2', 'refresh-2', eddie);
    expect(events.map((e) => [e.type, e.detail])).toEqual([
      ['bo-signed-in', { user: sam }],
      ['bo-signed-in', { user: eddie }],
    ]);
  });
});

describe('other tabs (storage event)', () => {
  // The tab follows the others from its first quiet moment on (other-tabs.ts): until one of these
  // writes is taken, by its event or by the look taken when the listener comes.
  beforeAll(async () => {
    const followed = JSON.stringify({ accessToken: 'followed', refreshToken: null, user: null });
    await vi.waitFor(() => {
      otherTabWrites(followed);
      expect(session().accessToken).toBe('followed');
    });
  });

  it('a sign-in in another tab signs this tab in and dispatches bo-signed-in once', () => {
    otherTabWrites(
      JSON.stringify({ accessToken: 'tab-access', refreshToken: 'tab-refresh', user: sam }),
    );
    expect([session().isAuthenticated, session().accessToken, session().user]).toEqual([
      true,
      'tab-access',
      sam,
    ]);
    expect(events.map((e) => e.type)).toEqual(['bo-signed-in']);
  });

  it('a sign-out in another tab signs this tab out and dispatches bo-signed-out once', () => {
    session().setTokens('access-1', 'refresh-1', sam);
    otherTabWrites(null);
    expect(session().isAuthenticated).toBe(false);
    expect(session().user).toBeNull();
    expect(events.map((e) => e.type)).toEqual(['bo-signed-in', 'bo-signed-out']);
  });

  it('clearing all storage in another tab signs this tab out', () => {
    session().setTokens('access-1', 'refresh-1', sam);
    otherTabWrites(null, null);
    expect(session().isAuthenticated).toBe(false);
  });

  it('a token renewal in another tab is taken over silently', () => {
    session().setTokens('access-1', 'refresh-1', sam);
    otherTabWrites(
      JSON.stringify({ accessToken: 'access-2', refreshToken: 'refresh-2', user: sam }),
    );
    expect(session().accessToken).toBe('access-2');
    expect(events.map((e) => e.type)).toEqual(['bo-signed-in']);
  });

  it('changes to other storage keys are ignored', () => {
    session().setTokens('access-1', 'refresh-1', sam);
    otherTabWrites('+15550000001', 'auth_phone');
    expect(session().accessToken).toBe('access-1');
  });
});
