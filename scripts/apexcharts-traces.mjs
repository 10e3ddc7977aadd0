// Where files hold ApexCharts (install test): a file named after it or react-apexcharts, or code and
// styles only ApexCharts has. Class names its SVG and its stylesheet use and its banner; our own
// code names none of them (it says `apexcharts-css`, `.apexcharts`, registerApexCharts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const APEXCHARTS_MARKERS = ['apexcharts-canvas', 'apexcharts-legend-series', 'ApexCharts v'];
const APEXCHARTS_FILE = /(^|[\\/])(react-)?apexcharts([\\/.-]|$)/i;
const TEXT_FILE = /\.(m?js|cjs|css|json|txt|md|html|d\.ts|map)$/;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Files under `dir` (relative paths) that are or hold ApexCharts, each with the reason. */
export function apexchartsTraces(dir, { skip = () => false } = {}) {
  const found = [];
  for (const path of filesUnder(dir)) {
    const file = relative(dir, path).split('\\').join('/');
    if (skip(file)) continue;
    if (APEXCHARTS_FILE.test(file)) {
      found.push(`${file} (named after ApexCharts)`);
      continue;
    }
    if (!TEXT_FILE.test(file)) continue;
    const text = readFileSync(path, 'utf8');
    const marker = APEXCHARTS_MARKERS.find((candidate) => text.includes(candidate));
    if (marker) found.push(`${file} (holds "${marker}")`);
  }
  return found;
}
