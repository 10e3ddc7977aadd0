// Phone sign-in wizard: start -> code -> (password) -> authorized. The code comes from a provider
// (auth/phone-codes.ts): simulated in demo mode, the integrator's webhook in production.
import { randomBytes } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  OkReplySchema,
  PhoneAuthorizedReplySchema,
  PhonePasswordBodySchema,
  PhoneStartBodySchema,
  PhoneStartReplySchema,
  PhoneStatusReplySchema,
  PhoneVerifyBodySchema,
  PhoneVerifyReplySchema,
} from '../../../src/resources/schemas';
import { authOf, requireSignedIn } from '../auth/guard';
import { upgradeHash, verifyPassword } from '../auth/passwords';
import type { PhoneCodeProvider } from '../auth/phone-codes';
import { AUTH_USER_COLUMNS, type SessionService, type UserRow, toAuthUser } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/database';
import { HttpError, invalid, unavailable } from '../errors';
import { errorReplies } from '../openapi';

export interface PhoneLoginOptions {
  db: Db;
  sessions: SessionService;
  /** Unset: phone sign-in is not set up, and its start answers 503. */
  codes: PhoneCodeProvider | undefined;
  now: () => number;
  rateLimit: number;
}

/** Seconds before a new code may be requested for the same phone. */
export const PHONE_CODE_RESEND_SEC = 60;
const CODE_TTL_SEC = 300;
const MAX_ATTEMPTS = 5;

interface PendingLogin extends Record<string, unknown> {
  phone: string;
  sys_user_uuid: string | null;
  code_hash: string;
  step: 'code' | 'password';
  attempts: number;
  sent_at: string;
  expires_at: string;
}

interface PhoneUser extends UserRow {
  password_hash: string;
  two_factor_enabled: boolean;
}

const tags = ['phone-login'];

