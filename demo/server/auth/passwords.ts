// scrypt password hashes: `scrypt$N$r$p$salt$hash`, compared in constant time. Each hash names its
// own cost, so a hash made with older parameters still verifies and is replaced at the next sign-in.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP's password storage cheat sheet for scrypt: N = 2^17, r = 8, p = 1. */
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/**
 * scrypt needs 128 * N * r bytes (128 MiB here); Node refuses anything over `maxmem` (32 MiB by
 * default), so the limit is that need plus room for the rest of the computation.
 */
const maxmemFor = (n: number, r: number) => 128 * n * r + 32 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: maxmemFor(n, r) }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a stored hash was made with other parameters than today's (it is then made again). */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(`scrypt$${N}$${R}$${P}$`);
}

let decoy: Promise<string> | undefined;

/** A hash of a password nobody knows, checked when the email is unknown so both cases take as long. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

/**
 * After a successful sign-in, while the password is at hand: a hash made with older parameters is
 * replaced by one made with today's (only if nobody changed it meanwhile).
 */
export async function upgradeHash(
  db: { query(sql: string, params?: unknown[]): Promise<unknown> },
  userUuid: string,
  password: string,
  stored: string,
): Promise<void> {
  if (!needsRehash(stored)) return;
  await db.query('UPDATE sys_users SET password_hash = $1 WHERE uuid = $2 AND password_hash = $3', [
    await hashPassword(password),
    userUuid,
    stored,
  ]);
}
