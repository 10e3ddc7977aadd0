// `npm start`: rebuilds dist/ when it is missing or older than src/ or demo/, then runs the reference
// server (the bundled dist/server/main.js, or demo/server/main.ts through tsx when there is no bundle).
// Node built-ins only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const SKIP = new Set(['node_modules', '.git', '.data']);

/** Newest modification time of any file below dir (0 when dir is missing). */
function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

function buildIfStale() {
  const built = newestMtime(dist);
  const sources = Math.max(newestMtime(join(root, 'src')), newestMtime(join(root, 'demo')));
  if (built > 0 && built >= sources) return;
  const script = join(root, 'scripts', 'build.mjs');
  if (!existsSync(script)) {
    console.warn('[start] scripts/build.mjs is missing; serving without a fresh build');
    return;
  }
  console.log(
    built
      ? '[start] sources changed since the last build; rebuilding dist/'
      : '[start] building dist/',
  );
  const result = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[start] the build failed');
    process.exit(result.status ?? 1);
  }
}

function serverCommand() {
  const bundled = join(dist, 'server', 'main.js');
  if (existsSync(bundled)) return [bundled];
  return ['--import', 'tsx', join(root, 'demo', 'server', 'main.ts')];
}

buildIfStale();
const server = spawn(process.execPath, serverCommand(), { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
