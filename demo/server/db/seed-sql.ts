// SQL snippets of the deterministic generator: a seeded hash stands in for a PRNG, row by row.

export interface SeedSql {
  /** The instant the generated history ends at. */
  epoch: string;
  /** Deterministic uuid of row i of a table. */
  id: (table: string, i: string) => string;
  /** Deterministic integer in [0, size) for row i and a salt. */
  r: (i: string, salt: number, size: number | string) => string;
  /** Deterministic element of a text[] parameter. */
  pick: (param: string, i: string, salt: number) => string;
  /** Row i of size rows, spread over the year before the epoch, newest last. */
  at: (i: string, size: number) => string;
  /**
   * A time derived by adding to a row's time, kept from running past the moment of seeding: with
   * the history ending now (`npm start`) nobody was last seen tomorrow. With the fixed epoch every
   * such time is long past already, so the tests' data is the same with or without it.
   */
  past: (time: string) => string;
}

/** Where the history ends unless the caller says: fixed, so tests and benches see the same rows. */
export const SEED_EPOCH = '2025-06-01T00:00:00Z';

/** An epoch for a database seeded now (`npm start`): the current minute, as UTC. */
export function epochNow(now: Date = new Date()): string {
  return `${now.toISOString().slice(0, 16)}:00Z`;
}

/** The generator's seed unless the caller gives one. */
export const DEFAULT_SEED = 42;

/** The SQL function behind `r`; created for the seeding transaction and dropped after it. */
export function seedRandFunction(seed: number): string {
  return `
    CREATE OR REPLACE FUNCTION seed_rand(i bigint, salt int, size int) RETURNS int
    LANGUAGE sql IMMUTABLE AS $$
      SELECT (((hashint8(i * 1000003 + salt * 7919 + ${seed}) % size) + size) % size)::int
    $$;`;
}

export function seedSql(seed: number, epoch: string = SEED_EPOCH): SeedSql {
  if (Number.isNaN(Date.parse(epoch)) || !/^[\dT:.Z+-]+$/.test(epoch))
    throw new Error(`seed epoch must be an ISO instant, got "${epoch}"`);
  const r: SeedSql['r'] = (i, salt, size) => `seed_rand((${i})::bigint, ${salt}, (${size})::int)`;
  return {
    epoch,
    id: (table, i) => `md5('${table}:${seed}:' || (${i}))::uuid`,
    r,
    pick: (param, i, salt) =>
      `(${param}::text[])[1 + ${r(i, salt, `array_length(${param}::text[], 1)`)}]`,
    at: (i, size) =>
      `(timestamptz '${epoch}' - make_interval(secs => ((${size} - (${i})) * ${Math.floor((365 * 86400) / size)} + ${r(i, 99, 60)})::double precision))`,
    past: (time) => `LEAST(${time}, now())`,
  };
}
