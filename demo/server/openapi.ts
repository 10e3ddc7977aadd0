// The OpenAPI 3.1 document, generated from the route schemas and served at /api/v1/openapi.json. Besides each
// route's own replies it documents what the shared machinery answers on every route: validation (400), the guards
// (401, 403), the router (404, 414), the body parser (413, 415) and the rate limiter (429).
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { ErrorBodySchema } from '../../src/resources/schemas';
import { requestSchemaOf } from './request-schema';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Validation error; `fields` names each invalid field (or `path` for a malformed URL)',
  401: 'Not signed in, or the access token expired (code TOKEN_EXPIRED)',
  403: 'Signed in without the admin level, or without the permission `permission` names',
  404: 'No such record',
  409: 'Conflicts with stored data (duplicate value, record still referenced), or a status move that is not allowed (code INVALID_TRANSITION)',
  413: 'Body larger than the limit',
  414: 'A path parameter is longer than 100 characters',
  415: 'Body of a media type other than JSON',
  429: 'Too many attempts; retry after the Retry-After seconds',
  503: 'Not available: not set up on this server, an outside service failed, or (readiness) the database is not ready',
};

/** The `{ error }` reply for each given status, for a route's `response` schema. */
export function errorReplies(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { ...ErrorBodySchema, description: ERROR_DESCRIPTIONS[status] ?? 'Error' },
    ]),
  );
}

/** Who may call a route: anyone, anyone (a bearer token is used when sent), any signed-in user, or the admin areas. */
export type RouteAccess = 'public' | 'optional' | 'signed-in' | 'area';

const OPTIONAL_AUTH = [/^\/api\/v1\/sys\/auth\/logout$/, /^\/api\/v1\/phone-login\/status$/];
const SIGNED_IN = [
  /^\/api\/v1\/sys\/auth\/me$/,
  /^\/api\/v1\/sys\/me$/,
  /^\/api\/v1\/phone-login\/logout$/,
];
/** Health probes, sign-in and account recovery under /sys/auth/, the phone sign-in steps, and message media files. */
const PUBLIC_ROUTES = [
  /^\/(healthz|readyz)$/,
  /^\/api\/v1\/sys\/auth\//,
  /^\/api\/v1\/phone-login\//,
  /^\/api\/v1\/media\//,
];

export function accessOf(url: string): RouteAccess {
  if (OPTIONAL_AUTH.some((pattern) => pattern.test(url))) return 'optional';
  if (SIGNED_IN.some((pattern) => pattern.test(url))) return 'signed-in';
  if (PUBLIC_ROUTES.some((pattern) => pattern.test(url))) return 'public';
  return 'area';
}

const SECURITY: Record<RouteAccess, Record<string, string[]>[] | undefined> = {
  public: undefined,
  optional: [{}, { bearer: [] }],
  'signed-in': [{ bearer: [] }],
  area: [{ bearer: [] }],
};

const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** The error statuses the shared machinery can answer on one route. */
function sharedErrorStatuses(schema: FastifySchema, route: RouteOptions, access: RouteAccess) {
  const methods = [route.method].flat().map(String);
  const takesBody = methods.some((method) => BODY_METHODS.includes(method));
  const statuses: number[] = [];
  if (schema.params || schema.querystring || schema.body || takesBody) statuses.push(400);
  if (access === 'signed-in' || access === 'area') statuses.push(401);
  if (access === 'area') statuses.push(403);
  if (schema.params) statuses.push(404, 414);
  if (takesBody) statuses.push(413, 415);
  const config = route.config as { rateLimit?: unknown } | undefined;
  if (config?.rateLimit) statuses.push(429);
  return statuses;
}

function documented(schema: FastifySchema, route: RouteOptions, url: string): FastifySchema {
  const access = accessOf(url);
  const own = (schema.response ?? {}) as Record<string, unknown>;
  const shared = errorReplies(
    ...sharedErrorStatuses(schema, route, access).filter((status) => !(status in own)),
  );
  const security = SECURITY[access];
  return {
    ...schema,
    params: requestSchemaOf(schema.params, 'params', route.method),
    querystring: requestSchemaOf(schema.querystring, 'querystring', route.method),
    body: requestSchemaOf(schema.body, 'body', route.method),
    response: { ...own, ...shared },
    ...(security ? { security } : {}),
  };
}

/** Marks a route whose body may be left out (`x-body-optional` in its schema): OpenAPI then says so. */
export const OPTIONAL_BODY = { 'x-body-optional': true } as const;

type Operation = { requestBody?: { required?: boolean }; 'x-body-optional'?: boolean };

function markOptionalBodies(doc: { paths?: Record<string, Record<string, unknown>> }) {
  for (const path of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(path) as Operation[]) {
      if (!operation?.['x-body-optional']) continue;
      delete operation['x-body-optional'];
      if (operation.requestBody) operation.requestBody.required = false;
    }
  }
  return doc;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Backoffice Elements reference API',
        version: '1.0.0',
        description: [
          'The executable contract behind the Backoffice Elements console.',
          'Lists: `GET /<resource>?limit&offset&order&sort&<filters>` -> `{ items, total }`;',
          '`limit` is 1..500, `offset` >= 0, `order` asc|desc on `created_at` unless `sort` is given;',
          'empty query values are ignored. Errors: `{ error: { code, message, fields? } }`.',
          'Text never holds a NUL character (U+0000) and integers fit 32 bits; other values are a 400.',
          'A PATCH body names at least one field.',
          'Every area endpoint needs the admin level (roles SA or ADMIN) and a bearer access token,',
          'and the permission of its area: `<area>.read` to read, `<area>.write` to write (403 names',
          'the missing one in `error.permission`). Each list resource also has `POST /<resource>/bulk`',
          'and `GET /<resource>/export` (CSV, needs `export` too).',
        ].join(' '),
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: ({ schema, url, route }) => {
      const probe = url === '/healthz' || url === '/readyz';
      const hide = (!url.startsWith('/api/v1/') && !probe) || url === '/api/v1/openapi.json';
      if (hide) return { schema: { ...schema, hide: true }, url };
      return { schema: documented(schema ?? {}, route, url), url };
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? markOptionalBodies(
            documentObject.openapiObject as Parameters<typeof markOptionalBodies>[0],
          )
        : documentObject.swaggerObject,
  });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
