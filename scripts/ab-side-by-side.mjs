// Paired A/B of two checkouts with the peers' side-by-side script: one load of each app per
// round, the two checkouts alternating (and swapping which goes first each round), so both see
// the same machine load. Prints medians of each checkout and of the paired after/before ratios.
//   node scripts/ab-side-by-side.mjs --peers ../shared/peers --before <dir> --after <dir> [--rounds 12]
//     [--apps refine,ours] [--net slow]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const argv = process.argv.slice(2);
/** @param {string} k @param {string} [d] */
const opt = (k, d) => {
  const i = argv.indexOf(`--${k}`);
  return i >= 0 ? argv[i + 1] : d;
};
const peers = opt('peers');
const before = opt('before');
const after = opt('after');
if (!peers || !before || !after) throw new Error('--peers, --before and --after are required');
const rounds = Number(opt('rounds', '12'));
const apps = opt('apps', 'refine,ours') ?? 'refine,ours';
const net = opt('net');
const keys = ['cold', 'warm', 'filter', 'js_br'];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ab-'));

/** @type {Record<'before' | 'after', Record<string, Record<string, number>>[]>} */
const raw = { before: [], after: [] };

/** @param {'before' | 'after'} side @param {number} round */
function runOnce(side, round) {
  const out = path.join(dir, `${side}-${round}.json`);
  const args = [path.join(peers, 'side-by-side.mjs'), '--proj', side === 'before' ? before : after];
  args.push('--runs', '1', '--apps', apps, '--out', out, ...(net ? ['--net', net] : []));
  const r = spawnSync('node', args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${side} round ${round} failed`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  raw[side].push(report.table);
  process.stderr.write(`${side} #${round + 1} ${JSON.stringify(report.table)}\n`);
}

for (let i = 0; i < rounds; i++) {
  const order = i % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
  for (const side of /** @type {('before' | 'after')[]} */ (order)) runOnce(side, i);
}

/** @param {number[]} xs */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
// Each of our apps in the run (the console and the element page), with the paired ratios.
const ours = ['console', 'ours'].filter((name) => apps.split(',').includes(name));
console.log(`${rounds} paired rounds, apps ${apps}, net ${net ?? 'fast'}, raw in ${dir}`);
console.log(['app', 'metric', 'before', 'after', 'after/before (paired median)'].join('\t'));
for (const app of ours) {
  for (const k of keys) {
    const b = raw.before.map((t) => t[app][k]);
    const a = raw.after.map((t) => t[app][k]);
    const ratio = median(a.map((x, i) => x / b[i]));
    console.log([app, k, median(b).toFixed(1), median(a).toFixed(1), ratio.toFixed(3)].join('\t'));
  }
}
