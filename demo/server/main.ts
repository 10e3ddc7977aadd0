// `npm start` entry: reads the environment, starts the reference API with the static files, prints where it runs.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app';
import { DEMO_ACCOUNTS } from './db/seed';
import { epochNow } from './db/seed-sql';
import { appOptionsFrom, isDemoMode } from './settings';

/** The repository root: two levels up from demo/server, or from dist/server when bundled. */
function repoRoot(): string {
  return resolve(join(dirname(fileURLToPath(import.meta.url)), '..', '..'));
}

function demoLines(): string[] {
  return [
    '  demo accounts (email / password, role, phone for phone sign-in):',
    ...DEMO_ACCOUNTS.map(
      (a) =>
        `    ${a.email.padEnd(20)} ${a.password.padEnd(16)} ${a.role.padEnd(7)} ${a.phone}${a.twoFactor ? ' (asks the password after the code)' : ''}`,
    ),
    `  phone sign-in code (simulated provider): ${process.env.PHONE_LOGIN_CODE || '12345'}`,
  ];
}

/** Production: no demo account; until an SA exists, how to make the first one. */
async function productionLines(app: FastifyInstance): Promise<string[]> {
  const [sa] = await app.db.query(
    "SELECT 1 FROM sys_users WHERE 'SA' = ANY (roles) AND status = 'active' LIMIT 1",
  );
  return [
    '  production mode: no demo data (SEED=demo would seed it)',
    ...(sa
      ? []
      : [
          '  no SA account yet: npm run create-admin -- --email you@example.com --name "Your Name"',
        ]),
  ];
}

async function main(): Promise<void> {
  const host = process.env.HOST || '127.0.0.1';
  const port = Number(process.env.PORT || 4173);
  if (!Number.isInteger(port) || port < 0) throw new Error('PORT must be a whole number');
  const options = appOptionsFrom(process.env);
  const demo = isDemoMode(process.env);
  const app = await createApp({
    ...options,
    // A first start seeds a history that ends now, so the dashboard's last 30 days and this month
    // have data; tests seed up to the fixed SEED_EPOCH instead.
    seed: typeof options.seed === 'object' ? { ...options.seed, epoch: epochNow() } : false,
    staticRoot: process.env.STATIC_ROOT || repoRoot(),
  });
  const url = await app.listen({ host, port });
  const shown = url.replace('0.0.0.0', '127.0.0.1');
  const lines = [
    '',
    `Backoffice Elements is running at ${shown}/`,
    `  API ${shown}/api/v1   OpenAPI ${shown}/api/v1/openapi.json   demo pages ${shown}/demo/`,
    `  database: ${options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${resolve(options.dataDir!)}`}`,
    ...(demo ? demoLines() : await productionLines(app)),
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
