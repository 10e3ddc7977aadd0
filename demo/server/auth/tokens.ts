// Access tokens (HMAC-signed, short-lived) and opaque refresh tokens (stored only as a SHA-256 hash).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface AccessClaims {
  /** sys user uuid */
  sub: string;
  /** session (refresh-token family) uuid */
  sid: string;
  /** expiry, seconds since the epoch */
  exp: number;
}

export type AccessCheck =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: 'invalid' | 'expired' };

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function signAccessToken(claims: AccessClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    typeof claims.sid === 'string' &&
    typeof claims.exp === 'number'
  );
}

export function verifyAccessToken(token: string, secret: string, nowSec: number): AccessCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'invalid' };
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'invalid' };
  if (claims.exp <= nowSec) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}
