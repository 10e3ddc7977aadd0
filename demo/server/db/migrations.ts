// Schema migrations, applied in order at start and recorded in schema_migrations.
import type { Db } from './database';
import { CHANNEL_DIRECTORY_SCHEMA } from './channel-directory-schema';
import { DASHBOARD_COUNTERS_SCHEMA } from './dashboard-counters';
import { INITIAL_SCHEMA } from './initial-schema';
import { SHARED_STATE_SCHEMA } from './shared-state-schema';
import { mediaMigrationSql } from './media-migration';
import { PERMISSION_CATALOGUE_SCHEMA } from './permission-catalogue';
import { videoMigrationSql } from './video-migration';

interface Migration {
  id: string;
  /** The script, or a function that builds it when it is about to run. */
  sql: string | (() => string);
}

/** Applied ones are never edited: a change is a new migration at the end. */
const MIGRATIONS: Migration[] = [
  { id: '001_initial', sql: INITIAL_SCHEMA },
  // channels.external_id is UNIQUE since 001, so "already added" needs no new index.
  { id: '002_channel_directory', sql: CHANNEL_DIRECTORY_SCHEMA },
  // Roles and permissions are reference data since 003: a database of any age gets the catalogue.
  { id: '003_permission_catalogue', sql: PERMISSION_CATALOGUE_SCHEMA },
  { id: '004_dashboard_counters', sql: DASHBOARD_COUNTERS_SCHEMA },
  { id: '005_local_media', sql: mediaMigrationSql },
  { id: '006_demo_video', sql: videoMigrationSql },
  // The pair a rotation issued, sealed, for a second use of the rotated token within the grace window.
  { id: '007_refresh_grace', sql: 'ALTER TABLE refresh_tokens ADD COLUMN successor_sealed text;' },
  { id: '008_shared_state', sql: SHARED_STATE_SCHEMA },
];

/** Applies the migrations this database lacks; the ids it applied (none when another instance did). */
export function applyMigrations(db: Db): Promise<string[]> {
  // Instances starting together take turns: the first applies, the others then find nothing to do.
  // Database-wide, as the pg_trgm extension every schema uses is created once per database.
  return db.exclusive('schema_migrations', () => migrate(db), 'database');
}

/** Whether every migration this server knows is applied (readiness). */
export async function migrationsDone(db: Db): Promise<boolean> {
  const rows = await db.query<{ id: string }>('SELECT id FROM schema_migrations');
  const done = new Set(rows.map((r) => r.id));
  return MIGRATIONS.every((migration) => done.has(migration.id));
}

async function migrate(db: Db): Promise<string[]> {
  await db.exec(`
    CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
    CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    );`);
  const done = new Set(
    (await db.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id),
  );
  const applied: string[] = [];
  for (const migration of MIGRATIONS) {
    if (done.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(typeof migration.sql === 'string' ? migration.sql : migration.sql());
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
    });
    applied.push(migration.id);
  }
  return applied;
}
