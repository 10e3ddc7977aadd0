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

if (!upToDate()) {
  console.log('[ensure-deps] installing dependencies with npm ci ...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[ensure-deps] npm ci failed');
    process.exit(result.status ?? 1);
  }
}
