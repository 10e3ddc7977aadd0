// A real json-server 0.17 on 127.0.0.1 with a generated db.json, and react-admin's published ra-data-json-server bundled unchanged for a host page.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
// json-server 0.17 is CommonJS without typings: its documented create/router/defaults/rewriter.
import jsonServer, { type JsonResponse } from 'json-server';
import { repoRoot } from './harness';

const STATUSES = ['open', 'in_progress', 'review', 'done', 'cancelled'];
const PRIORITIES = ['low', 'normal', 'high', 'urgent'];
const PURPOSES = ['source', 'target', 'both'];

const pad = (n: number) => String(n).padStart(2, '0');
/** One record a day back from a fixed day: created_at orders them, newest first is record 1. */
const day = (n: number) => new Date(Date.UTC(2026, 5, 30) - n * 86_400_000).toISOString();

export interface JsonDb {
  sysUsers: Record<string, unknown>[];
  tasks: Record<string, unknown>[];
  channels: Record<string, unknown>[];
  users: Record<string, unknown>[];
  categories: Record<string, unknown>[];
  roles: Record<string, unknown>[];
  permissions: Record<string, unknown>[];
  sources: Record<string, unknown>[];
  messages: Record<string, unknown>[];
}

/** Where a message's media item points: `files/` is public, `private/` needs the host's token. */
const photo = (url: string) => ({ type: 'photo', url, width: 64, height: 48 });

/**
 * Messages whose media point where the reference API's never do: a path of the json-server's own
 * (`private/...`, served only with the host's token) or an absolute URL (`JSON/files/...`, made
 * absolute once the server listens).
 */
function generateMessages(): Record<string, unknown>[] {
  const media: Record<string, unknown>[][] = [
    [photo('private/photo-1.png')],
    [photo('JSON/files/photo-2.png')],
    [
      photo('private/photo-3.png'),
      { type: 'document', url: 'private/notes-3.pdf', width: null, height: null, size: 1200 },
    ],
  ];
  return Array.from({ length: 6 }, (_, i) => ({
    id: `msg-${pad(i + 1)}`,
    created_at: day(i + 1),
    updated_at: day(i + 1),
    source_uuid: 'src-1',
    external_id: `ext-msg-${i + 1}`,
    text: `Json message ${pad(i + 1)}`,
    media: media[i] ?? [],
    has_media: (media[i] ?? []).length > 0,
    status: 'new',
    category_uuid: null,
    published_at: null,
  }));
}

/** The host's token for `private/` files (what its getMedia sends). */
export const HOST_MEDIA_TOKEN = 'host-media-token';

