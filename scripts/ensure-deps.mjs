// Installs dependencies when node_modules holds no finished install of the current lockfile
// (see install-state.mjs). Node built-ins only: this runs right after `git clone`, before
// anything from npm exists.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearInstallMark, installNeed, markInstalled } from './install-state.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npmRun = (args) => spawnSync(npm, args, { cwd: root, stdio: 'inherit' }).status === 0;

const need = installNeed(root);
if (need) {
  console.log(`[ensure-deps] dependencies ${need}: installing with npm ci ...`);
  clearInstallMark(root);
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
  markInstalled(root);
}
