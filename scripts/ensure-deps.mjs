// Installs dependencies when they are missing or older than the lockfile. Node built-ins only:
// this runs right after `git clone`, before anything from npm exists.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lock = join(root, 'package-lock.json');
const installed = join(root, 'node_modules', '.package-lock.json');

function upToDate() {
  if (!existsSync(installed)) return false;
  return statSync(installed).mtimeMs >= statSync(lock).mtimeMs;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npmRun = (args) => spawnSync(npm, args, { cwd: root, stdio: 'inherit' }).status === 0;

if (!upToDate()) {
  console.log('[ensure-deps] installing dependencies with npm ci ...');
  // Some registry mirrors lack other platforms' optional packages (esbuild, rollup and biome
  // binaries); npm ci then refuses the lockfile, while npm install honours the same pinned
  // versions and simply skips what this platform does not need.
  if (!npmRun(['ci', '--no-audit', '--no-fund'])) {
    console.log('[ensure-deps] npm ci refused the lockfile; installing with npm install ...');
    if (!npmRun(['install', '--no-audit', '--no-fund'])) {
      console.error('[ensure-deps] installing dependencies failed');
      process.exit(1);
    }
  }
}
