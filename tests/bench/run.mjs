// `npm run bench [-- --strict] [-- name-filter ...]`: runs every tests/bench/*.bench.{mjs,ts}
// module in its own Node process (tsx registered, so benches may import TypeScript), prints one
// table of their rows and writes bench-results/latest.json. Over-budget rows fail the run only
// with --strict.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = join(benchDir, '..', '..');
const args = process.argv.slice(2);
const strict = args.includes('--strict');
const filters = args.filter((arg) => !arg.startsWith('--'));

// The child imports one bench module, awaits its run() and sends the rows back on fd 3, so
// whatever the bench prints on stdout stays a log for the reader.
const CHILD = `
import { writeSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
const bench = await import(pathToFileURL(process.argv[1]).href);
if (typeof bench.run !== 'function') throw new Error('a bench module must export run()');
const rows = await bench.run();
writeSync(3, JSON.stringify(rows ?? []));
`;

function runBench(file) {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', CHILD, file],
      { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'pipe'] },
    );
    let output = '';
    child.stdio[3].setEncoding('utf8');
    child.stdio[3].on('data', (text) => {
      output += text;
    });
    child.on('close', (code) => {
      if (code !== 0) return done({ error: `exited with code ${code}` });
      try {
        done({ rows: JSON.parse(output) });
      } catch (error) {
        done({ error: `sent unreadable rows: ${error.message}` });
      }
    });
  });
}

function isRow(row) {
  return (
    row !== null &&
    typeof row === 'object' &&
    typeof row.name === 'string' &&
    typeof row.value === 'number' &&
    typeof row.unit === 'string'
  );
}

/** Within budget: at most the budget (lower is better, the default) or at least it. */
function withinBudget(row) {
  if (typeof row.budget !== 'number') return null;
  return row.better === 'higher' ? row.value >= row.budget : row.value <= row.budget;
}

function formatValue(value) {
  if (!Number.isFinite(value)) return String(value);
  return Math.abs(value) >= 100 || Number.isInteger(value) ? value.toFixed(0) : value.toFixed(2);
}

function printTable(results) {
  const header = ['bench', 'name', 'value', 'unit', 'budget', 'ok'];
  const lines = results.map((r) => [
    r.bench,
    r.name,
    formatValue(r.value),
    r.unit,
    typeof r.budget === 'number'
      ? `${r.better === 'higher' ? '>=' : '<='} ${formatValue(r.budget)}`
      : '',
    r.ok === null ? '' : r.ok ? 'ok' : 'OVER',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const numeric = new Set([2, 4]);
  const format = (cells) =>
    cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(`\n${format(header)}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

const files = readdirSync(benchDir)
  .filter((name) => /\.bench\.(mjs|ts)$/.test(name))
  .filter((name) => filters.length === 0 || filters.some((f) => name.includes(f)))
  .sort()
  .map((name) => join(benchDir, name));

const results = [];
const crashed = [];
for (const file of files) {
  const bench = relative(benchDir, file).replace(/\.bench\.(mjs|ts)$/, '');
  console.log(`[bench] ${bench} ...`);
  const started = performance.now();
  const outcome = await runBench(file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (outcome.error) {
    console.error(`[bench] ${bench} failed: ${outcome.error}`);
    crashed.push(bench);
    continue;
  }
  const rows = Array.isArray(outcome.rows) ? outcome.rows : [];
  const bad = rows.filter((row) => !isRow(row));
  if (bad.length > 0) console.error(`[bench] ${bench}: ${bad.length} malformed rows ignored`);
  for (const row of rows.filter(isRow)) results.push({ bench, ...row, ok: withinBudget(row) });
  console.log(`[bench] ${bench}: ${rows.length} rows in ${seconds} s`);
}

printTable(results);
const over = results.filter((r) => r.ok === false);
const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: availableParallelism(),
  strict,
  filters,
  crashed,
  rows: results,
};
const outDir = join(root, 'bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `\n${results.length} rows, ${over.length} over budget, ${crashed.length} benches failed; bench-results/latest.json`,
);
if (strict && (over.length > 0 || crashed.length > 0)) process.exit(1);
