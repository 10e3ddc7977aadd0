// POST <path>/bulk and GET <path>/export for one EntityDef: every list resource gets both.
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import {
  type BulkBody,
  BulkReplySchema,
  EXPORT_MAX_ROWS,
  bulkBodyOf,
  exportParamsOf,
} from '../../../src/resources/schemas';
import { authOf } from '../auth/guard';
import { errorReplies } from '../openapi';
import type { ListParamsIn } from './list-sql';
import type { Repository } from './repository';

/** `2026-11-23`: the day of the export, in UTC, for the file name. */
const today = () => new Date().toISOString().slice(0, 10);

export function registerBulkAndExportRoutes(app: FastifyInstance, repo: Repository): void {
  const { def } = repo;
  const tags = [def.name];
  const read = def.access.read ? [def.access.read] : [];

  app.post<{ Body: BulkBody }>(
    `${def.path}/bulk`,
    {
      config: { permissions: [def.access.write] },
      schema: {
        tags,
        summary: `Update or delete many ${def.name.replace('-', ' ')} at once`,
        description: [
          'Names the records by `uuids` (1..1000) or by `filter` (the list filters; every match,',
          'at most 100000), never both. `change` is the PATCH body, with action `update` only.',
          'Each record passes the same checks as its own PATCH or DELETE (status moves, permissions,',
          'protected accounts); the reply has one result per record and never fails as a whole',
          'for one record.',
        ].join(' '),
        body: bulkBodyOf(def.schemas.list, def.schemas.patch),
        response: { 200: BulkReplySchema, ...errorReplies(400, 401, 403, 413) },
      },
    },
    (request) => repo.bulk(request.body, authOf(request)),
  );

  app.get<{ Querystring: ListParamsIn }>(
    `${def.path}/export`,
    {
      config: { permissions: ['export', ...read] },
      schema: {
        tags,
        summary: `Download ${def.name.replace('-', ' ')} as CSV`,
        description: [
          `The list's filters, \`order\` and \`sort\`; every page, at most ${EXPORT_MAX_ROWS} rows,`,
          'streamed. UTF-8 with a BOM, RFC 4180 quoting (CRLF records), a header row of field names;',
          "a text cell starting with =, +, -, @, tab or carriage return gets a leading ' so a",
          'spreadsheet does not run it. Lists and objects are JSON. Needs `export` and the read',
          'permission of the area.',
        ].join(' '),
        querystring: exportParamsOf(def.schemas.list),
        response: {
          200: {
            description: 'The CSV file (attachment)',
            content: { 'text/csv': { schema: Type.String() } },
          },
          ...errorReplies(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const stream = await repo.exportCsv(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${def.name}-${today()}.csv"`)
        .send(stream);
    },
  );
}
