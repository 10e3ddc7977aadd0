// The server's settings from the environment, for `npm start` (main.ts) and the one-time commands.
// Demo mode: no DATABASE_URL (PGlite), or SEED=demo; otherwise production (no demo data).
import { webhookPhoneCodes } from './auth/phone-codes';
import type { CreateAppOptions } from './app';

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

const listFrom = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** TRUST_PROXY: `true`, a number of proxies in front, or addresses/subnets (comma separated). */
export function trustProxyFrom(raw: string | undefined): CreateAppOptions['trustProxy'] {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return listFrom(raw);
}

export function isDemoMode(env: Env): boolean {
  return !env.DATABASE_URL || env.SEED === 'demo';
}

/** What createApp gets from the environment (everything but the clock and the static root). */
export function appOptionsFrom(env: Env): CreateAppOptions {
  const demo = isDemoMode(env);
  const scale = intFrom(env, 'SEED_SCALE');
  const limits = {
    login: intFrom(env, 'RATE_LIMIT_LOGIN'),
    refresh: intFrom(env, 'RATE_LIMIT_REFRESH'),
    phone: intFrom(env, 'RATE_LIMIT_PHONE'),
  };
  const webhook = env.PHONE_CODE_WEBHOOK_URL;
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || '.data',
    seed: demo ? { ...(scale ? { scale } : {}) } : false,
    logger: env.LOG_LEVEL !== 'silent',
    logLevel: env.LOG_LEVEL || 'info',
    accessTokenTtlSec: intFrom(env, 'ACCESS_TOKEN_TTL'),
    phoneLoginCode: env.PHONE_LOGIN_CODE || undefined,
    // A configured gateway wins even in demo mode; the simulated provider never runs in production.
    ...(webhook ? { phoneCodes: webhookPhoneCodes(webhook) } : {}),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    corsOrigins: listFrom(env.CORS_ORIGINS),
    rateLimit: Object.fromEntries(
      Object.entries(limits).filter(([, value]) => value !== undefined),
    ),
  };
}
