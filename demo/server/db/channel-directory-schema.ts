// Migration 002: the messaging network's directory of groups and channels, which suggestions search.

export const CHANNEL_DIRECTORY_SCHEMA = `
CREATE TABLE channel_directory (
  external_id text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  title text NOT NULL,
  username text,
  kind text NOT NULL CHECK (kind IN ('group', 'channel')),
  members_count integer NOT NULL DEFAULT 0 CHECK (members_count >= 0),
  description text NOT NULL DEFAULT '',
  search text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(username, ''))) STORED
);
CREATE INDEX channel_directory_search_idx ON channel_directory USING gin (search gin_trgm_ops);
-- Suggestions come biggest first, per kind.
CREATE INDEX channel_directory_members_idx ON channel_directory (members_count DESC, external_id);
CREATE INDEX channel_directory_kind_idx ON channel_directory (kind, members_count DESC, external_id);
`;
