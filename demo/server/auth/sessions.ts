// Sessions: sign-in issues a token pair; refresh rotates it; reusing a rotated refresh token revokes the whole session (after a short grace window).
import type { RoleCode } from '../../../src/resources/enums';
import type { AuthUser, TokenPair } from '../../../src/resources/schemas';
import type { Db, Queryable } from '../db/database';
import { HttpError } from '../errors';
import { permissionsSql } from './permissions';
import { graceEndsBefore, graceKey, openPair, sealPair, withinGrace } from './refresh-grace';
import { hashToken, newRefreshToken, signAccessToken, verifyAccessToken } from './tokens';

const REFRESH_TTL_SEC = 30 * 24 * 3600;
/** How long a checked session is trusted without asking the database again, by default. */
const SESSION_CACHE_MS = 2000;

export interface AuthContext {
  user: AuthUser;
  sessionUuid: string;
}

export interface SessionServiceOptions {
  db: Db;
  secret: string;
  accessTtlSec: number;
  now: () => number;
  /**
   * How long a checked session is trusted without asking the database again. Only a database of
   * one process may cache: a sign-out or a disabled account on another instance would go unseen.
   */
  sessionCacheMs?: number;
}

const unauthorized = (message: string, code: 'UNAUTHORIZED' | 'TOKEN_EXPIRED' = 'UNAUTHORIZED') =>
  new HttpError(401, code, message);

export interface UserRow extends Record<string, unknown> {
  uuid: string;
  email: string;
  name: string;
  roles: RoleCode[];
  status: string;
  permissions: string[];
}

export function toAuthUser(row: UserRow): AuthUser {
  return {
    uuid: row.uuid,
    email: row.email,
    name: row.name,
    roles: row.roles,
    permissions: row.permissions,
  };
}

interface RefreshRow extends Record<string, unknown> {
  session_uuid: string;
  rotated_at: string | null;
  successor_sealed: string | null;
  expires_at: string;
  revoked_at: string | null;
  sys_user_uuid: string;
  status: string;
}

/** The columns of a UserRow over sys_users alias `u`. */
export const AUTH_USER_COLUMNS = `u.uuid, u.email, u.name, u.roles, u.status, ${permissionsSql('u')} AS permissions`;

