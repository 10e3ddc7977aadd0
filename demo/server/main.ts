// `npm start` entry: reads the environment, starts the reference API with the static files, prints where it runs.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { DEMO_ACCOUNTS } from './db/seed';
import { epochNow } from './db/seed-sql';

function intFromEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/** The repository root: two levels up from demo/server, or from dist/server when bundled. */
function repoRoot(): string {
  return resolve(join(dirname(fileURLToPath(import.meta.url)), '..', '..'));
}

async function main(): Promise<void> {
  const host = process.env.HOST || '127.0.0.1';
  const port = intFromEnv('PORT') ?? 4173;
  const scale = intFromEnv('SEED_SCALE');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || '.data';
  const app = await createApp({
    databaseUrl,
    dataDir,
    // A first start seeds a history that ends now, so the dashboard's last 30 days and this month
    // have data; tests seed up to the fixed SEED_EPOCH instead.
    seed: { ...(scale ? { scale } : {}), epoch: epochNow() },
    staticRoot: process.env.STATIC_ROOT || repoRoot(),
    logger: process.env.LOG_LEVEL !== 'silent',
    logLevel: process.env.LOG_LEVEL || 'info',
    accessTokenTtlSec: intFromEnv('ACCESS_TOKEN_TTL'),
    phoneLoginCode: process.env.PHONE_LOGIN_CODE || undefined,
  });
  const url = await app.listen({ host, port });
  const shown = url.replace('0.0.0.0', '127.0.0.1');
  const lines = [
    '',
    `Backoffice Elements is running at ${shown}/`,
    `  API ${shown}/api/v1   OpenAPI ${shown}/api/v1/openapi.json   demo pages ${shown}/demo/`,
    `  database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${resolve(dataDir)}`}`,
    '  demo accounts (email / password, role, phone for phone sign-in):',
    ...DEMO_ACCOUNTS.map(
      (a) =>
        `    ${a.email.padEnd(20)} ${a.password.padEnd(16)} ${a.role.padEnd(7)} ${a.phone}${a.twoFactor ? ' (asks the password after the code)' : ''}`,
    ),
    `  phone sign-in code (simulated provider): ${process.env.PHONE_LOGIN_CODE || '12345'}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
