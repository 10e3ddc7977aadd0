// @fastify/rate-limit's counters in the database, so every instance on one PostgreSQL counts the
// same attempts (its default store counts in one process's memory).
import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/database';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** One statement: a new window, or one more hit in the current one. */
const HIT_SQL = `
INSERT INTO rate_limit_hits AS r (key, hits, resets_at)
VALUES ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN r.resets_at <= clock_timestamp() THEN 1 ELSE r.hits + 1 END,
  resets_at = CASE WHEN r.resets_at <= clock_timestamp() THEN EXCLUDED.resets_at ELSE r.resets_at END
RETURNING hits, greatest(0, ceil(extract(epoch FROM r.resets_at - clock_timestamp()) * 1000))::int AS ttl`;

const READ_SQL = `
SELECT hits, greatest(0, ceil(extract(epoch FROM resets_at - clock_timestamp()) * 1000))::int AS ttl
  FROM rate_limit_hits WHERE key = $1 AND resets_at > clock_timestamp()`;

/** Finished windows are deleted now and then by whichever instance counts a hit. */
const SWEEP_EVERY = 500;

/** The store class the plugin instantiates; each rate-limited route gets a child with its own keys. */
export function databaseRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  let hitsSinceSweep = 0;

  class DatabaseStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      if (++hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        db.query('DELETE FROM rate_limit_hits WHERE resets_at < clock_timestamp()').catch(() => {});
      }
      db.query<{ hits: number; ttl: number }>(HIT_SQL, [this.prefix + key, timeWindow]).then(
        ([row]) => callback(null, { current: row!.hits, ttl: row!.ttl }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      db.query<{ hits: number; ttl: number }>(READ_SQL, [this.prefix + key]).then(
        ([row]) => callback(null, { current: row?.hits ?? 0, ttl: row?.ttl ?? 0 }),
        (error: Error) => callback(error),
      );
    }

    child(route: {
      method?: string | string[];
      url?: string;
      routeInfo?: { method: string; url: string };
    }) {
      const info = route.routeInfo ?? { method: String(route.method), url: String(route.url) };
      return new DatabaseStore({}, `${info.method} ${info.url} `);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
