// The account beyond sign-in: who am I (with permissions), sign up, forgot password and reset password.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  ForgotPasswordBodySchema,
  ForgotPasswordReplySchema,
  type Me,
  MeSchema,
  ResetPasswordBodySchema,
  SignupBodySchema,
  SignupReplySchema,
} from '../../../src/resources/schemas';
import Type from 'typebox';
import { authOf, requireSignedIn } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import { AUTH_USER_COLUMNS, type SessionService, type UserRow, toAuthUser } from '../auth/sessions';
import { hashToken, newRefreshToken } from '../auth/tokens';
import type { Db } from '../db/database';
import { conflict, duplicateColumn, invalid, notFound } from '../errors';
import { errorReplies } from '../openapi';

/** A reset link works once, for this long. */
export const RESET_TTL_MS = 30 * 60 * 1000;

export interface AccountRouteOptions {
  db: Db;
  sessions: SessionService;
  now: () => number;
  /** Attempts per minute per client address, for each of signup, forgot and reset. */
  rateLimit: number;
  /** Receives each reset link (the reference server sends no mail; it logs the link). */
  onPasswordResetLink?: (email: string, link: string) => void;
}

const tags = ['auth'];
const FORGOT_ANSWER =
  'If an account uses this address, a link to set a new password is on its way.';

export async function accountRoutes(app: FastifyInstance, opts: AccountRouteOptions) {
  const { db, sessions, now } = opts;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const limited = { rateLimit: { max: opts.rateLimit, timeWindow: '1 minute' } };

  api.get(
    '/sys/me',
    {
      onRequest: requireSignedIn(sessions),
      schema: {
        tags,
        summary: 'The signed-in system user with roles, status and the permissions they hold now',
        response: { 200: MeSchema, ...errorReplies(401) },
      },
    },
    async (request) => {
      const [row] = await db.query<UserRow>(
        `SELECT ${AUTH_USER_COLUMNS} FROM sys_users u WHERE u.uuid = $1`,
        [authOf(request).user.uuid],
      );
      if (!row) throw notFound('System user');
      return { ...toAuthUser(row), status: row.status } as Me;
    },
  );

  api.post(
    '/sys/auth/signup',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Create an account; it stays pending, with no role, until an admin activates it',
        body: SignupBodySchema,
        response: { 201: SignupReplySchema, ...errorReplies(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      const password_hash = await hashPassword(password);
      try {
        const [created] = await db.query<{ uuid: string; email: string; name: string }>(
          `INSERT INTO sys_users (email, name, roles, status, password_hash)
           VALUES ($1, $2, '{}', 'pending', $3) RETURNING uuid, email, name`,
          [email.toLowerCase(), name, password_hash],
        );
        return reply.status(201).send({ ...created!, status: 'pending' as const });
      } catch (error) {
        if (duplicateColumn(error) === 'email') {
          throw conflict('An account with this email already exists', {
            email: 'is already registered',
          });
        }
        throw error;
      }
    },
  );

  api.post(
    '/sys/auth/forgot-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Send a one-time link to set a new password (the same answer for any address)',
        description:
          'The reference server sends no mail: it logs `/sessions/reset-password?token=...`, valid for 30 minutes, once.',
        body: ForgotPasswordBodySchema,
        response: { 202: ForgotPasswordReplySchema, ...errorReplies(400, 429) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const [user] = await db.query<{ uuid: string }>(
        `SELECT uuid FROM sys_users WHERE email = $1 AND status <> 'disabled'`,
        [email],
      );
      if (user) {
        const token = newRefreshToken();
        await db.query(
          'INSERT INTO password_resets (token_hash, sys_user_uuid, expires_at) VALUES ($1, $2, $3)',
          [hashToken(token), user.uuid, new Date(now() + RESET_TTL_MS).toISOString()],
        );
        const link = `/sessions/reset-password?token=${token}`;
        request.log.info({ email, link }, 'password reset link (valid 30 minutes, once)');
        opts.onPasswordResetLink?.(email, link);
      }
      return reply.status(202).send({ message: FORGOT_ANSWER });
    },
  );

  api.post(
    '/sys/auth/reset-password',
    {
      config: limited,
      schema: {
        tags,
        summary:
          'Set a new password with the token of a reset link; every session of the account ends',
        body: ResetPasswordBodySchema,
        response: {
          204: Type.Null({ description: 'Password set' }),
          ...errorReplies(400, 429),
        },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const password_hash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        const [reset] = await tx.query<{ sys_user_uuid: string; expires_at: string }>(
          `UPDATE password_resets SET used_at = now()
            WHERE token_hash = $1 AND used_at IS NULL RETURNING sys_user_uuid, expires_at`,
          [hashToken(token)],
        );
        if (!reset || Date.parse(reset.expires_at) <= now()) return false;
        await tx.query(
          'UPDATE sys_users SET password_hash = $2, updated_at = now() WHERE uuid = $1',
          [reset.sys_user_uuid, password_hash],
        );
        // Other links of the account stop working, and so does every session.
        await tx.query(
          'UPDATE password_resets SET used_at = now() WHERE sys_user_uuid = $1 AND used_at IS NULL',
          [reset.sys_user_uuid],
        );
        await tx.query(
          'UPDATE sessions SET revoked_at = now() WHERE sys_user_uuid = $1 AND revoked_at IS NULL',
          [reset.sys_user_uuid],
        );
        return true;
      });
      if (!done) throw invalid({ token: 'is not valid or has expired; ask for a new link' });
      sessions.forgetCheckedSessions();
      return reply.status(204).send(null);
    },
  );
}