export async function phoneLoginRoutes(app: FastifyInstance, opts: PhoneLoginOptions) {
  const { db, sessions, now } = opts;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const limited = { rateLimit: { max: opts.rateLimit, timeWindow: '1 minute' } };

  async function pending(phone: string): Promise<PendingLogin> {
    const [row] = await db.query<PendingLogin>('SELECT * FROM phone_logins WHERE phone = $1', [
      phone,
    ]);
    if (!row || Date.parse(row.expires_at) <= now()) {
      throw invalid({ code: 'has expired; request a new code' });
    }
    if (row.attempts >= MAX_ATTEMPTS) {
      throw new HttpError(429, 'RATE_LIMITED', 'Too many wrong attempts; request a new code');
    }
    return row;
  }

  async function userOf(login: PendingLogin): Promise<PhoneUser | undefined> {
    if (!login.sys_user_uuid) return undefined;
    const [user] = await db.query<PhoneUser>(
      `SELECT ${AUTH_USER_COLUMNS}, u.password_hash, u.two_factor_enabled
         FROM sys_users u WHERE u.uuid = $1 AND u.status = 'active'`,
      [login.sys_user_uuid],
    );
    return user;
  }

  async function failAttempt(phone: string): Promise<void> {
    await db.query('UPDATE phone_logins SET attempts = attempts + 1 WHERE phone = $1', [phone]);
  }

  async function authorize(login: PendingLogin, user: PhoneUser) {
    await db.query('DELETE FROM phone_logins WHERE phone = $1', [login.phone]);
    await db.query(
      `INSERT INTO phone_sessions (sys_user_uuid, phone) VALUES ($1, $2)
       ON CONFLICT (sys_user_uuid) DO UPDATE SET phone = EXCLUDED.phone, authorized_at = now()`,
      [user.uuid, login.phone],
    );
    const pair = await sessions.issue(user.uuid, 'phone');
    return { status: 'authorized' as const, ...pair, user: toAuthUser(user) };
  }

  api.post(
    '/phone-login/start',
    {
      config: limited,
      schema: {
        tags,
        summary:
          'Send a sign-in code to a phone (in demo mode a simulated provider: PHONE_LOGIN_CODE)',
        body: PhoneStartBodySchema,
        response: { 200: PhoneStartReplySchema, ...errorReplies(400, 429, 503) },
      },
    },
    async (request) => {
      const { phone } = request.body;
      const provider = opts.codes;
      if (!provider) throw unavailable('Phone sign-in is not set up on this server');
      const [existing] = await db.query<PendingLogin>(
        'SELECT * FROM phone_logins WHERE phone = $1',
        [phone],
      );
      const waited = existing ? (now() - Date.parse(existing.sent_at)) / 1000 : Infinity;
      if (existing && existing.step === 'code' && waited < PHONE_CODE_RESEND_SEC) {
        return { step: 'code' as const, ttlSec: Math.ceil(PHONE_CODE_RESEND_SEC - waited) };
      }
      // Unknown phones get the same answer, so the endpoint does not reveal who has an account.
      const [user] = await db.query<{ uuid: string }>(
        'SELECT uuid FROM sys_users WHERE phone = $1',
        [phone],
      );
      // Only an account's phone receives a code; any other gets one nobody knows.
      const code = user
        ? await provider.send(phone, CODE_TTL_SEC).catch((error: unknown) => {
            request.log.error(
              { err: error, phone },
              `phone login code not sent (${provider.name})`,
            );
            throw unavailable('The code could not be sent; try again later');
          })
        : randomBytes(16).toString('hex');
      await db.query(
        `INSERT INTO phone_logins (phone, sys_user_uuid, code_hash, step, attempts, sent_at, expires_at)
         VALUES ($1, $2, $3, 'code', 0, $4, $5)
         ON CONFLICT (phone) DO UPDATE SET sys_user_uuid = EXCLUDED.sys_user_uuid,
           code_hash = EXCLUDED.code_hash, step = 'code', attempts = 0,
           sent_at = EXCLUDED.sent_at, expires_at = EXCLUDED.expires_at`,
        [
          phone,
          user?.uuid ?? null,
          hashToken(code),
          new Date(now()).toISOString(),
          new Date(now() + CODE_TTL_SEC * 1000).toISOString(),
        ],
      );
      if (user) request.log.info({ phone }, `phone login code sent (${provider.name})`);
      return { step: 'code' as const, ttlSec: PHONE_CODE_RESEND_SEC };
    },
  );

  api.post(
    '/phone-login/verify',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Check the code; two-factor accounts continue with the password step',
        body: PhoneVerifyBodySchema,
        response: { 200: PhoneVerifyReplySchema, ...errorReplies(400, 429) },
      },
    },
    async (request) => {
      const login = await pending(request.body.phone);
      if (login.step !== 'code') throw invalid({ code: 'was already accepted; send the password' });
      const user = await userOf(login);
      if (!user || hashToken(request.body.code) !== login.code_hash) {
        await failAttempt(login.phone);
        throw invalid({ code: 'is incorrect' });
      }
      if (user.two_factor_enabled) {
        await db.query(`UPDATE phone_logins SET step = 'password' WHERE phone = $1`, [login.phone]);
        return { step: 'password' as const };
      }
      return authorize(login, user);
    },
  );

  api.post(
    '/phone-login/password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'The account password, for two-factor accounts after the code',
        body: PhonePasswordBodySchema,
        response: { 200: PhoneAuthorizedReplySchema, ...errorReplies(400, 401, 429) },
      },
    },
    async (request) => {
      const login = await pending(request.body.phone);
      if (login.step !== 'password') throw invalid({ phone: 'verify the code first' });
      const user = await userOf(login);
      if (!user || !(await verifyPassword(request.body.password, user.password_hash))) {
        await failAttempt(login.phone);
        throw new HttpError(401, 'INVALID_CREDENTIALS', 'The password is incorrect');
      }
      await upgradeHash(db, user.uuid, request.body.password, user.password_hash);
      return authorize(login, user);
    },
  );

  api.get(
    '/phone-login/status',
    {
      schema: {
        tags,
        summary: 'Whether the signed-in user has an authorized phone session',
        response: { 200: PhoneStatusReplySchema, ...errorReplies(401) },
      },
    },
    async (request) => {
      if (!request.headers.authorization)
        return { authorized: false, user: null, lastFetchedAt: null };
      const { user } = await sessions.authenticate(request.headers.authorization);
      const [row] = await db.query<{ authorized: boolean; last_fetched_at: string | null }>(
        `SELECT EXISTS (SELECT 1 FROM phone_sessions WHERE sys_user_uuid = $1) AS authorized,
                (SELECT max(last_fetched_at) FROM sources) AS last_fetched_at`,
        [user.uuid],
      );
      const authorized = Boolean(row?.authorized);
      return {
        authorized,
        user: authorized ? user : null,
        lastFetchedAt: row?.last_fetched_at ?? null,
      };
    },
  );

  api.post(
    '/phone-login/logout',
    {
      onRequest: requireSignedIn(sessions),
      schema: {
        tags,
        summary: 'End the phone session of the signed-in user',
        response: { 200: OkReplySchema, ...errorReplies(401) },
      },
    },
    async (request) => {
      await db.query('DELETE FROM phone_sessions WHERE sys_user_uuid = $1', [
        authOf(request).user.uuid,
      ]);
      return { ok: true };
    },
  );
}
