// A seeded in-memory database restored from a dump instead of built again. Migrating and seeding
// PGlite costs seconds of CPU per app; tests start an app per file, and a restore costs a fraction.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Db } from './database';
import { openPgliteFromDump } from './database';

const here = dirname(fileURLToPath(import.meta.url));

/** The sources the seeded content is made from: this folder and what the seed imports. */
const SEED_SOURCES = [
  here,
  join(here, '..', 'media'),
  join(here, '..', 'auth', 'passwords.ts'),
  join(here, '..', '..', '..', 'src', 'resources', 'permission-codes.ts'),
];

function filesOf(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesOf(join(path, name)));
}

/**
 * Names a dump by what its content depends on: the seed's sources and options. An edit to any of
 * them names a new dump, so a stale one is never restored.
 */
export function templateKey(seedOptions: unknown): string {
  const hash = createHash('sha256');
  for (const file of SEED_SOURCES.flatMap(filesOf)) {
    hash.update(file);
    hash.update(readFileSync(file));
  }
  hash.update(JSON.stringify(seedOptions ?? null));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Opens a migrated and seeded in-memory database: from `<dir>/<key>.tar.gz` when a dump is there,
 * else through `build`, whose result is then dumped for the next caller. The dump is written to a
 * temporary name and renamed, so parallel test workers never read half a file.
 */
export async function openFromTemplate(
  dir: string,
  seedOptions: unknown,
  build: () => Promise<Db>,
): Promise<Db> {
  const file = join(dir, `${templateKey(seedOptions)}.tar.gz`);
  // Unzipped here: Node's zlib takes about a tenth of a second, PGlite's own gunzip of the same
  // dump about half a second more, on every app a test file starts.
  if (existsSync(file)) return openPgliteFromDump(new Blob([gunzipSync(readFileSync(file))]));
  const db = await build();
  const dump = await db.dump?.();
  if (dump) {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.part`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return db;
}
