// The reference API server factory: database, migrations, demo data, auth, every route, OpenAPI and static files.
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAuthDecorator, requireAdmin } from './auth/guard';
import { registerPermissionCheck } from './auth/permissions';
import { type PhoneCodeProvider, simulatedPhoneCodes } from './auth/phone-codes';
import { databaseRateLimitStore } from './auth/rate-limit-store';
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
import { storeMediaLibrary } from './media/library';
import { type MediaStore, databaseMediaStore } from './media/store';
import { registerOpenApi } from './openapi';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { mediaRoutes } from './routes/media';
import { mediaUploadRoutes } from './routes/media-upload';
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
  /**
   * Demo mode: seed demo data and accounts on first start (`{ scale }` = number of tasks and
   * messages, `epoch` where the history ends) and sign in by phone through the simulated provider.
   * Without it (production) the database gets its schema only.
   */
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
  /** Where the log's JSON lines go when `logger` is on (standard output by default). */
  logStream?: { write(line: string): void };
  /** Access token lifetime, seconds (default 900). */
  accessTokenTtlSec?: number;
  /** Demo mode: the code the simulated phone provider "sends" (default 12345). */
  phoneLoginCode?: string;
  /** Where phone sign-in codes come from; in demo mode the simulated provider unless given. */
  phoneCodes?: PhoneCodeProvider;
  /** Fastify's `trustProxy`: whose X-Forwarded-For gives the client address (rate limits, logs). */
  trustProxy?: boolean | number | string | string[];
  /** Origins (scheme://host[:port]) allowed to call the API from a browser; none by default. */
  corsOrigins?: string[];
  /** Clock for token expiry (tests move it forward). */
  now?: () => number;
  /** Attempts per minute per client address. */
  rateLimit?: { login?: number; refresh?: number; phone?: number };
  /** Largest accepted request body in bytes (default 1 MiB). */
  bodyLimit?: number;
  /** Where media files live (default: the database, shared by every instance on it). */
  mediaStore?: MediaStore;
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

/**
 * Seeds once: the `seeded_at` setting marks a database that already has its demo data. Instances
 * starting together take turns, so only the first seeds.
 */
async function seedOnce(db: Db, seed: CreateAppOptions['seed'], media: MediaStore): Promise<void> {
  if (!seed) return;
  // The files message media point at; deterministic, so any missing one is stored again.
  await storeMediaLibrary(media);
  const options = typeof seed === 'object' ? seed : {};
  await db.exclusive('seed', async () => {
    const [done] = await db.query("SELECT 1 FROM settings WHERE key = 'seeded_at'");
    if (done) return seedDirectoryWhenMissing(db, options.seed ?? DEFAULT_SEED);
    await seedDemoData(db, options);
    await db.query("INSERT INTO settings (key, value) VALUES ('seeded_at', now()::text)");
  });
}

const ACCESS_TABLES = new Set(['sys_users', 'roles', 'permissions']);

interface Prepared {
  db: Db;
  media: MediaStore;
  /** The migrations this start applied (none when another instance or an earlier start did). */
  applied: string[];
}

/** The migrated (and in demo mode seeded) database, from a seed template when one is configured. */
async function openPreparedDatabase(opts: CreateAppOptions): Promise<Prepared> {
  const prepare = async (db: Db) => {
    const applied = await applyMigrations(db);
    const media = opts.mediaStore ?? databaseMediaStore(db);
    await seedOnce(db, opts.seed, media);
    return { db, media, applied };
  };
  const templates = opts.inMemory && opts.seed && !opts.databaseUrl ? opts.seedTemplateDir : '';
  if (!templates) return prepare(await openDatabase(opts));
  // Restored dumps are already migrated and seeded: prepare() finds nothing to do.
  const restored = await openFromTemplate(
    templates,
    opts.seed,
    async () => (await prepare(await openDatabase(opts))).db,
  );
  return prepare(restored);
}

/** A hop count becomes the function Fastify's types ask for: trust that many proxies in front. */
function trustProxyOf(setting: CreateAppOptions['trustProxy']) {
  if (typeof setting !== 'number') return setting ?? false;
  return (_address: string, hop: number) => hop < setting;
}

/** In demo mode the simulated provider (and the log says so); otherwise only a configured one. */
function phoneCodesOf(opts: CreateAppOptions): PhoneCodeProvider | undefined {
  if (opts.phoneCodes) return opts.phoneCodes;
  return opts.seed ? simulatedPhoneCodes(opts.phoneLoginCode ?? '12345') : undefined;
}

export async function createApp(opts: CreateAppOptions = {}): Promise<FastifyInstance> {
  const { db, media, applied } = await openPreparedDatabase(opts);
  const now = opts.now ?? Date.now;
  const sessions = createSessionService({
    db,
    secret: await tokenSecret(db),
    accessTtlSec: opts.accessTokenTtlSec ?? 900,
    now,
    // PGlite belongs to this process alone; on PostgreSQL another instance may end a session.
    ...(db.kind === 'postgres' ? { sessionCacheMs: 0 } : {}),
  });
  const limits = { login: 20, refresh: 60, phone: 20, ...opts.rateLimit };
  const phoneCodes = phoneCodesOf(opts);

  const app = Fastify({
    logger: opts.logger
      ? {
          level: opts.logLevel ?? 'info',
          ...(opts.logStream ? { stream: opts.logStream } : {}),
        }
      : false,
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
    frameworkErrors: frameworkError,
    trustProxy: trustProxyOf(opts.trustProxy),
  });
  app.log.info({ applied }, applied.length ? 'migrations applied' : 'migrations up to date');
  if (phoneCodes?.simulated) {
    app.log.warn('phone sign-in: simulated provider (demo mode), every phone gets the demo code');
  } else if (!phoneCodes) {
    app.log.info('phone sign-in: no provider set up, so it answers 503');
  }
  app.decorate('db', db);
  app.addHook('onClose', () => db.close());
  registerAuthDecorator(app);
  registerErrorHandler(app);
  registerValidation(app);
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every instance on it sees the same attempts.
    store: databaseRateLimitStore(db),
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
  // Browsers on other origins are refused unless listed; same-origin pages need no CORS.
  await app.register(cors, {
    origin: opts.corsOrigins?.length ? opts.corsOrigins : false,
    credentials: false,
    // What a console on another origin reads: an export's file name and when to retry after a 429.
    exposedHeaders: ['content-disposition', 'retry-after'],
    maxAge: 600,
  });
  await registerOpenApi(app);
  await app.register(healthRoutes, { db });

  await app.register(
    async (api) => {
      // Hosts send empty filters (`status=`) from blank fields; they mean "no filter".
      api.addHook('preValidation', async (request) => {
        const query = request.query as Record<string, unknown> | undefined;
        if (!query) return;
        for (const key of Object.keys(query)) if (query[key] === '') delete query[key];
      });
      await api.register(authRoutes, { db, sessions, rateLimit: limits });
      await api.register(mediaRoutes, { store: media });
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
        codes: phoneCodes,
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
        await areas.register(mediaUploadRoutes, { store: media });
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
