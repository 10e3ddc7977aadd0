// PUT /sys/roles/<uuid>/permissions: replaces the permissions a role holds (the permission matrix saves with it).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  type Role,
  RolePermissionsPutSchema,
  RoleSchema,
  UuidParamsSchema,
} from '../../../src/resources/schemas';
import { authOf } from '../auth/guard';
import type { Repository } from '../crud/repository';
import { errorReplies } from '../openapi';

export async function rolePermissionRoutes(app: FastifyInstance, opts: { roles: Repository }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.put(
    '/sys/roles/:uuid/permissions',
    {
      config: { permissions: ['permissions.write'] },
      schema: {
        tags: ['sys-roles'],
        summary: 'Replace the permissions a role holds',
        description: [
          'Needs `permissions.write`. SA holds every permission and cannot be changed (409).',
          "The server checks the role's new permissions from the next request on; the holders'",
          'clients see them in `user.permissions` at their next sign-in or refresh.',
          'PATCH `/sys/roles/<uuid>` with `permissions` does the same.',
        ].join(' '),
        params: UuidParamsSchema,
        body: RolePermissionsPutSchema,
        response: { 200: RoleSchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      (await opts.roles.update(
        request.params.uuid,
        { permissions: request.body.permissions },
        authOf(request),
      )) as Role,
  );
}
