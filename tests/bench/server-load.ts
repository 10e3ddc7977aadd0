// What the server benches share: the reference server in processes of its own (as `npm start`
// runs it), autocannon load spread over one or more of them, and percentiles of every reply.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { freePort } from '../server/server-process';

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
  method?: string;
  body?: string;
  /** Seconds a reply may take before autocannon counts an error. */
  timeout?: number;
  headers: Record<string, string>;
}) => LoadRun;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export const DURATION_SEC = 5;

export interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export interface Request {
  path: string;
  token?: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

/**
 * `connections` connections for DURATION_SEC seconds, shared evenly by the servers at `bases`
 * (two instances behind a balancer); the percentiles are over every reply of every server.
 */
export async function load(
  bases: string[],
  request: Request,
  connections: number,
  durationSec = DURATION_SEC,
): Promise<Figures> {
  const latencies: number[] = [];
  const headers: Record<string, string> = {};
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const runs = bases.map((base, i) => {
    const share = Math.floor(connections / bases.length) + (i < connections % bases.length ? 1 : 0);
    const run = autocannon({
      url: `${base}${request.path}`,
      connections: share,
      duration: durationSec,
      timeout: 60,
      method: request.method ?? 'GET',
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      headers,
    });
    run.on('response', (_client, _status, _bytes, ms) => {
      latencies.push(ms);
    });
    return run;
  });
  const results = await Promise.all(runs);
  for (const result of results) {
    if (result.non2xx || result.errors) {
      throw new Error(`${request.path}: ${result.non2xx} non-2xx replies, ${result.errors} errors`);
    }
  }
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
  };
}

export const round = (value: number) => Math.round(value * 100) / 100;

export interface RunningServer {
  base: string;
  stop(): Promise<void>;
}

/** demo/server/main.ts with `env` (its logging off); resolves once it prints where it runs. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'silent', ...env },
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
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}

export const ADMIN = { email: 'admin@example.com', password: 'admin-password' };

export async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/api/v1/sys/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return token;
}