/** A 1x1 PNG: every generated photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The db.json: 45 tasks, 25 channels, 25 users, 3 staff, 2 categories, 4 roles, 4 permissions, 1 source and 6 messages, keyed by `id`. */
export function generateDb(): JsonDb {
  const sysUsers = ['Ada Admin', 'Ed Editor', 'Gus Guest'].map((name, i) => ({
    id: `staff-${i + 1}`,
    created_at: day(100 + i),
    updated_at: day(100 + i),
    email: `${name.split(' ')[0]?.toLowerCase()}@json.example`,
    name,
    roles: [i === 0 ? 'ADMIN' : i === 1 ? 'EDITOR' : 'GUEST'],
    status: 'active',
    phone: null,
    two_factor_enabled: false,
    last_login_at: null,
  }));
  const tasks = Array.from({ length: 45 }, (_, i) => ({
    id: `task-${pad(i + 1)}`,
    created_at: day(i + 1),
    updated_at: day(i + 1),
    title: `Json task ${pad(i + 1)}${i % 9 === 4 ? ' invoice' : ''}`,
    description: `Generated task number ${i + 1}.`,
    status: STATUSES[i % STATUSES.length],
    priority: PRIORITIES[i % PRIORITIES.length],
    assignee_sys_user_uuid: i % 2 === 0 ? 'staff-1' : 'staff-2',
    creator_sys_user_uuid: 'staff-1',
    message_uuid: null,
    due_at: null,
  }));
  const categories = ['News', 'Deals'].map((name, i) => ({
    id: `cat-${i + 1}`,
    created_at: day(200 + i),
    updated_at: day(200 + i),
    name,
    slug: name.toLowerCase(),
    description: `${name} posts`,
    active: true,
    routes_count: 0,
  }));
  const channels = Array.from({ length: 25 }, (_, i) => ({
    id: `chan-${pad(i + 1)}`,
    created_at: day(i + 1),
    updated_at: day(i + 1),
    title: `Json channel ${pad(i + 1)}`,
    username: `json_channel_${i + 1}`,
    kind: i % 3 === 0 ? 'group' : 'channel',
    members_count: 1000 + i * 37,
    external_id: `ext-${i + 1}`,
    enabled: i % 4 !== 0,
    autopost: i % 2 === 0,
    purpose: PURPOSES[i % PURPOSES.length],
    category_uuid: i % 5 === 0 ? 'cat-1' : null,
  }));
  const users = Array.from({ length: 25 }, (_, i) => ({
    id: `user-${pad(i + 1)}`,
    created_at: day(i + 1),
    updated_at: day(i + 1),
    name: `Json user ${pad(i + 1)}`,
    username: `json_user_${i + 1}`,
    phone: null,
    language: i % 2 === 0 ? 'en' : 'de',
    status: i % 6 === 0 ? 'blocked' : 'active',
    last_seen_at: null,
  }));
  const codes = ['tasks.read', 'tasks.write', 'categories.read', 'categories.write'];
  const permissions = codes.map((code, i) => ({
    id: `perm-${i + 1}`,
    created_at: day(300 + i),
    updated_at: day(300 + i),
    code,
    name: code,
    description: `May ${code.replace('.', ' ')}`,
    roles: ['SA', 'ADMIN'],
  }));
  const roles = ['SA', 'ADMIN', 'EDITOR', 'GUEST'].map((code, i) => ({
    id: `role-${i + 1}`,
    created_at: day(400 + i),
    updated_at: day(400 + i),
    code,
    name: code,
    description: `${code} role`,
    permissions: i < 2 ? codes : codes.filter((one) => one.endsWith('.read')),
  }));
  const sources = [
    {
      id: 'src-1',
      created_at: day(500),
      updated_at: day(500),
      title: 'Json source',
      kind: 'channel',
      username: 'json_source',
      external_id: 'ext-src-1',
      enabled: true,
      last_fetched_at: null,
      messages_count: 6,
    },
  ];
  const messages = generateMessages();
  return { sysUsers, tasks, channels, users, categories, roles, permissions, sources, messages };
}

function sendFile(response: JsonResponse): void {
  response.type('image/png').send(PNG);
}

export interface JsonServerStack {
  /** The json-server's base URL (what ra-data-json-server is given). */
  url: string;
  /** Reads the server's current records (what a create, edit or delete left there). */
  records(collection: keyof JsonDb): Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * json-server 0.17 as its docs show it: defaults (CORS exposing X-Total-Count) and the router on
 * the generated data; `sys/users` and `sys/roles` (paths with a slash) are rewritten to the
 * `sysUsers` and `roles` collections.
 */
export async function startJsonServer(db: JsonDb = generateDb()): Promise<JsonServerStack> {
  const app = jsonServer.create();
  const router = jsonServer.router(db as never);
  app.use(jsonServer.defaults({ logger: false }));
  app.use(jsonServer.rewriter({ '/sys/users*': '/sysUsers$1', '/sys/roles*': '/roles$1' }));
  // Media files beside the data: `files/` for anyone, `private/` only with the host's token.
  app.get('/files/:name', (_request, response) => sendFile(response));
  app.get('/private/:name', (request, response) => {
    if (request.headers.authorization !== `Bearer ${HOST_MEDIA_TOKEN}`) {
      response.status(401).json({ message: 'Token needed' });
    } else sendFile(response);
  });
  app.use(router);
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  for (const message of router.db.get('messages').value() as { media: { url: string }[] }[]) {
    for (const item of message.media) item.url = item.url.replace(/^JSON\//, `${url}/`);
  }
  return {
    url,
    records: (collection) => router.db.get(collection).value() as Record<string, unknown>[],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** ra-data-json-server as published, bundled into one ES module whose default export is the provider factory. */
export async function bundleJsonServerProvider(): Promise<string> {
  const result = await build({
    stdin: {
      contents: "export { default } from 'ra-data-json-server';",
      resolveDir: repoRoot,
      loader: 'js',
    },
    bundle: true,
    format: 'esm',
    write: false,
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}
