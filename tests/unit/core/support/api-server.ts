// A real HTTP server on 127.0.0.1 for client tests: scripted replies, recorded requests, CORS for cross-origin pages.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. `/api/v1/tasks`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** Parsed JSON body, or the raw text when it is not JSON, or undefined when empty. */
  body: unknown;
}

export interface Reply {
  status?: number;
  /** Sent as JSON unless `raw` is given. */
  json?: unknown;
  /** Sent as is, with `contentType` (default application/json). */
  raw?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** Waits this long before answering (slow server). */
  delayMs?: number;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface ApiServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** origin + /api/v1 */
  apiBase: string;
  requests: RecordedRequest[];
  /** Requests to one path (method optional). */
  calls(path: string, method?: string): RecordedRequest[];
  setHandler(handler: Handler): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', reject);
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (!text) return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(text);
      }
    });
  });
}

function allowCors(request: IncomingMessage, response: ServerResponse): void {
  const origin = request.headers.origin;
  if (!origin) return;
  response.setHeader('access-control-allow-origin', origin);
  response.setHeader('access-control-allow-credentials', 'true');
  response.setHeader('access-control-allow-headers', 'authorization, content-type, accept');
  response.setHeader('access-control-allow-methods', 'GET, POST, PATCH, PUT, DELETE');
}

export async function startApiServer(
  initial: Handler = () => ({ status: 404 }),
): Promise<ApiServer> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer(async (request, response) => {
    allowCors(request, response);
    if (request.method === 'OPTIONS') {
      response.statusCode = 204;
      response.end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: await readBody(request),
    };
    requests.push(recorded);
    const reply = await handler(recorded);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (response.destroyed) return;
    response.statusCode = reply.status ?? 200;
    for (const [name, value] of Object.entries(reply.headers ?? {}))
      response.setHeader(name, value);
    if (reply.raw === undefined && reply.json === undefined) {
      response.end();
      return;
    }
    response.setHeader('content-type', reply.contentType ?? 'application/json');
    response.end(reply.raw ?? JSON.stringify(reply.json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    apiBase: `${origin}/api/v1`,
    requests,
    calls: (path, method) =>
      requests.filter((r) => r.path === path && (method === undefined || r.method === method)),
    setHandler(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: bound once, then released. */
export async function refusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Puts the happy-dom page on `url`, so relative API paths resolve there. */
export function setPageUrl(url: string): void {
  const page = window as unknown as { happyDOM: { setURL(url: string): void } };
  page.happyDOM.setURL(url);
}

/** An error reply in the API's shape. */
export function errorReply(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): Reply {
  return { status, json: { error: fields ? { code, message, fields } : { code, message } } };
}
