// The built bundle's chunks (dist/chunk-modules.json, written by the build): chart libraries live
// only in the lazy chunks of their own chart pages (and the dashboard's one chart chunk), never in
// what an element or another console route loads; ApexCharts (not open source) is in none: the
// host supplies it.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APEX_CHART_TYPES } from '../../src/charts/chart-routes';
import { CHUNK_MAP_FILE, type ChunkInfo, readChunkMap } from './support/chunk-map';

const chunks = readChunkMap();

/** The chart libraries and the packages only they bring. */
const LIBRARIES: Record<string, RegExp> = {
  echarts: /^(echarts|zrender|tslib)$/,
  recharts:
    /^(recharts|@reduxjs\/toolkit|react-redux|reselect|immer|redux|redux-thunk|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant)$/,
  victory: /^(victory|victory-.+|lodash|react-fast-compare|json-stringify-safe)$/,
};
/** ApexCharts and what only it brings: the host's to install, never the package's. */
const APEXCHARTS = /^(apexcharts|react-apexcharts|@svgdotjs\/.+)$/;
const CHART_PACKAGE = new RegExp(
  Object.values(LIBRARIES)
    .map((re) => re.source)
    .join('|'),
);

const CHART_SOURCES = /^src\/charts\//;
/** The dashboard's own lazy chart chunk may hold a chart library too. */
const DASHBOARD_CHART = /^src\/areas\/dashboard\/.*chart/;

const PAGE_MODULES: Record<string, string> = {
  '/charts/echart': 'src/charts/echart/echart-page.tsx',
  '/charts/recharts': 'src/charts/recharts/recharts-page.tsx',
  '/charts/victory-chart': 'src/charts/victory/victory-page.tsx',
  ...Object.fromEntries(
    APEX_CHART_TYPES.map((type) => [
      `/charts/apex-chart/${type}`,
      `src/charts/apex/pages/${type}-page.tsx`,
    ]),
  ),
};

function staticClosure(names: string[]): string[] {
  const seen = new Set<string>();
  const pending = [...names];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (seen.has(name) || !chunks[name]) continue;
    seen.add(name);
    pending.push(...chunks[name].imports);
  }
  return [...seen];
}

function chartPackagesIn(names: string[]): string[] {
  return [
    ...new Set(
      names.flatMap((name) => chunks[name]!.packages.filter((p) => CHART_PACKAGE.test(p))),
    ),
  ].sort();
}

function chunkOf(source: string): string {
  const found = Object.entries(chunks).find(([, info]) => info.facade === source)?.[0];
  if (!found) throw new Error(`no chunk has ${source} as its facade`);
  return found;
}

const isChartChunk = (info: ChunkInfo) =>
  info.sources.length > 0 &&
  info.sources.every((source) => CHART_SOURCES.test(source) || DASHBOARD_CHART.test(source));

describe('chart libraries in the built chunks', () => {
  it('the build wrote the chunk map with the chart pages in it', () => {
    expect(existsSync(CHUNK_MAP_FILE)).toBe(true);
    for (const module of Object.values(PAGE_MODULES)) expect(chunkOf(module)).toBeTruthy();
  });

  it('no entry (element tag, index, core) reaches chart library code through static imports', () => {
    const entries = Object.keys(chunks).filter((name) => chunks[name]!.entry);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries)
      expect([entry, chartPackagesIn(staticClosure([entry]))]).toEqual([entry, []]);
  });

  it('every lazy chunk of a non-chart module reaches no chart library code', () => {
    const lazyTargets = new Set(Object.values(chunks).flatMap((info) => info.dynamicImports));
    const nonChart = [...lazyTargets].filter((name) => {
      const facade = chunks[name]?.facade ?? '';
      return !CHART_SOURCES.test(facade) && !DASHBOARD_CHART.test(facade);
    });
    expect(nonChart.length).toBeGreaterThan(0);
    for (const name of nonChart)
      expect([name, chartPackagesIn(staticClosure([name]))]).toEqual([name, []]);
  });

  it('chunks holding chart library code hold no module outside the chart pages', () => {
    const holders = Object.entries(chunks).filter(([, info]) =>
      info.packages.some((p) => CHART_PACKAGE.test(p)),
    );
    expect(holders.length).toBeGreaterThan(0);
    for (const [name, info] of holders) {
      const foreign = info.sources.filter(
        (source) => !CHART_SOURCES.test(source) && !DASHBOARD_CHART.test(source),
      );
      expect([name, foreign]).toEqual([name, []]);
    }
  });

  it('the chart route table and the shared chart chrome carry no chart library', () => {
    const routes = chunkOf('src/charts/chart-routes.ts');
    expect(chartPackagesIn(staticClosure([routes]))).toEqual([]);
    const chrome = Object.entries(chunks).filter(([, info]) =>
      info.sources.includes('src/charts/chart-page.tsx'),
    );
    expect(chrome).toHaveLength(1);
    expect(chartPackagesIn(chrome.map(([name]) => name))).toEqual([]);
  });

  it('each chart page loads its own library and no other; the ApexCharts pages load none', () => {
    const expected = (path: string) =>
      path === '/charts/echart'
        ? ['echarts']
        : path === '/charts/recharts'
          ? ['recharts']
          : path === '/charts/victory-chart'
            ? ['victory']
            : [];
    for (const [path, module] of Object.entries(PAGE_MODULES)) {
      const packages = chartPackagesIn(staticClosure([chunkOf(module)]));
      const libraries = Object.entries(LIBRARIES)
        .filter(([, test]) => packages.some((p) => test.test(p)))
        .map(([library]) => library);
      expect([path, libraries]).toEqual([path, expected(path)]);
    }
  });

  it('no chunk holds ApexCharts, react-apexcharts or the SVG library ApexCharts brings', () => {
    const holders = Object.entries(chunks).flatMap(([name, info]) =>
      info.packages.filter((p) => APEXCHARTS.test(p)).map((p) => `${name}: ${p}`),
    );
    expect(holders).toEqual([]);
  });

  it('chart chunks are only reached through dynamic imports', () => {
    const statics = new Set(
      Object.entries(chunks)
        .filter(([, info]) => !isChartChunk(info))
        .flatMap(([, info]) => info.imports),
    );
    const chartOnly = Object.entries(chunks).filter(
      ([, info]) => isChartChunk(info) && info.packages.some((p) => CHART_PACKAGE.test(p)),
    );
    for (const [name] of chartOnly) expect([name, statics.has(name)]).toEqual([name, false]);
  });
});
