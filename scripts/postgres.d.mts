// Types of the test and bench PostgreSQL server (scripts/postgres.mjs).
export function ensurePostgres(): string;
export interface RunningPostgres {
  /** The superuser's URL: postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}
export function startPostgres(options?: {
  dir?: string;
  throwaway?: boolean;
}): Promise<RunningPostgres>;
