// The reference API server factory: database, migrations, demo data, auth, every route, OpenAPI and static files.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAuthDecorator, requireAdmin } from './auth/guard';
import { registerPermissionCheck } from './auth/permissions';
import { createSessionService } from './auth/sessions';
import { newSecret } from './auth/tokens';
import { registerEntityRoutes } from './crud/routes';
import { createRepository } from './crud/repository';
import { type Db, openDatabase } from './db/database';
import { applyMigrations } from './db/migrations';
import { type SeedOptions, seedDemoData } from './db/seed';
import { openFromTemplate } from './db/seed-template';
import { seedDirectoryWhenMissing } from './db/seed-directory';
import { DEFAULT_SEED } from './db/seed-sql';
import { ENTITIES } from './entities';
import { roles } from './entities/sys-users';
import { HttpError, frameworkError, registerErrorHandler } from './errors';
import { writeMediaFiles } from './media/library';
import { registerOpenApi } from './openapi';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { mediaRoutes } from './routes/media';
import { channelSuggestionRoutes } from './routes/channel-suggestions';
import { dashboardRoutes } from './routes/dashboard';
import { phoneLoginRoutes } from './routes/phone-login';
import { rolePermissionRoutes } from './routes/role-permissions';
import { subResourceRoutes } from './routes/sub-resources';
import { registerStatic } from './static';
import { registerValidation } from './validation';

export interface CreateAppOptions {
  /** PGlite data directory (default `.data`). */
  dataDir?: string;
  /** postgres://... runs on PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
  /** Seed demo data on first start; `{ scale }` = number of tasks and messages, `epoch` where the history ends. */
  seed?: boolean | SeedOptions;
  /**
   * In memory and seeded: keep a dump of the freshly seeded database in this folder and start
   * from it next time (test suites start many apps; a restore is much cheaper than a seed).
   */
  seedTemplateDir?: string;
  /** Repository root: serves /dist/, /demo/ and the console index. */
  staticRoot?: string;
  logger?: boolean;
  logLevel?: string;
  /** Access token lifetime, seconds (default 900). */
  accessTokenTtlSec?: number;
  /** The code the simulated phone provider "sends" (default 12345). */
  phoneLoginCode?: string;
  /** Clock for token expiry (tests move it forward). */
  now?: () => number;
  /** Attempts per minute per client address. */
  rateLimit?: { login?: number; refresh?: number; phone?: number };
  /** Largest accepted request body in bytes (default 1 MiB). */
  bodyLimit?: number;
  /** Folder of the generated media files (default `<dataDir>/media`, or the temp folder in memory). */
  mediaDir?: string;
  /** Receives each password reset link as well as the log (tests read the token from it). */
  onPasswordResetLink?: (email: string, link: string) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

async function tokenSecret(db: Db): Promise<string> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    'token_secret',
    newSecret(),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [
    'token_secret',
  ]);
  return row!.value;
}

/** Seeds once: the `seeded_at` setting marks a database that already has its demo data. */
async function seedOnce(db: Db, seed: CreateAppOptions['seed'], mediaDir: string): Promise<void> {
  if (!seed) return;
  // The files message media point at; deterministic, so any missing one is written again.
  writeMediaFiles(mediaDir);
  const options = typeof seed === 'object' ? seed : {};
  const [done] = await db.query("SELECT 1 FROM settings WHERE key = 'seeded_at'");
  if (done) return seedDirectoryWhenMissing(db, options.seed ?? DEFAULT_SEED);
  await seedDemoData(db, options);
  await db.query("INSERT INTO settings (key, value) VALUES ('seeded_at', now()::text)");
}

function mediaDirOf(opts: CreateAppOptions): string {
  if (opts.mediaDir) return opts.mediaDir;
  if (opts.inMemory) return join(tmpdir(), 'bo-media');
  return join(opts.dataDir ?? '.data', 'media');
}

const ACCESS_TABLES = new Set(['sys_users', 'roles', 'permissions']);

