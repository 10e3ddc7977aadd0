// Probes for orchestrators and load balancers: /healthz (the process answers) and /readyz (the
// database answers and every migration this server knows is applied), outside /api/v1.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { Db } from '../db/database';
import { migrationsDone } from '../db/migrations';
import { unavailable } from '../errors';
import { errorReplies } from '../openapi';

const tags = ['health'];
const StatusReply = (status: string) =>
  Type.Object({ status: Type.Literal(status) }, { additionalProperties: false });

export async function healthRoutes(app: FastifyInstance, opts: { db: Db }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/healthz',
    {
      schema: {
        tags,
        summary: 'Liveness: the process is up and answering (the database is not asked)',
        response: { 200: StatusReply('ok') },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  api.get(
    '/readyz',
    {
      schema: {
        tags,
        summary: 'Readiness: the database answers and every migration is applied',
        response: { 200: StatusReply('ready'), ...errorReplies(503) },
      },
    },
    async (request) => {
      const ready = await migrationsDone(opts.db).catch((error: unknown) => {
        request.log.warn({ err: error }, 'readiness: the database does not answer');
        throw unavailable('The database does not answer');
      });
      if (!ready) throw unavailable('Migrations are not all applied yet');
      return { status: 'ready' as const };
    },
  );
}
