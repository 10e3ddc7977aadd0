// Static files behind `npm start`: the bundle under /dist/, ApexCharts for the demo host under /vendor/apexcharts/, host pages under /demo/ (the React and Vue host apps built into dist/hosts/ first), the console with history fallback; pages carry modulepreload links.
import { existsSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createPageReader } from './page-preload';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300, must-revalidate';
/** What /demo/apexcharts-host.js loads from ApexCharts' dist/: its UMD script and stylesheets. */
const VENDOR_FILES = new Set(['apexcharts.min.js', 'apexcharts.css', 'apexcharts-legend.css']);

/**
 * Rollup names chunks `name-[hash].js` (all of dist/elements/chunks/); elsewhere a hash is an
 * 8-char base64url part with a digit, capital or `_`, which entry names like `bo-sign-in` lack.
 */
export function isHashedAsset(file: string): boolean {
  if (/[\\/]chunks[\\/]/.test(file)) return true;
  const match = /-([A-Za-z0-9_-]{8})\.(?:m?js|css|woff2?)$/.exec(basename(file));
  return Boolean(match && /[0-9A-Z_]/.test(match[1]!));
}

/** How long a browser keeps a file under /demo/: pages never without asking, the rest briefly. */
function pageAssetCaching(file: string): string {
  if (isHashedAsset(file)) return IMMUTABLE;
  return file.endsWith('.html') ? 'no-cache' : SHORT;
}

export async function registerStatic(app: FastifyInstance, staticRoot: string): Promise<void> {
  const dist = join(staticRoot, 'dist');
  const pages = join(staticRoot, 'demo', 'pages');
  // Built by the install test (`npm run hosts`); until then demo/pages has placeholders saying so.
  // Made here when missing: a static root that does not exist is a warning in the log of every
  // start of a fresh checkout, before any host app is built.
  const hosts = join(dist, 'hosts');
  if (existsSync(dist)) mkdirSync(hosts, { recursive: true });
  const indexHtml = join(pages, 'index.html');
  // Written by the build: each element entry's static imports, announced by the pages as modulepreload.
  const readPage = createPageReader(join(dist, 'elements', 'preload.json'));

  // The demo pages (not the built host apps, whose bundler links their own chunks) go out with
  // modulepreload links for their elements' chunks.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const page = /^\/demo\/([\w-]+\.html)$/.exec(request.url.split('?')[0] ?? '')?.[1];
    if (!page || existsSync(join(hosts, page)) || !existsSync(join(pages, page))) return;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return reply.send(readPage(join(pages, page)));
  });

  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/dist/',
    preCompressed: true,
    cacheControl: false,
    wildcard: true,
    // The server bundle lives in dist/server but is not for browsers; host apps are under /demo/.
    allowedPath: (pathName) => !pathName.startsWith('/server/') && !pathName.startsWith('/hosts/'),
    setHeaders: (res, path) => {
      res.setHeader('cache-control', isHashedAsset(path) ? IMMUTABLE : SHORT);
    },
  });
  // ApexCharts is not in the bundle (its licence is not open): the demo host supplies its own copy,
  // the devDependency's files, to /demo/apexcharts-host.js. Without it the pages say so.
  const apexcharts = join(staticRoot, 'node_modules', 'apexcharts', 'dist');
  if (existsSync(apexcharts)) {
    await app.register(fastifyStatic, {
      root: apexcharts,
      prefix: '/vendor/apexcharts/',
      decorateReply: false,
      cacheControl: false,
      allowedPath: (pathName) => VENDOR_FILES.has(pathName.replace(/^\//, '')),
      setHeaders: (res) => {
        res.setHeader('cache-control', SHORT);
      },
    });
  }
  await app.register(fastifyStatic, {
    // The first root holding a file wins: a built host page over its placeholder.
    root: [hosts, pages],
    prefix: '/demo/',
    decorateReply: false,
    cacheControl: false,
    // A page is asked again every time; its stylesheet is kept for a few minutes like an element
    // entry: a module script waits for the page's stylesheets, and a revalidation each load
    // (a round trip before any of the page's scripts run) is what a host's own CSS would not cost.
    setHeaders: (res, path) => {
      res.setHeader('cache-control', pageAssetCaching(path));
    },
  });

  // Console paths (/, /tasks, /sessions/signin ...) all load the console page; the router takes over.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const looksLikeFile = /\.[A-Za-z0-9]+$/.test(path);
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      looksLikeFile ||
      !isPage ||
      !existsSync(indexHtml)
    ) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
    const page = readPage.consolePage(indexHtml, path);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (page.policy) reply.header('content-security-policy', page.policy);
    return reply.send(page.html);
  });
}
