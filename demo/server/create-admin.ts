// `npm run create-admin -- --email you@example.com [--name "Your Name"]`: the first SA account of a
// production database (DATABASE_URL; or the PGlite DATA_DIR while no server has it open). The
// password comes from ADMIN_PASSWORD, not the command line (which other users can list); without
// it a random one is made and printed once. Refuses when an active SA account exists.
import { parseArgs } from 'node:util';
import { FirstAdminError, createFirstAdmin } from './auth/first-admin';
import { openDatabase } from './db/database';
import { applyMigrations } from './db/migrations';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string', default: 'Administrator' } },
  });
  if (!values.email) {
    console.error('usage: npm run create-admin -- --email you@example.com [--name "Your Name"]');
    console.error('       (password: ADMIN_PASSWORD, or a random one is printed)');
    return 2;
  }
  const db = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || '.data',
  });
  try {
    await applyMigrations(db);
    const given = process.env.ADMIN_PASSWORD || undefined;
    const { password } = await createFirstAdmin(db, {
      email: values.email,
      name: values.name ?? 'Administrator',
      password: given,
    });
    console.log(`SA account ${values.email.toLowerCase()} created.`);
    if (!given) console.log(`Its password (shown once; change it after signing in): ${password}`);
    return 0;
  } catch (error) {
    if (!(error instanceof FirstAdminError)) throw error;
    console.error(`create-admin: ${error.message}`);
    return 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
