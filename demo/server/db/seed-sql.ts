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
}

export const SEED_EPOCH = '2025-06-01T00:00:00Z';

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

export function seedSql(seed: number): SeedSql {
  const r: SeedSql['r'] = (i, salt, size) => `seed_rand((${i})::bigint, ${salt}, (${size})::int)`;
  return {
    epoch: SEED_EPOCH,
    id: (table, i) => `md5('${table}:${seed}:' || (${i}))::uuid`,
    r,
    pick: (param, i, salt) =>
      `(${param}::text[])[1 + ${r(i, salt, `array_length(${param}::text[], 1)`)}]`,
    at: (i, size) =>
      `(timestamptz '${SEED_EPOCH}' - make_interval(secs => ((${size} - (${i})) * ${Math.floor((365 * 86400) / size)} + ${r(i, 99, 60)})::double precision))`,
  };
}
