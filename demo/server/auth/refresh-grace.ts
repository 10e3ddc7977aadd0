// The grace window of refresh-token rotation: the pair a rotation gave out, sealed in the database
// for a few seconds, so a second use of the just-rotated token (another tab of the same browser, a
// reply lost on the way) gets that same pair instead of ending the session.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { TokenPair } from '../../../src/resources/schemas';

/**
 * Seconds after a rotation during which the rotated refresh token, presented again, gets the pair
 * that rotation issued. Later, the same reuse still revokes the whole family.
 */
export const REFRESH_REUSE_GRACE_SEC = 5;

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;

/** The sealing key, derived from the token secret every instance already shares. */
export function graceKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', 'bo refresh grace pair', 32));
}

/** The pair as stored: encrypted and authenticated, never the plain refresh token. */
export function sealPair(pair: TokenPair, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([
    cipher.update(JSON.stringify([pair.access_token, pair.refresh_token]), 'utf8'),
    cipher.final(),
  ]);
  return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The stored pair, or null when the seal is missing or does not open with this key. */
export function openPair(sealed: string | null, key: Buffer): TokenPair | null {
  const [iv, body, tag] = (sealed ?? '').split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv);
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    const [access_token, refresh_token] = JSON.parse(text) as [unknown, unknown];
    if (typeof access_token !== 'string' || typeof refresh_token !== 'string') return null;
    return { access_token, refresh_token };
  } catch {
    return null;
  }
}

/** Whether a rotation at `rotatedAt` (ISO 8601) is recent enough at `nowMs` for the same pair again. */
export function withinGrace(rotatedAt: string, nowMs: number): boolean {
  return nowMs - Date.parse(rotatedAt) <= REFRESH_REUSE_GRACE_SEC * 1000;
}

/** Where sealed pairs older than the window are found: rotated before this instant. */
export function graceEndsBefore(nowMs: number): string {
  return new Date(nowMs - REFRESH_REUSE_GRACE_SEC * 1000).toISOString();
}
