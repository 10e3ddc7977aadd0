// Reads and writes the persisted sign-in record; tolerates pages without storage (Node, sandboxed iframes).
import { STORAGE_KEYS } from '../constants';
import { isRoleCode } from '../access';
import type { SessionUser } from './types';

/** `localStorage.auth_user`: `{ accessToken, refreshToken, user }`, a public key hosts may read. */
export interface StoredAuth {
  accessToken: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Reading localStorage throws in sandboxed iframes with storage blocked.
    return undefined;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the session still works for this page, it is just not kept.
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

/** A single stored role stays a single value: stored users hold `roles` as one code or a list. */
function toRoles(value: unknown): SessionUser['roles'] {
  if (isRoleCode(value)) return value;
  return Array.isArray(value) ? value.filter(isRoleCode) : [];
}

function toUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const uuid = text(record.uuid);
  if (!uuid) return null;
  const user: SessionUser = {
    uuid,
    email: text(record.email) ?? '',
    name: text(record.name) ?? '',
    roles: toRoles(record.roles),
  };
  if (Array.isArray(record.permissions))
    user.permissions = record.permissions.filter(
      (code): code is string => typeof code === 'string',
    );
  return user;
}

/** Parses a stored record; anything malformed counts as no record. */
export function parseStoredAuth(raw: string | null): StoredAuth | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    return {
      accessToken: text(record.accessToken),
      refreshToken: text(record.refreshToken),
      user: toUser(record.user),
    };
  } catch {
    return null;
  }
}

/** `key`: `auth_user` for the page's API base; another base keeps its record apart (token-sessions.ts). */
export function readStoredAuth(key: string = STORAGE_KEYS.authUser): StoredAuth | null {
  return parseStoredAuth(readItem(key));
}

export function writeStoredAuth(
  auth: StoredAuth | null,
  key: string = STORAGE_KEYS.authUser,
): void {
  writeItem(key, auth ? JSON.stringify(auth) : null);
}
