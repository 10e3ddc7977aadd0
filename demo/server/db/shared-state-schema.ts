// Migration 007: what instances on one database must share besides the records. Media files were
// files in one instance's data folder; rate-limit counters were in one process's memory.
export const SHARED_STATE_SCHEMA = `
CREATE TABLE media_files (
  name text PRIMARY KEY,
  mime text NOT NULL,
  bytes bytea NOT NULL,
  sha256 text NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_resets_at ON rate_limit_hits (resets_at);`;