export function createSessionService({
  db,
  secret,
  accessTtlSec,
  now,
  sessionCacheMs = SESSION_CACHE_MS,
}: SessionServiceOptions) {
  const nowSec = () => Math.floor(now() / 1000);
  const sealKey = graceKey(secret);
  // PGlite runs one query at a time; skipping the session lookup on hot paths keeps lists fast.
  // Every change to sessions or system users made through this server clears it.
  const checked = new Map<string, { auth: AuthContext; until: number }>();

  function accessToken(userUuid: string, sessionUuid: string): string {
    return signAccessToken(
      { sub: userUuid, sid: sessionUuid, exp: nowSec() + accessTtlSec },
      secret,
    );
  }

  async function storeRefresh(tx: Queryable, sessionUuid: string): Promise<string> {
    const token = newRefreshToken();
    const expires = new Date(now() + REFRESH_TTL_SEC * 1000).toISOString();
    await tx.query(
      'INSERT INTO refresh_tokens (token_hash, session_uuid, expires_at) VALUES ($1, $2, $3)',
      [hashToken(token), sessionUuid, expires],
    );
    return token;
  }

  async function currentUser(tx: Queryable, userUuid: string): Promise<AuthUser> {
    const [user] = await tx.query<UserRow>(
      `SELECT ${AUTH_USER_COLUMNS} FROM sys_users u WHERE u.uuid = $1`,
      [userUuid],
    );
    return toAuthUser(user!);
  }

  /**
   * The pair a rotation just gave out, for a second use of the rotated token within the grace
   * window, while the session is live and that pair has not been renewed in turn; otherwise null.
   */
  async function pairOfRecentRotation(tx: Queryable, row: RefreshRow): Promise<TokenPair | null> {
    if (row.revoked_at || row.status !== 'active' || !row.rotated_at) return null;
    if (!withinGrace(row.rotated_at, now())) return null;
    const pair = openPair(row.successor_sealed, sealKey);
    if (!pair) return null;
    const [successor] = await tx.query<{ rotated_at: string | null }>(
      'SELECT rotated_at FROM refresh_tokens WHERE token_hash = $1',
      [hashToken(pair.refresh_token)],
    );
    return successor && !successor.rotated_at ? pair : null;
  }

  async function revokeSession(tx: Queryable, sessionUuid: string): Promise<void> {
    checked.clear();
    await tx.query(
      'UPDATE sessions SET revoked_at = now() WHERE uuid = $1 AND revoked_at IS NULL',
      [sessionUuid],
    );
  }

  return {
    /** Starts a session for a user who proved who they are. */
    async issue(userUuid: string, method: 'password' | 'phone'): Promise<TokenPair> {
      return db.transaction(async (tx) => {
        const [session] = await tx.query<{ uuid: string }>(
          'INSERT INTO sessions (sys_user_uuid, method) VALUES ($1, $2) RETURNING uuid',
          [userUuid, method],
        );
        const sessionUuid = session!.uuid;
        await tx.query('UPDATE sys_users SET last_login_at = now() WHERE uuid = $1', [userUuid]);
        const refresh_token = await storeRefresh(tx, sessionUuid);
        return { access_token: accessToken(userUuid, sessionUuid), refresh_token };
      });
    },

    /**
     * One refresh token buys one new pair; a second use means it leaked, so the session ends,
     * except within the grace window right after its rotation, which answers with the same pair.
     */
    async refresh(refreshToken: string): Promise<TokenPair & { user: AuthUser }> {
      const outcome = await db.transaction(async (tx) => {
        // Locked: two instances given the same token at once rotate it once; the second waits
        // and then finds it rotated, within the grace window.
        const [row] = await tx.query<RefreshRow>(
          `SELECT rt.session_uuid, rt.rotated_at, rt.successor_sealed, rt.expires_at, s.revoked_at,
                  s.sys_user_uuid, u.status
             FROM refresh_tokens rt
             JOIN sessions s ON s.uuid = rt.session_uuid
             JOIN sys_users u ON u.uuid = s.sys_user_uuid
            WHERE rt.token_hash = $1
            FOR UPDATE OF rt`,
          [hashToken(refreshToken)],
        );
        if (!row) return { error: 'The refresh token is not valid' };
        if (row.rotated_at) {
          const again = await pairOfRecentRotation(tx, row);
          if (again) return { pair: { ...again, user: await currentUser(tx, row.sys_user_uuid) } };
          await revokeSession(tx, row.session_uuid);
          return { error: 'The refresh token was already used; the session has been ended' };
        }
        if (row.revoked_at) return { error: 'The session has ended' };
        if (Date.parse(row.expires_at) <= now()) return { error: 'The refresh token has expired' };
        if (row.status !== 'active') return { error: 'The account is not active' };
        const pair = {
          access_token: accessToken(row.sys_user_uuid, row.session_uuid),
          refresh_token: await storeRefresh(tx, row.session_uuid),
        };
        const rotatedAt = new Date(now()).toISOString();
        await tx.query(
          'UPDATE refresh_tokens SET rotated_at = $2, successor_sealed = $3 WHERE token_hash = $1',
          [hashToken(refreshToken), rotatedAt, sealPair(pair, sealKey)],
        );
        // Sealed pairs are kept for the window only: older ones of this session go now.
        await tx.query(
          `UPDATE refresh_tokens SET successor_sealed = NULL
            WHERE session_uuid = $1 AND successor_sealed IS NOT NULL AND rotated_at < $2`,
          [row.session_uuid, graceEndsBefore(now())],
        );
        // The user as of now: a role's changed permissions reach the client at its next refresh.
        return { pair: { ...pair, user: await currentUser(tx, row.sys_user_uuid) } };
      });
      if ('error' in outcome) throw unauthorized(outcome.error ?? 'Not signed in');
      return outcome.pair;
    },

    async revokeByRefreshToken(refreshToken: string): Promise<void> {
      checked.clear();
      await db.query(
        `UPDATE sessions SET revoked_at = now()
          WHERE revoked_at IS NULL
            AND uuid = (SELECT session_uuid FROM refresh_tokens WHERE token_hash = $1)`,
        [hashToken(refreshToken)],
      );
    },

    revoke: (sessionUuid: string) => revokeSession(db, sessionUuid),

    /** Called after system users or roles change: their sessions are checked afresh. */
    forgetCheckedSessions: () => checked.clear(),

    /** Bearer header -> the signed-in user, checked against a live session and an active account. */
    async authenticate(authorization: string | undefined): Promise<AuthContext> {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
      if (!match) throw unauthorized('Sign in to continue');
      const check = verifyAccessToken(match[1]!, secret, nowSec());
      if (!check.ok) {
        throw check.reason === 'expired'
          ? unauthorized('The access token has expired', 'TOKEN_EXPIRED')
          : unauthorized('The access token is not valid');
      }
      const cached = checked.get(check.claims.sid);
      if (cached && cached.until > Date.now() && cached.auth.user.uuid === check.claims.sub) {
        return cached.auth;
      }
      const [row] = await db.query<UserRow>(
        `SELECT ${AUTH_USER_COLUMNS}
           FROM sessions s JOIN sys_users u ON u.uuid = s.sys_user_uuid
          WHERE s.uuid = $1 AND u.uuid = $2 AND s.revoked_at IS NULL`,
        [check.claims.sid, check.claims.sub],
      );
      if (!row) throw unauthorized('The session has ended');
      if (row.status !== 'active') throw unauthorized('The account is not active');
      const auth = { user: toAuthUser(row), sessionUuid: check.claims.sid };
      if (sessionCacheMs > 0) {
        checked.set(check.claims.sid, { auth, until: Date.now() + sessionCacheMs });
      }
      return auth;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
