// One small database interface over PGlite (embedded, default) and PostgreSQL (DATABASE_URL), same SQL on both.
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one parameterised statement; timestamps come back as ISO 8601 strings. */
  query<R extends Row = Row>(sql: string, params?: unknown[]): Promise<R[]>;
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Runs `fn` while holding a lock named `name` across every process on this database: a
   * PostgreSQL advisory lock, per schema unless `scope` is the whole database (what every schema
   * shares, such as extensions). PGlite belongs to one process, so there it just runs.
   */
  exclusive<T>(name: string, fn: () => Promise<T>, scope?: 'schema' | 'database'): Promise<T>;
  /** The whole data directory as a gzipped tarball (PGlite only), for openPgliteFromDump. */
  dump?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when given, PostgreSQL through `pg` is used. */
  databaseUrl?: string;
  /** PGlite data directory (persisted). Ignored when inMemory or databaseUrl. */
  dataDir?: string;
  inMemory?: boolean;
}

/** Dates become ISO strings so every layer above sees the JSON shape of the API. */
function normalizeRows<R extends Row>(rows: Row[]): R[] {
  for (const row of rows) {
    for (const key in row) {
      const value = row[key];
      if (value instanceof Date) row[key] = value.toISOString();
    }
  }
  return rows as R[];
}

function wrapPglite(target: PGlite | Transaction): Queryable {
  return {
    async query<R extends Row>(sql: string, params: unknown[] = []) {
      const result = await target.query<Row>(sql, params);
      return normalizeRows<R>(result.rows);
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

const extensions = { pg_trgm };

function pgliteDb(db: PGlite): Db {
  return {
    kind: 'pglite',
    ...wrapPglite(db),
    transaction: (fn) => db.transaction((tx) => fn(wrapPglite(tx))),
    close: () => db.close(),
    exclusive: (_name, fn) => fn(),
    dump: () => db.dumpDataDir('gzip'),
  };
}

async function openPglite(opts: OpenDatabaseOptions): Promise<Db> {
  if (opts.inMemory) return pgliteDb(await PGlite.create({ extensions }));
  const dir = opts.dataDir ?? '.data';
  mkdirSync(dir, { recursive: true });
  // Relaxed durability: queries do not wait for the file flush, which costs more than the query itself.
  return pgliteDb(await PGlite.create(dir, { extensions, relaxedDurability: true }));
}

/** An in-memory PGlite database started from a dump of another one's data directory. */
export async function openPgliteFromDump(dump: Blob): Promise<Db> {
  return pgliteDb(await PGlite.create({ extensions, loadDataDir: dump }));
}

function wrapPg(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R extends Row>(sql: string, params: unknown[] = []) {
      const result = await client.query<Row>(sql, params);
      return normalizeRows<R>(result.rows);
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    ...wrapPg(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrapPg(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async exclusive(name, fn, scope = 'schema') {
      // A session-level lock on a connection of its own, so the work itself may use the pool.
      const holder = await pool.connect();
      const key = [scope === 'schema' ? `${name}:` : `${name}@`];
      try {
        const of = scope === 'schema' ? 'hashtext($1 || current_schema())' : 'hashtext($1)';
        await holder.query(`SELECT pg_advisory_lock(${of})`, key);
        try {
          return await fn();
        } finally {
          await holder.query(`SELECT pg_advisory_unlock(${of})`, key);
        }
      } finally {
        holder.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(opts: OpenDatabaseOptions): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts);
}
