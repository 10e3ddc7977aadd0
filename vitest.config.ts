// Three suites: unit (happy-dom; the few files that run esbuild in a project of their own),
// server (node, real database), browser (node driving Chromium).
import { availableParallelism } from 'node:os';
import { defineConfig, type UserWorkspaceConfig } from 'vitest/config';

/**
 * Vitest's default leaves one core to its main process, which here does little: on a 2-core
 * machine that ran the unit and server files one at a time with a core idle (one worker per core
 * took the unit suite from 155 s to 105 s and the server suite from 93 s to 67 s).
 */
const ONE_WORKER_PER_CORE = availableParallelism();

/**
 * Tests that run esbuild: it checks that `new TextEncoder().encode("")` is a Uint8Array of the
 * realm it runs in, which a VM context's is not; they keep a process of their own.
 */
const NODE_REALM_TESTS = ['tests/unit/elements/precomputed-modules.test.ts'];

/** What both unit projects share: happy-dom, a worker per core, the pre-bundled dependencies. */
const UNIT = {
  include: ['tests/unit/**/*.test.{ts,tsx}'],
  environment: 'happy-dom',
  maxWorkers: ONE_WORKER_PER_CORE,
  // Files that mount an element against the reference server wait on real requests and renders;
  // on a loaded 2-core machine a test of a few clicks passed 5 s (vitest's default). The timeout
  // only guards against a hang: waits are on conditions.
  testTimeout: 30_000,
  expect: { poll: { timeout: 10_000 } },
  // Each test file imports Fluent, React and the rest anew (hundreds of module files):
  // pre-bundled once into a few files, that import takes about half as long. Every
  // package that imports React is in the list, or it would bring a second React.
  deps: {
    optimizer: {
      client: {
        enabled: true,
        include: [
          '@fluentui/react-components',
          '@r2wc/react-to-web-component',
          '@tanstack/query-core',
          '@tanstack/react-query',
          'react',
          'react-dom',
          'react-dom/client',
          'react-router',
          'react/jsx-dev-runtime',
          'react/jsx-runtime',
          'zustand',
          'zustand/vanilla',
        ],
      },
    },
  },
} satisfies UserWorkspaceConfig['test'];

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...UNIT,
          name: 'unit',
          exclude: NODE_REALM_TESTS,
          // Each file in a VM context of a worker that stays, not a process of its own: happy-dom
          // and the test runtime are not loaded again for every file (from a cold cache, the unit
          // files took 150 s with forks and 130 s this way, both projects, on the same machine).
          pool: 'vmThreads',
        },
      },
      {
        extends: true,
        test: {
          ...UNIT,
          name: 'unit-forks',
          include: NODE_REALM_TESTS,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          // Files share their worker's modules (Fastify, PGlite, Ajv, the media library built once)
          // instead of importing them again each: each file still starts its own app on its own
          // database, so no file sees another's data (92 s -> 57 s for the suite, same machine).
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          maxWorkers: ONE_WORKER_PER_CORE,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          // As the server suite: the harness and the server's modules are imported once, not per
          // file (about 2.5 s a file: a sixth of the suite); each file keeps its own server,
          // database and browser.
          isolate: false,
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // Concurrent suites of a file (faults.test.ts: one tab per element) run three at a time on 2 cores.
          maxConcurrency: 3,
          // A page on a busy 2-core machine can take seconds to settle after a click; a poll
          // that gives up after vitest's default second fails on load, not on behaviour.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
