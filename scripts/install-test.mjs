// The install test (`npm test`, and `npm run hosts` on its own): packs the built dist/ with
// `npm pack`, installs the tarball into the Vite + React 19 and Vite + Vue 3 apps under
// tests/install/ (their own node_modules, installed again only when their package.json or lock
// changed), type-checks both against the shipped typings, proves that deliberate mistakes fail
// the type check, and builds both into dist/hosts/, which the static server serves as
// /demo/react-host.html and /demo/vue-host.html (the browser tests then run them). ApexCharts is
// the host's (its licence is not open): the tarball must hold none of it, the React app installs
// and registers it, and the Vue app, a host without it, must build without it.
// Prints one line per check; `--report <file>` writes { passed, failed } for scripts/test.mjs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apexchartsTraces } from './apexcharts-traces.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const installDir = join(root, 'tests', 'install');
const packDir = join(installDir, '.pack');
const hostsOut = join(root, 'dist', 'hosts');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** `apexcharts`: whether the app installs ApexCharts and registers it with the elements. */
const APPS = [
  {
    name: 'react',
    dir: join(installDir, 'react-app'),
    check: 'tsc',
    wrong: 'src/wrong.tsx',
    apexcharts: true,
  },
  {
    name: 'vue',
    dir: join(installDir, 'vue-app'),
    check: 'vue-tsc',
    wrong: 'src/Wrong.vue',
    apexcharts: false,
  },
];

/** What the tarball must hold, and what it must not. */
const MUST_HOLD = [
  'package.json',
  'LICENSE',
  'dist/THIRD-PARTY-NOTICES.txt',
  'dist/elements/index.js',
  'dist/elements/index.d.ts',
  'dist/elements/bo-task-list.js',
  'dist/elements/bo-task-list.d.ts',
  'dist/core/index.js',
  'dist/core/index.d.ts',
  'dist/backoffice-elements.js',
  'dist/custom-elements.json',
];
const MUST_NOT_HOLD = [
  /^src\//,
  /^tests\//,
  /^demo\//,
  /^dist\/server\//,
  /^dist\/hosts\//,
  /\.(br|gz)$/,
];

let passed = 0;
let failed = 0;

function check(title, run) {
  const started = Date.now();
  let problem;
  try {
    problem = run();
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problem) {
    failed += 1;
    console.log(`  x ${title} (${seconds} s)\n${String(problem).replace(/^/gm, '      ')}`);
  } else {
    passed += 1;
    console.log(`  ok ${title} (${seconds} s)`);
  }
  return !problem;
}

function run(cmd, args, cwd, env = {}) {
  const result = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return {
    status: result.status,
    stdout: result.stdout ?? '',
    output: `${result.stdout ?? ''}${result.stderr ?? ''}`,
  };
}

const failedWith = (result) => (result.status === 0 ? undefined : result.output.trim() || 'failed');

function pack() {
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir, { recursive: true });
  // dist/ was just built: --ignore-scripts skips prepack's second build.
  const result = run(
    npm,
    ['pack', '--ignore-scripts', '--json', '--pack-destination', packDir],
    root,
  );
  if (result.status !== 0) throw new Error(result.output);
  const [info] = JSON.parse(result.stdout);
  const files = info.files.map((file) => file.path);
  const missing = MUST_HOLD.filter((path) => !files.includes(path));
  const unwanted = files.filter((path) => MUST_NOT_HOLD.some((pattern) => pattern.test(path)));
  return { tarball: join(packDir, info.filename), files, missing, unwanted };
}

/** The tarball unpacked: no ApexCharts file or code, and its notices name no ApexCharts package. */
function tarballWithoutApexCharts(tarball) {
  const unpacked = join(packDir, 'unpacked');
  rmSync(unpacked, { recursive: true, force: true });
  mkdirSync(unpacked, { recursive: true });
  const untar = run('tar', ['-xzf', tarball, '-C', unpacked], root);
  if (untar.status !== 0) return untar.output;
  const traces = apexchartsTraces(join(unpacked, 'package'));
  const notices = readFileSync(
    join(unpacked, 'package', 'dist', 'THIRD-PARTY-NOTICES.txt'),
    'utf8',
  );
  const listed = notices.match(/^(react-)?apexcharts \S+$/gim) ?? [];
  if (!/^react \d/m.test(notices)) traces.push('the notices do not list react, which is bundled');
  return (
    [...traces, ...listed.map((line) => `THIRD-PARTY-NOTICES.txt lists ${line}`)].join('\n') ||
    undefined
  );
}

/** Files under dist/hosts/ (relative paths), to tell which ones an app's build added. */
function hostFiles() {
  if (!existsSync(hostsOut)) return new Set();
  return new Set(readdirSync(hostsOut, { recursive: true }).map(String));
}

