// Token sign-in: login, refresh (rotating), logout and the signed-in user.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  LoginBodySchema,
  LoginReplySchema,
  LogoutBodySchema,
  OkReplySchema,
  RefreshBodySchema,
  type SysUser,
  SysUserSchema,
} from '../../../src/resources/schemas';
import { authOf, requireSignedIn } from '../auth/guard';
import { decoyHash, upgradeHash, verifyPassword } from '../auth/passwords';
import { REFRESH_REUSE_GRACE_SEC } from '../auth/refresh-grace';
import { AUTH_USER_COLUMNS, type SessionService, type UserRow, toAuthUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { HttpError, notFound } from '../errors';
import { OPTIONAL_BODY, errorReplies } from '../openapi';
import { sysUsers } from '../entities/sys-users';
import { selectList } from '../crud/list-sql';

export interface AuthRouteOptions {
  db: Db;
  sessions: SessionService;
  rateLimit: { login: number; refresh: number };
}

const tags = ['auth'];

/** The same answer for an unknown email, a wrong password and a disabled account. */
const badCredentials = () =>
  new HttpError(401, 'INVALID_CREDENTIALS', 'The email or password is incorrect');

export async function authRoutes(app: FastifyInstance, opts: AuthRouteOptions): Promise<void> {
  const { db, sessions } = opts;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    '/sys/auth/login',
    {
      config: { rateLimit: { max: opts.rateLimit.login, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: LoginBodySchema,
        response: { 200: LoginReplySchema, ...errorReplies(400, 401, 429) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const [user] = await db.query<UserRow & { password_hash: string }>(
        `SELECT ${AUTH_USER_COLUMNS}, u.password_hash FROM sys_users u WHERE u.email = $1`,
        [email.toLowerCase()],
      );
      const ok = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
      if (!user || !ok || user.status !== 'active') throw badCredentials();
      await upgradeHash(db, user.uuid, password, user.password_hash);
      const pair = await sessions.issue(user.uuid, 'password');
      return { ...pair, user: toAuthUser(user) };
    },
  );

  api.post(
    '/sys/auth/refresh',
    {
      config: { rateLimit: { max: opts.rateLimit.refresh, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Trade a refresh token for a new token pair (the old one stops working) and the user as of now',
        description: [
          'Presenting a rotated refresh token again ends its whole session (every token of the',
          `family), except within ${REFRESH_REUSE_GRACE_SEC} seconds of its rotation while the pair it`,
          'bought is unused: that second use (another tab of the same browser, a reply lost on the',
          'way) gets the same pair again.',
        ].join(' '),
        body: RefreshBodySchema,
        response: { 200: LoginReplySchema, ...errorReplies(400, 401, 429) },
      },
    },
    (request) => sessions.refresh(request.body.refresh_token),
  );

  api.post(
    '/sys/auth/logout',
    {
      // A client may log out with no body at all; a body that is there (JSON null included)
      // must be the documented object.
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
      schema: {
        ...OPTIONAL_BODY,
        tags,
        summary: 'End the session of the bearer token and/or of the given refresh token',
        body: LogoutBodySchema,
        response: { 200: OkReplySchema, ...errorReplies(400) },
      },
    },
    async (request) => {
      const refresh = request.body?.refresh_token;
      if (refresh) await sessions.revokeByRefreshToken(refresh);
      if (request.headers.authorization) {
        const auth = await sessions.authenticate(request.headers.authorization).catch(() => null);
        if (auth) await sessions.revoke(auth.sessionUuid);
      }
      return { ok: true };
    },
  );

  api.get(
    '/sys/auth/me',
    {
      onRequest: requireSignedIn(sessions),
      schema: {
        tags,
        summary: 'The signed-in system user',
        response: { 200: SysUserSchema, ...errorReplies(401) },
      },
    },
    async (request) => {
      const [row] = await db.query(
        `SELECT ${selectList(sysUsers)} FROM sys_users t WHERE t.uuid = $1`,
        [authOf(request).user.uuid],
      );
      if (!row) throw notFound('System user');
      return row as SysUser;
    },
  );
}
