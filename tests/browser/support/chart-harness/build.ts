// Builds the test-only chart harness with esbuild (seconds, where a rollup build of four chart
// libraries takes minutes) and serves it, under the strict CSP of /demo/embed.html, to a page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { BrowserContext } from 'playwright-core';
import { repoRoot } from '../harness';

const outDir = join(repoRoot, 'node_modules', '.cache', 'chart-harness');
const apexchartsDist = join(repoRoot, 'node_modules', 'apexcharts', 'dist');
const APEX_STYLESHEETS = ['apexcharts.css', 'apexcharts-legend.css'];

/** `import css from 'x.css?raw'`: the file's text, as the rollup build does. */
const rawText: Plugin = {
  name: 'raw-text',
  setup(builder) {
    builder.onResolve({ filter: /\?raw$/ }, async (args) => {
      const resolved = await builder.resolve(args.path.slice(0, -'?raw'.length), {
        kind: args.kind,
        resolveDir: args.resolveDir,
      });
      return { path: resolved.path, namespace: 'raw-text' };
    });
    builder.onLoad({ filter: /.*/, namespace: 'raw-text' }, (args) => ({
      contents: readFileSync(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

export async function buildChartHarness(): Promise<string> {
  await build({
    entryPoints: {
      harness: join(
        repoRoot,
        'tests',
        'browser',
        'support',
        'chart-harness',
        'harness-element.tsx',
      ),
    },
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [rawText],
    logLevel: 'warning',
  });
  return outDir;
}

/** The Content-Security-Policy of /demo/embed.html. */
export const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:";

/**
 * Serves /chart-harness/<route>?theme=&dir=&apexcharts= pages and the harness scripts in this
 * context; `apexcharts=none` is a host without ApexCharts (neither registered nor linked).
 */
export async function serveChartHarness(context: BrowserContext, baseUrl: string): Promise<void> {
  await context.route(`${baseUrl}/chart-harness/**`, (route) => {
    const url = new URL(route.request().url());
    const rest = url.pathname.slice('/chart-harness'.length);
    if (rest === '/page.css') {
      const dark = url.searchParams.get('theme') === 'dark';
      return route.fulfill({
        contentType: 'text/css',
        body: `body{margin:0;padding:16px;background:${dark ? '#141414' : '#f5f5f5'}}`,
      });
    }
    // The host's copy of ApexCharts' stylesheets, linked in the page as README asks of hosts.
    if (
      rest.startsWith('/apexcharts/') &&
      APEX_STYLESHEETS.includes(rest.slice('/apexcharts/'.length))
    ) {
      return route.fulfill({
        contentType: 'text/css',
        body: readFileSync(join(apexchartsDist, rest.slice('/apexcharts/'.length))),
      });
    }
    if (rest.startsWith('/js/')) {
      return route.fulfill({
        contentType: 'text/javascript',
        body: readFileSync(join(outDir, rest.slice('/js/'.length))),
      });
    }
    const theme = url.searchParams.get('theme') === 'dark' ? 'dark' : 'light';
    const dir = url.searchParams.get('dir') === 'rtl' ? 'rtl' : 'ltr';
    const withApex = url.searchParams.get('apexcharts') !== 'none';
    const apexLinks = withApex
      ? APEX_STYLESHEETS.map(
          (file) => `<link rel="stylesheet" href="/chart-harness/apexcharts/${file}">`,
        ).join('')
      : '';
    const body = `<!doctype html><html lang="en" dir="${dir}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${STRICT_CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<link rel="stylesheet" href="/chart-harness/page.css?theme=${theme}">${apexLinks}<title>Charts</title></head>
<body><bo-chart-harness path="${rest}" theme="${theme}"></bo-chart-harness>
<script type="module" src="/chart-harness/js/harness.js"></script></body></html>`;
    return route.fulfill({ contentType: 'text/html', body });
  });
}
