// `npm test`: every check and test, in order, stopping at the first failure.
// Ends with one plain "N passed, N failed" line summing every vitest suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { startPostgres } from './postgres.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const reports = join(root, '.test-data', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;

function step(title, cmd, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${title}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return r.status === 0;
}

function vitest(projects, env = {}) {
  const out = join(reports, `${projects.join('+')}.json`);
  const ok = step(
    `vitest ${projects.join(' + ')}`,
    bin('vitest'),
    [
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
  );
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (ok ? 0 : report.numFailedTests ? 0 : 1);
  } else if (!ok) {
    failed += 1;
  }
  return ok;
}

/** npm pack into the React and Vue apps of tests/install; each of its checks counts as a test. */
function installTest() {
  const out = join(reports, 'install.json');
  const ok = step('install test (npm pack, React and Vue apps)', process.execPath, [
    join(root, 'scripts', 'install-test.mjs'),
    '--report',
    out,
  ]);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.passed;
    failed += report.failed;
  } else if (!ok) {
    failed += 1;
  }
  return ok;
}

function finish(ok) {
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(ok && failed === 0 ? 0 : 1);
}

const checks = [
  () => step('format and lint (biome)', bin('biome'), ['ci', '.']),
  () => step('types (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  // Both unit projects in one run: a second Vitest start costs more (5-10 s) than the few
  // seconds the forks' three files share the cores with the rest.
  () => vitest(['unit', 'unit-forks']),
  // The server suite on PGlite and on a real PostgreSQL (Debian's package, installed when missing)
  // that this step starts in a temporary folder and stops again.
  async () => {
    if (process.env.TEST_DATABASE_URL) return vitest(['server']);
    console.log('\n=== PostgreSQL for the server suite ===');
    let postgres;
    try {
      postgres = await startPostgres({ throwaway: true });
    } catch (error) {
      console.error(`=== PostgreSQL could not start: ${error.message}`);
      return false;
    }
    try {
      return vitest(['server'], { TEST_DATABASE_URL: postgres.url });
    } finally {
      await postgres.stop();
    }
  },
  () => step('build', process.execPath, [join(root, 'scripts', 'build.mjs')]),
  // Before the browser suite: it runs the host pages this step builds.
  installTest,
  () => {
    ensureChromium();
    return vitest(['browser']);
  },
];

for (const check of checks) {
  if (!(await check())) {
    if (failed === 0) failed = 1;
    finish(false);
  }
}
finish(true);
