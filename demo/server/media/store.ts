// Where media files live: behind this interface, in the database by default, so every instance on
// one PostgreSQL serves what any of them stored (a local folder would be one instance's only).
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';

export interface StoredMedium {
  mime: string;
  bytes: Buffer;
}

export interface MediaStore {
  read(name: string): Promise<StoredMedium | undefined>;
  write(name: string, medium: StoredMedium): Promise<void>;
  /** The SHA-256 (hex) of each stored file, so a caller writes only what is missing or differs. */
  digests(): Promise<Map<string, string>>;
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Media in the `media_files` table (migration 008_shared_state). */
export function databaseMediaStore(db: Queryable): MediaStore {
  return {
    async read(name) {
      const [row] = await db.query<{ mime: string; bytes: Uint8Array }>(
        'SELECT mime, bytes FROM media_files WHERE name = $1',
        [name],
      );
      if (!row) return undefined;
      const { buffer, byteOffset, byteLength } = row.bytes;
      return { mime: row.mime, bytes: Buffer.from(buffer, byteOffset, byteLength) };
    },
    async write(name, { mime, bytes }) {
      // As hex text, not a Buffer: PGlite knows binary parameters by instanceof Uint8Array, which
      // fails when the server runs in a test realm with globals of its own (happy-dom).
      await db.query(
        `INSERT INTO media_files (name, mime, bytes, sha256) VALUES ($1, $2, decode($3, 'hex'), $4)
         ON CONFLICT (name) DO UPDATE SET mime = EXCLUDED.mime, bytes = EXCLUDED.bytes,
           sha256 = EXCLUDED.sha256, stored_at = now()`,
        [name, mime, bytes.toString('hex'), sha256(bytes)],
      );
    },
    async digests() {
      const rows = await db.query<{ name: string; sha256: string }>(
        'SELECT name, sha256 FROM media_files',
      );
      return new Map(rows.map((row) => [row.name, row.sha256]));
    },
  };
}
