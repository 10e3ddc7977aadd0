// Reference API under load: the task list (limit 20, withCount) and the dashboard at 100,000 tasks and
// messages on PGlite, with autocannon on loopback.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  budget?: number;
  /** The bench runner reads budgets as maxima unless this says higher is better. */
  better?: 'higher' | 'lower';
}

/** The part of autocannon used here (the package ships no types). */
interface LoadRun
  extends PromiseLike<{ non2xx: number; errors: number; requests: { average: number } }> {
  on(
    event: 'response',
    fn: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => LoadRun;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SCALE = 100_000;
/** Seeded once and reused by later runs (seeding takes about a minute). */
const DATA_DIR = join(process.cwd(), '.data', 'bench-100k');
const DURATION_SEC = 5;
/** A rare word the generator puts in about 250 task descriptions at this scale. */
const SEARCH_TERM = 'zx12cxqq';

const VARIANTS = [
  { name: 'unfiltered', query: '' },
  { name: 'status', query: '&status=review' },
  { name: 'q', query: `&q=${SEARCH_TERM}` },
];

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function load(url: string, token: string, connections: number) {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections,
    duration: DURATION_SEC,
    headers: { authorization: `Bearer ${token}` },
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
  });
  const result = await instance;
  if (result.non2xx || result.errors) {
    throw new Error(`${url}: ${result.non2xx} non-2xx replies, ${result.errors} errors`);
  }
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The server runs in its own process, as under `npm start`, so the load generator does not
 * compete with it for the same event loop.
 */
async function startServer(databaseUrl: string): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR,
      SEED_SCALE: String(SCALE),
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`server exited with code ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, server };
}

/** Budgets differ by database: PGlite answers one query at a time, PostgreSQL runs them in parallel. */
interface Target {
  label: string;
  databaseUrl: string;
  p95At1?: number;
  p95At20?: number;
  rpsAt20?: number;
  /** The whole dashboard in one request. */
  dashboardP95?: number;
}

async function measure(target: Target): Promise<BenchResult[]> {
  const { base, server } = await startServer(target.databaseUrl);
  const results: BenchResult[] = [];
  try {
    const login = await fetch(`${base}/api/v1/sys/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin-password' }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    for (const variant of VARIANTS) {
      const url = `${base}/api/v1/tasks?limit=20&withCount=true${variant.query}`;
      await load(url, token, 1); // warm-up: caches, JIT
      for (const connections of [1, 20]) {
        const m = await load(url, token, connections);
        const label = `${target.label} tasks ${variant.name} @${connections}c`;
        const p95Budget = connections === 1 ? target.p95At1 : target.p95At20;
        results.push(
          { name: `${label} p50`, value: round(m.p50), unit: 'ms' },
          { name: `${label} p95`, value: round(m.p95), unit: 'ms', budget: p95Budget },
          { name: `${label} p99`, value: round(m.p99), unit: 'ms' },
          {
            name: `${label} req/s`,
            value: round(m.rps),
            unit: 'req/s',
            budget: connections === 20 ? target.rpsAt20 : undefined,
            better: 'higher',
          },
        );
      }
    }
    // The dashboard as of the last seeded day, so its 30 days and its month hold data.
    const dashboard = `${base}/api/v1/stats/dashboard?date=2025-05-31`;
    await load(dashboard, token, 1);
    const d = await load(dashboard, token, 1);
    results.push(
      { name: `${target.label} dashboard @1c p50`, value: round(d.p50), unit: 'ms' },
      {
        name: `${target.label} dashboard @1c p95`,
        value: round(d.p95),
        unit: 'ms',
        budget: target.dashboardP95,
      },
    );
  } finally {
    server.kill('SIGTERM');
  }
  return results;
}

/** PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set (seeded on first use, then reused). */
export async function run(): Promise<BenchResult[]> {
  const targets: Target[] = [
    { label: 'server', databaseUrl: '', p95At1: 10, rpsAt20: 200, dashboardP95: 20 },
  ];
  const postgres = process.env.BENCH_DATABASE_URL;
  if (postgres) targets.push({ label: 'server(pg)', databaseUrl: postgres, p95At20: 25 });
  const results: BenchResult[] = [];
  for (const target of targets) results.push(...(await measure(target)));
  return results;
}
