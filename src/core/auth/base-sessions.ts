// The token session of an element's own API base: its tokens kept apart from the page's, under a storage key named after the base.
import { STORAGE_KEYS } from '../constants';
import { createTokenSession, type TokenSession } from './session';

const sessions = new Map<string, TokenSession>();

/** `auth_user@<base>`: the page's base keeps `auth_user` itself (its public key). */
export function baseSessionKey(base: string): string {
  return `${STORAGE_KEYS.authUser}@${base}`;
}

/** One session per base for the page: every element on that base shares it. */
export function tokenSessionOf(base: string): TokenSession {
  let session = sessions.get(base);
  if (!session) {
    session = createTokenSession(baseSessionKey(base), base);
    sessions.set(base, session);
  }
  return session;
}
