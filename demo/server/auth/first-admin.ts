// The first SA account of a production database (which gets no demo accounts): made once, by the
// create-admin command; later accounts are made by that SA in System users.
import { randomBytes } from 'node:crypto';
import { EMAIL_RULES, NAME_RULES, PASSWORD_RULES } from '../../../src/resources/rules';
import type { Db } from '../db/database';
import { hashPassword } from './passwords';

export interface FirstAdmin {
  email: string;
  name: string;
  /** Unset: a random one is made (and returned, to be shown once). */
  password?: string;
}

export class FirstAdminError extends Error {}

function check(admin: FirstAdmin): void {
  const { email, name, password } = admin;
  if (
    email.length < EMAIL_RULES.minLength ||
    email.length > EMAIL_RULES.maxLength ||
    !/^[^\s@]+@[^\s@]+$/.test(email)
  ) {
    throw new FirstAdminError(`"${email}" is not an email address`);
  }
  if (name.trim().length < NAME_RULES.minLength || name.length > NAME_RULES.maxLength) {
    throw new FirstAdminError(
      `the name must be ${NAME_RULES.minLength} to ${NAME_RULES.maxLength} characters`,
    );
  }
  if (
    password !== undefined &&
    (password.length < PASSWORD_RULES.minLength || password.length > PASSWORD_RULES.maxLength)
  ) {
    throw new FirstAdminError(
      `the password must be ${PASSWORD_RULES.minLength} to ${PASSWORD_RULES.maxLength} characters`,
    );
  }
}

/** Creates the SA account unless the database has an active one; returns its uuid and password. */
export async function createFirstAdmin(
  db: Db,
  admin: FirstAdmin,
): Promise<{ uuid: string; password: string }> {
  check(admin);
  const password = admin.password ?? randomBytes(15).toString('base64url');
  const passwordHash = await hashPassword(password);
  return db.exclusive('first-admin', async () => {
    const [existing] = await db.query<{ email: string }>(
      "SELECT email FROM sys_users WHERE 'SA' = ANY (roles) AND status = 'active' LIMIT 1",
    );
    if (existing) {
      throw new FirstAdminError(
        `an SA account exists already (${existing.email}); it adds more accounts in System users`,
      );
    }
    const [taken] = await db.query('SELECT 1 FROM sys_users WHERE email = $1', [
      admin.email.toLowerCase(),
    ]);
    if (taken) throw new FirstAdminError(`${admin.email} is taken by another account`);
    const [row] = await db.query<{ uuid: string }>(
      `INSERT INTO sys_users (email, name, roles, status, password_hash)
       VALUES ($1, $2, ARRAY['SA'], 'active', $3) RETURNING uuid`,
      [admin.email.toLowerCase(), admin.name.trim(), passwordHash],
    );
    return { uuid: row!.uuid, password };
  });
}
