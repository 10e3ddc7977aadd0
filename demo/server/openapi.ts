// The OpenAPI 3.1 document, generated from the route schemas and served at /api/v1/openapi.json.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { ErrorBodySchema } from '../../src/resources/schemas';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Validation error; `fields` names each invalid field',
  401: 'Not signed in, or the access token expired (code TOKEN_EXPIRED)',
  403: 'Signed in without the admin level, or without the permission `permission` names',
  404: 'No such record',
  409: 'Conflicts with stored data (duplicate value, record still referenced), or a status move that is not allowed (code INVALID_TRANSITION)',
  413: 'Body larger than the limit',
  429: 'Too many attempts; retry after the Retry-After seconds',
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

/** Routes that need no bearer token. */
const PUBLIC_ROUTES = [
  /^\/api\/v1\/sys\/auth\/(login|refresh|logout|signup|forgot-password|reset-password)$/,
  /^\/api\/v1\/media\//,
  /^\/api\/v1\/phone-login\//,
];

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
    transform: ({ schema, url }) => {
      const isPublic = PUBLIC_ROUTES.some((pattern) => pattern.test(url));
      const hide = !url.startsWith('/api/v1/') || url === '/api/v1/openapi.json';
      return {
        schema: { ...schema, hide, ...(isPublic ? {} : { security: [{ bearer: [] }] }) },
        url,
      };
    },
  });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
