// GET list / GET one / POST / PATCH / DELETE for one EntityDef, each with its params, query, body and reply schemas.
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { UuidParamsSchema } from '../../../src/resources/schemas';
import { authOf } from '../auth/guard';
import type { Row } from '../db/database';
import { errorReplies } from '../openapi';
import { registerBulkAndExportRoutes } from './bulk-export-routes';
import type { ListParamsIn } from './list-sql';
import type { Repository } from './repository';

interface UuidParams {
  uuid: string;
}

export function registerEntityRoutes(app: FastifyInstance, repo: Repository): void {
  const { def } = repo;
  const tags = [def.name];
  const one = `${def.path}/:uuid`;
  const reading = { permissions: def.access.read ? [def.access.read] : [] };
  const writing = { permissions: [def.access.write] };
  registerBulkAndExportRoutes(app, repo);

  app.get<{ Querystring: ListParamsIn }>(
    def.path,
    {
      config: reading,
      schema: {
        tags,
        summary: `List ${def.name}`,
        querystring: def.schemas.list,
        response: { 200: def.schemas.listReply, ...errorReplies(400, 401, 403, 429) },
      },
    },
    (request) => repo.list(request.query),
  );

  app.get<{ Params: UuidParams }>(
    one,
    {
      config: reading,
      schema: {
        tags,
        summary: `Get one ${def.title.toLowerCase()}`,
        params: UuidParamsSchema,
        response: { 200: def.schemas.item, ...errorReplies(400, 401, 403, 404) },
      },
    },
    (request) => repo.get(request.params.uuid),
  );

  app.post<{ Body: Row }>(
    def.path,
    {
      config: writing,
      schema: {
        tags,
        summary: `Create a ${def.title.toLowerCase()}`,
        body: def.schemas.create,
        response: { 201: def.schemas.item, ...errorReplies(400, 401, 403, 409, 413) },
      },
    },
    async (request, reply) => {
      const created = await repo.create(request.body, authOf(request));
      return reply.status(201).send(created);
    },
  );

  app.patch<{ Params: UuidParams; Body: Row }>(
    one,
    {
      config: writing,
      schema: {
        tags,
        summary: `Change a ${def.title.toLowerCase()}`,
        params: UuidParamsSchema,
        body: def.schemas.patch,
        response: { 200: def.schemas.item, ...errorReplies(400, 401, 403, 404, 409, 413) },
      },
    },
    (request) => repo.update(request.params.uuid, request.body, authOf(request)),
  );

  app.delete<{ Params: UuidParams }>(
    one,
    {
      config: writing,
      schema: {
        tags,
        summary: `Delete a ${def.title.toLowerCase()}`,
        params: UuidParamsSchema,
        response: {
          204: Type.Null({ description: 'Deleted' }),
          ...errorReplies(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      await repo.remove(request.params.uuid, authOf(request));
      return reply.status(204).send();
    },
  );
}
