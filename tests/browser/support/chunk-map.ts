// dist/chunk-modules.json, written by the build: per chunk, its imports and the packages and sources in it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './harness';

export interface ChunkInfo {
  entry: boolean;
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  packages: string[];
  sources: string[];
}

export const CHUNK_MAP_FILE = join(repoRoot, 'dist', 'chunk-modules.json');

/** The built bundle's chunk map by file under dist/; empty before a build. */
export function readChunkMap(): Record<string, ChunkInfo> {
  return existsSync(CHUNK_MAP_FILE) ? JSON.parse(readFileSync(CHUNK_MAP_FILE, 'utf8')) : {};
}

/** The built chunk holding a source module (its path under src/), as a page asks for it. */
export function chunkUrlOf(source: string): string {
  const found = Object.entries(readChunkMap()).find(([, chunk]) => chunk.sources.includes(source));
  if (!found) throw new Error(`no chunk holds ${source}: build first`);
  return `/dist/${found[0]}`;
}