/** The migrated and seeded database, from a seed template when one is configured. */
async function openSeededDatabase(opts: CreateAppOptions, mediaDir: string): Promise<Db> {
  const prepare = async (db: Db) => {
    await applyMigrations(db);
    await seedOnce(db, opts.seed, mediaDir);
    return db;
  };
  const templates = opts.inMemory && opts.seed && !opts.databaseUrl ? opts.seedTemplateDir : '';
  if (!templates) return prepare(await openDatabase(opts));
  // Restored dumps are already migrated and seeded: prepare() finds nothing to do but the media files.
  return prepare(
    await openFromTemplate(templates, opts.seed, async () => prepare(await openDatabase(opts))),
  );
}

export async function createApp(opts: CreateAppOptions = {}): Promise<FastifyInstance> {
  const mediaDir = mediaDirOf(opts);
  const db = await openSeededDatabase(opts, mediaDir);
  const now = opts.now ?? Date.now;
  const sessions = createSessionService({
    db,
    secret: await tokenSecret(db),
    accessTtlSec: opts.accessTokenTtlSec ?? 900,
    now,
  });
  const limits = { login: 20, refresh: 60, phone: 20, ...opts.rateLimit };

  const app = Fastify({
    logger: opts.logger ? { level: opts.logLevel ?? 'info' } : false,
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
    frameworkErrors: frameworkError,
  });
  app.decorate('db', db);
  app.addHook('onClose', () => db.close());
  registerAuthDecorator(app);
  registerErrorHandler(app);
  registerValidation(app);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new HttpError(429, 'RATE_LIMITED', 'Too many attempts; retry later'),
  });
  await app.register(compress, {
    threshold: 1024,
    // A JSON answer up to 64 kB (a page of up to 100 tasks) is compressed in one call, not through
    // a stream: the plugin's default limit here is 8 kB (it scales with the cores), so a first
    // page of tasks (9 kB) went through stream callbacks, and a request that came in just after
    // (the people lookup the same page sends) was answered in between, in front of the rows. In
    // one call the answer also costs less CPU (no stream machinery).
    syncThreshold: 64 * 1024,
  });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      // Hosts send empty filters (`status=`) from blank fields; they mean "no filter".
      api.addHook('preValidation', async (request) => {
        const query = request.query as Record<string, unknown> | undefined;
        if (!query) return;
        for (const key of Object.keys(query)) if (query[key] === '') delete query[key];
      });
      await api.register(authRoutes, { db, sessions, rateLimit: limits });
      await api.register(mediaRoutes, { dir: mediaDir });
      await api.register(accountRoutes, {
        db,
        sessions,
        now,
        rateLimit: limits.login,
        onPasswordResetLink: opts.onPasswordResetLink,
      });
      await api.register(phoneLoginRoutes, {
        db,
        sessions,
        now,
        devCode: opts.phoneLoginCode ?? '12345',
        rateLimit: limits.phone,
      });
      await api.register(async (areas) => {
        areas.addHook('onRequest', requireAdmin(sessions));
        registerPermissionCheck(areas);
        // Who may do what is read at each check: a change to users, roles or their permissions
        // applies to the next request.
        const onWrite = (def: { table: string }) => {
          if (ACCESS_TABLES.has(def.table)) sessions.forgetCheckedSessions();
        };
        for (const def of ENTITIES) {
          registerEntityRoutes(areas, createRepository(def, db, { onWrite }));
        }
        await areas.register(rolePermissionRoutes, {
          roles: createRepository(roles, db, { onWrite }),
        });
        await areas.register(subResourceRoutes, { db });
        await areas.register(channelSuggestionRoutes, { db });
        await areas.register(dashboardRoutes, { db, now });
      });
    },
    { prefix: '/api/v1' },
  );

  if (opts.staticRoot) await registerStatic(app, opts.staticRoot);
  else {
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } }),
    );
  }
  await app.ready();
  return app;
}