/** The app's own build holds ApexCharts exactly when the app installs it. */
function hostApexCharts(app, before) {
  const added = new Set([...hostFiles()].filter((file) => !before.has(file)));
  const traces = apexchartsTraces(hostsOut, { skip: (file) => !added.has(file) });
  if (app.apexcharts && traces.length === 0)
    return 'the app registers ApexCharts, but its build holds none of it';
  if (!app.apexcharts && traces.length > 0)
    return `a host without ApexCharts got some of it:\n${traces.join('\n')}`;
  return undefined;
}

function installStamp(app) {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) {
    const path = join(app.dir, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  return hash.digest('hex');
}

/** The app's own dependencies, only when its package.json or lock changed since the last install. */
function ensureInstalled(app) {
  const stampFile = join(app.dir, 'node_modules', '.bo-install-stamp');
  const stamp = installStamp(app);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return 'cached';
  const result = run(npm, ['ci', '--no-audit', '--no-fund'], app.dir);
  if (result.status !== 0) throw new Error(result.output);
  writeFileSync(stampFile, stamp);
  return 'installed';
}

/** Lines of the fixture marked `expect-error` (1-based). */
function markedLines(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      /(\/\/ expect-error|<!-- expect-error -->)\s*$/.test(line) ? [index + 1] : [],
    );
}

/** The wrong fixture must fail the type check on every marked line and on no other. */
function wrongFixtureFails(app) {
  const result = run(
    join(app.dir, 'node_modules', '.bin', app.check),
    ['-p', 'tsconfig.wrong.json', '--pretty', 'false'],
    app.dir,
  );
  if (result.status === 0) return `${app.check} accepted ${app.wrong}, which it must reject`;
  const fixture = app.wrong.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const errorLines = [
    ...new Set(
      [...result.output.matchAll(new RegExp(`${fixture}\\((\\d+),\\d+\\): error`, 'g'))].map((m) =>
        Number(m[1]),
      ),
    ),
  ].sort((a, b) => a - b);
  const expected = markedLines(join(app.dir, app.wrong));
  if (JSON.stringify(errorLines) !== JSON.stringify(expected)) {
    return `errors on lines ${errorLines.join(', ') || 'none'}, expected ${expected.join(', ')}:\n${result.output.trim()}`;
  }
  return undefined;
}

function main() {
  const started = Date.now();
  console.log('install test: npm pack -> React and Vue apps -> type check -> vite build');
  let tarball;
  check(
    'npm pack holds dist/ (elements, loader, core, types, manifest), not sources, tests or server',
    () => {
      const packed = pack();
      tarball = packed.tarball;
      const problems = [];
      if (packed.missing.length) problems.push(`missing: ${packed.missing.join(', ')}`);
      if (packed.unwanted.length)
        problems.push(`unwanted: ${packed.unwanted.slice(0, 10).join(', ')}`);
      return problems.join('\n') || undefined;
    },
  );
  if (!tarball) return finish(started);
  check(
    'npm pack holds LICENSE and the third-party notices, and no file or code of ApexCharts',
    () => tarballWithoutApexCharts(tarball),
  );
  rmSync(hostsOut, { recursive: true, force: true });
  for (const app of APPS) {
    const installed = check(`${app.name}: dependencies and the packed tarball install`, () => {
      const how = ensureInstalled(app);
      console.log(`      dependencies ${how}`);
      return failedWith(
        run(
          npm,
          ['install', '--no-save', '--no-audit', '--no-fund', relative(app.dir, tarball)],
          app.dir,
        ),
      );
    });
    if (!installed) continue;
    const bin = (name) => join(app.dir, 'node_modules', '.bin', name);
    check(`${app.name}: ${app.check} passes against the shipped typings`, () =>
      failedWith(run(bin(app.check), ['-p', 'tsconfig.json', '--pretty', 'false'], app.dir)),
    );
    check(`${app.name}: ${app.check} rejects every mistake in ${app.wrong}`, () =>
      wrongFixtureFails(app),
    );
    const before = hostFiles();
    check(`${app.name}: vite build -> dist/hosts/${app.name}-host.html`, () => {
      const problem = failedWith(
        run(bin('vite'), ['build', '--logLevel', 'warn'], app.dir, { BO_HOSTS_OUT: hostsOut }),
      );
      if (problem) return problem;
      return existsSync(join(hostsOut, `${app.name}-host.html`))
        ? undefined
        : 'no page was written';
    });
    check(
      app.apexcharts
        ? `${app.name}: a host with ApexCharts: its build carries the ApexCharts it registered`
        : `${app.name}: a host without ApexCharts: builds, with no ApexCharts in its files`,
      () => hostApexCharts(app, before),
    );
  }
  return finish(started);
}

function finish(started) {
  console.log(
    `install test: ${passed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const reportAt = process.argv.indexOf('--report');
  if (reportAt > 0 && process.argv[reportAt + 1]) {
    writeFileSync(process.argv[reportAt + 1], JSON.stringify({ passed, failed }));
  }
  process.exitCode = failed === 0 ? 0 : 1;
}

main();
