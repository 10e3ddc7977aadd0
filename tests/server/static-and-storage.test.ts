// `npm start` serving (bundle, pages, history fallback, compression, cache headers), PGlite persistence and upgrades.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../demo/server/app';

const BIG_JS = `export const data = ${JSON.stringify('x'.repeat(20_000))};\n`;

function writeSite(root: string): void {
  const files: Record<string, string> = {
    'dist/elements/index.js': BIG_JS,
    'dist/chunks/react-B1xq3Zr_.js': 'export const react = 1;\n',
    'dist/chunks/core-a1b2c3d4.js': BIG_JS,
    'dist/server/main.js': 'console.log("server");\n',
    'demo/pages/index.html':
      '<!doctype html><html><head><title>console</title></head><body><bo-console></bo-console><script type="module" src="/dist/elements/bo-console.js"></script></body></html>',
    'demo/pages/portal.html': '<!doctype html><title>portal</title>',
    'demo/pages/demo.css': 'body { margin: 0; }\n',
    'dist/elements/preload.json': JSON.stringify({
      'elements/bo-task-list.js': ['elements/chunks/core-a1.js', 'elements/chunks/react-b2.js'],
      'elements/bo-sign-in.js': ['elements/chunks/core-a1.js', 'elements/chunks/form-c3.js'],
      'elements/bo-console.js': ['elements/chunks/console-d4.js'],
    }),
    'dist/elements/console-routes.json': JSON.stringify({
      '/task': ['elements/chunks/task-screen-e5.js', 'elements/chunks/list-kit-f6.js'],
      '/message': ['elements/chunks/message-screen-g7.js', 'elements/chunks/list-kit-f6.js'],
      '*': ['elements/chunks/router-h8.js'],
    }),
    'demo/pages/two-tags.html': [
      '<!doctype html><html><head><title>two</title>',
      '<script type="module" src="/dist/elements/bo-task-list.js"></script>',
      '<script type="module" src="/dist/elements/bo-sign-in.js"></script>',
      '</head><body><bo-task-list></bo-task-list></body></html>',
    ].join(''),
    'demo/pages/react-host.html': '<!doctype html><title>React host (not built)</title>',
    'demo/pages/vue-host.html': '<!doctype html><title>Vue host (not built)</title>',
    'dist/hosts/react-host.html': '<!doctype html><title>React host</title>',
    'dist/hosts/assets/react-host-Bq3_x9Zk.js': 'export const app = 1;\n',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  writeFileSync(join(root, 'dist/chunks/core-a1b2c3d4.js.br'), brotliCompressSync(BIG_JS));
  writeFileSync(join(root, 'dist/chunks/core-a1b2c3d4.js.gz'), gzipSync(BIG_JS));
}

describe('static files', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'bo-static-'));
    writeSite(root);
    app = await createApp({ inMemory: true, seed: false, staticRoot: root });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the bundle as JavaScript with a short cache for unhashed names', async () => {
    const res = await app.inject({ url: '/dist/elements/index.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(res.body).toBe(BIG_JS);
  });

  it('hashed chunks are cached for a year, immutable', async () => {
    const res = await app.inject({ url: '/dist/chunks/react-B1xq3Zr_.js' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed brotli file when the browser accepts it', async () => {
    const res = await app.inject({
      url: '/dist/chunks/core-a1b2c3d4.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(BIG_JS.length / 10);
  });

  it('compresses on the fly when there is no precompressed file', async () => {
    const res = await app.inject({
      url: '/dist/elements/index.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(BIG_JS.length / 10);
  });

  it('does not serve the server bundle', async () => {
    expect((await app.inject({ url: '/dist/server/main.js' })).statusCode).toBe(404);
  });

  it('serves the demo pages under /demo/', async () => {
    const res = await app.inject({ url: '/demo/portal.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('portal');
  });

  it('a page announces the chunks of its element scripts as modulepreload, each once', async () => {
    const res = await app.inject({ url: '/demo/two-tags.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const links = [...res.body.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(links).toEqual([
      '/dist/elements/chunks/core-a1.js',
      '/dist/elements/chunks/react-b2.js',
      '/dist/elements/chunks/form-c3.js',
    ]);
    // In the head, before the scripts that need them.
    expect(res.body.indexOf('modulepreload')).toBeLessThan(res.body.indexOf('</head>'));
    // A page without element scripts is unchanged.
    expect((await app.inject({ url: '/demo/portal.html' })).body).toBe(
      '<!doctype html><title>portal</title>',
    );
  });

  it('a built host app wins over its placeholder; an unbuilt one shows the placeholder', async () => {
    const built = await app.inject({ url: '/demo/react-host.html' });
    expect(built.body).toContain('<title>React host</title>');
    const unbuilt = await app.inject({ url: '/demo/vue-host.html' });
    expect(unbuilt.body).toContain('Vue host (not built)');
    const asset = await app.inject({ url: '/demo/assets/react-host-Bq3_x9Zk.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/dist/hosts/react-host.html' })).statusCode).toBe(404);
  });

  it("a host page's stylesheet is kept five minutes, and its pages are asked for every time", async () => {
    // A module script waits for the page's stylesheets: a revalidation on every load would hold
    // back the elements' scripts by a round trip.
    const css = await app.inject({ url: '/demo/demo.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    const built = await app.inject({ url: '/demo/react-host.html' });
    expect(built.headers['cache-control']).toBe('no-cache');
    const page = await app.inject({ url: '/demo/portal.html' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/dashboard', '/tasks/123', '/sessions/signin?redirect=%2Ftasks'])(
    'console path %s gets the console page',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<bo-console>');
      expect(res.body).toContain(
        '<link rel="modulepreload" href="/dist/elements/chunks/console-d4.js"',
      );
    },
  );

  it('the console page also announces the code of the screen its address opens', async () => {
    const links = async (url: string) =>
      [
        ...(await app.inject({ url })).body.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
      ].map((m) => m[1]);
    expect(await links('/task?status=done')).toEqual([
      '/dist/elements/chunks/console-d4.js',
      '/dist/elements/chunks/task-screen-e5.js',
      '/dist/elements/chunks/list-kit-f6.js',
    ]);
    expect(await links('/message/')).toEqual([
      '/dist/elements/chunks/console-d4.js',
      '/dist/elements/chunks/message-screen-g7.js',
      '/dist/elements/chunks/list-kit-f6.js',
    ]);
    // Any other address (a session page, the root, not found): the router's code.
    for (const url of ['/sessions/signin', '/', '/nowhere']) {
      expect(await links(url)).toEqual([
        '/dist/elements/chunks/console-d4.js',
        '/dist/elements/chunks/router-h8.js',
      ]);
    }
  });

  it('a missing file is 404, not the console page', async () => {
    const res = await app.inject({ url: '/dist/elements/nope.js' });
    expect(res.statusCode).toBe(404);
    expect((await app.inject({ url: '/favicon.ico' })).statusCode).toBe(404);
  });

  it('an unknown API path is a JSON 404, not the console page', async () => {
    const res = await app.inject({ url: '/api/v1/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('the OpenAPI document is served', async () => {
    const res = await app.inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openapi: '3.1.0' });
  });
});

describe('a fresh checkout, before any host app is built', () => {
  let root: string;
  let app: FastifyInstance;
  const logLines: string[] = [];
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'bo-static-fresh-'));
    writeSite(root);
    rmSync(join(root, 'dist', 'hosts'), { recursive: true, force: true });
    app = await createApp({
      inMemory: true,
      seed: false,
      staticRoot: root,
      logger: true,
      logLevel: 'warn',
      logStream: { write: (line) => logLines.push(line) },
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('starts without a warning about a missing folder', () => {
    expect(logLines.filter((line) => /must exist/.test(line))).toEqual([]);
  });

  it('shows the placeholders, and a host app built later without a restart', async () => {
    const unbuilt = await app.inject({ url: '/demo/react-host.html' });
    expect(unbuilt.body).toContain('React host (not built)');
    mkdirSync(join(root, 'dist', 'hosts', 'assets'), { recursive: true });
    writeFileSync(join(root, 'dist', 'hosts', 'react-host.html'), '<title>React host</title>');
    writeFileSync(join(root, 'dist', 'hosts', 'assets', 'react-host-Bq3_x9Zk.js'), 'export {};\n');
    expect((await app.inject({ url: '/demo/react-host.html' })).body).toContain(
      '<title>React host</title>',
    );
    const asset = await app.inject({ url: '/demo/assets/react-host-Bq3_x9Zk.js' });
    expect(asset.statusCode).toBe(200);
  });
});

// Two seeded starts of an on-disk database each: minutes on a busy 2-core machine, not seconds.
describe('PGlite storage in DATA_DIR', { timeout: 180_000 }, () => {
  it('keeps data across restarts and seeds only on the first start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bo-data-'));
    try {
      const first = await createApp({ dataDir, seed: true });
      const login = await first.inject({
        method: 'POST',
        url: '/api/v1/sys/auth/login',
        payload: { email: 'admin@example.com', password: 'admin-password' },
      });
      const token = login.json<{ access_token: string }>().access_token;
      const auth = { authorization: `Bearer ${token}` };
      const created = await first.inject({
        method: 'POST',
        url: '/api/v1/tasks',
        headers: auth,
        payload: { title: 'Survives' },
      });
      expect(created.statusCode).toBe(201);
      await first.close();

      const second = await createApp({ dataDir, seed: true });
      const list = await second.inject({ url: '/api/v1/tasks?q=survives', headers: auth });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ total: 1, items: [{ title: 'Survives' }] });
      const all = await second.inject({ url: '/api/v1/tasks?limit=1', headers: auth });
      expect(all.json<{ total: number }>().total).toBe(301);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a database seeded before the channel directory existed gets it on the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bo-data-'));
    try {
      const first = await createApp({ dataDir, seed: true });
      // Back to how a database of migration 001 looked.
      await first.db.exec(`DROP TABLE channel_directory;
        DELETE FROM schema_migrations WHERE id = '002_channel_directory';`);
      await first.close();

      const second = await createApp({ dataDir, seed: true });
      const login = await second.inject({
        method: 'POST',
        url: '/api/v1/sys/auth/login',
        payload: { email: 'admin@example.com', password: 'admin-password' },
      });
      const auth = {
        authorization: `Bearer ${login.json<{ access_token: string }>().access_token}`,
      };
      const suggestions = await second.inject({
        url: '/api/v1/channels/suggestions?pageSize=500',
        headers: auth,
      });
      const channels = await second.inject({ url: '/api/v1/channels?limit=500', headers: auth });
      const directory = suggestions.json<{ total: number; items: Record<string, unknown>[] }>();
      const held = channels.json<{ total: number; items: Record<string, unknown>[] }>();
      expect(directory.total).toBe(400);
      const added = directory.items.filter((item) => item.channel_uuid !== null);
      expect(added.map((item) => [item.channel_uuid, item.title]).sort()).toEqual(
        held.items.map((channel) => [channel.uuid, channel.title]).sort(),
      );
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
