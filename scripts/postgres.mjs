// A PostgreSQL server of Debian's `postgresql` package for the tests and benches: the package is
// installed with apt-get when missing (as ensure-chromium.mjs does for Chromium), a cluster is
// made in a folder with initdb and started on a free port, and stopped again by its caller. As
// root (CI), initdb and the server run as the package's `postgres` user: PostgreSQL refuses root.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The bin folder of the newest installed major version, or undefined. */
function installedBin() {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((name) => existsSync(join(PG_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(PG_ROOT, versions[0], 'bin') : undefined;
}

function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    ...options,
  });
  if (r.status !== 0) {
    throw new Error(`${[cmd, ...args].join(' ')} failed (${r.status}): ${r.stderr || r.stdout}`);
  }
  return r.stdout;
}

/** Makes sure Debian's PostgreSQL server binaries are installed; returns their folder. */
export function ensurePostgres() {
  const found = installedBin();
  if (found) return found;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'postgresql'],
  ]) {
    const [cmd, ...rest] = [...prefix, ...args];
    console.log(`[postgres] ${[cmd, ...rest].join(' ')}`);
    const r = spawnSync(cmd, rest, { stdio: 'inherit', env });
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed with ${r.status}`);
  }
  const bin = installedBin();
  if (!bin) throw new Error(`postgresql installed, but no initdb under ${PG_ROOT}`);
  return bin;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary as the user that owns the cluster. */
function runAsOwner(bin, tool, args) {
  const path = join(bin, tool);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', path, ...args]) : run(path, args);
}

/**
 * Starts a cluster in `dir` (made with initdb when it has none; a temporary folder when not given)
 * on a free loopback port. `throwaway` trades durability for speed (no fsync), for test data.
 * Returns the superuser's URL and stop(), which also deletes a temporary folder.
 */
/**
 * @typedef {object} RunningPostgres
 * @property {string} url The superuser's URL: postgres://postgres@127.0.0.1:<port>/postgres
 * @property {string} dataDir
 * @property {() => Promise<void>} stop
 */

/**
 * @param {{ dir?: string, throwaway?: boolean }} [options]
 * @returns {Promise<RunningPostgres>}
 */
export async function startPostgres({ dir, throwaway = false } = {}) {
  const bin = ensurePostgres();
  const temporary = !dir;
  const dataDir = dir ?? mkdtempSync(join(tmpdir(), 'bo-pg-'));
  mkdirSync(dataDir, { recursive: true });
  if (asRoot) {
    const owner = Number(run('id', ['-u', 'postgres']).trim());
    chownSync(dataDir, owner, Number(run('id', ['-g', 'postgres']).trim()));
  }
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    runAsOwner(bin, 'initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
  }
  // A cluster left running by a run that was killed holds the folder: stop it first.
  if (existsSync(join(dataDir, 'postmaster.pid'))) {
    try {
      runAsOwner(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch {
      // Not running after all (a stale pid file): pg_ctl start handles that.
    }
  }
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    "-c unix_socket_directories=''",
    '-c max_connections=200',
    ...(throwaway ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ];
  const log = join(dataDir, 'server.log');
  runAsOwner(bin, 'pg_ctl', [
    '-D',
    dataDir,
    '-l',
    log,
    '-w',
    '-t',
    '60',
    '-o',
    settings.join(' '),
    'start',
  ]);
  // initdb -U postgres: the superuser has that name whoever runs the cluster.
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    async stop() {
      try {
        runAsOwner(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        if (temporary) rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

// `node scripts/postgres.mjs`: installs the package when missing and says where it is.
if (import.meta.url === `file://${process.argv[1]}`) console.log(ensurePostgres());
