// The staff side of the demo data: the demo accounts and generated staff accounts (roles and
// permissions are reference data of migration 003).
import { hashPassword } from '../auth/passwords';
import type { Queryable } from './database';
import type { SeedSql } from './seed-sql';
import * as W from './seed-words';

/** The demo accounts (sa, admin, editor, guest @example.com), with the phones the phone sign-in knows them by. */
export const DEMO_ACCOUNTS = [
  {
    email: 'sa@example.com',
    password: 'sa-password',
    name: 'Sam Super',
    role: 'SA',
    phone: '+15550000001',
    twoFactor: true,
  },
  {
    email: 'admin@example.com',
    password: 'admin-password',
    name: 'Ada Admin',
    role: 'ADMIN',
    phone: '+15550000002',
    twoFactor: false,
  },
  {
    email: 'editor@example.com',
    password: 'editor-password',
    name: 'Eddie Editor',
    role: 'EDITOR',
    phone: '+15550000003',
    twoFactor: false,
  },
  {
    email: 'guest@example.com',
    password: 'guest-password',
    name: 'Gus Guest',
    role: 'GUEST',
    phone: '+15550000004',
    twoFactor: false,
  },
] as const;

/** Password of the generated staff accounts (staff1@example.com ...). */
export const STAFF_PASSWORD = 'staff-password';
const STAFF_COUNT = 16;

/** Number of system users the seed creates. */
export const SYS_USER_COUNT = DEMO_ACCOUNTS.length + STAFF_COUNT;

export async function seedStaff(
  tx: Queryable,
  { id, pick, at, epoch, past }: SeedSql,
): Promise<void> {
  const demoHashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const staffHash = await hashPassword(STAFF_PASSWORD);
  await tx.query(
    `INSERT INTO sys_users (uuid, created_at, updated_at, email, name, roles, phone, two_factor_enabled, password_hash)
       SELECT ${id('sys_users', 'k')}, timestamptz '${epoch}' - make_interval(days => 400 - k::int), timestamptz '${epoch}' - make_interval(days => 400 - k::int),
              e, nm, ARRAY[rl], ph, tf, h
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::text[])
              WITH ORDINALITY AS d (e, nm, rl, ph, tf, h, k)`,
    [
      DEMO_ACCOUNTS.map((a) => a.email),
      DEMO_ACCOUNTS.map((a) => a.name),
      DEMO_ACCOUNTS.map((a) => a.role),
      DEMO_ACCOUNTS.map((a) => a.phone),
      DEMO_ACCOUNTS.map((a) => a.twoFactor),
      demoHashes,
    ],
  );
  const staffK = `k + ${DEMO_ACCOUNTS.length}`;
  await tx.query(
    `INSERT INTO sys_users (uuid, created_at, updated_at, email, name, roles, status, password_hash, last_login_at)
       SELECT ${id('sys_users', staffK)}, ${at('k', STAFF_COUNT + 1)}, ${at('k', STAFF_COUNT + 1)},
              'staff' || k || '@example.com',
              ${pick('$1', 'k', 1)} || ' ' || ${pick('$2', 'k', 2)},
              ARRAY[(ARRAY['ADMIN', 'EDITOR', 'EDITOR', 'GUEST'])[1 + k % 4]],
              (ARRAY['active', 'active', 'disabled', 'pending'])[1 + (k / 4) % 4],
              $3, CASE WHEN k % 3 = 0 THEN NULL ELSE ${past(`${at('k', STAFF_COUNT + 1)} + interval '30 days'`)} END
         FROM generate_series(1, ${STAFF_COUNT}) k`,
    [W.FIRST_NAMES, W.LAST_NAMES, staffHash],
  );
}
