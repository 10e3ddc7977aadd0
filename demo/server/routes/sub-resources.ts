// Sub-resources beyond plain CRUD: task reviews and category routes (channel suggestions: channel-suggestions.ts).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  CategoryRoutesPutSchema,
  CategoryRoutesSchema,
  TaskReviewCreateSchema,
  TaskReviewListParamsSchema,
  TaskReviewListSchema,
  TaskReviewSchema,
  type TaskReview,
  UuidParamsSchema,
} from '../../../src/resources/schemas';
import { authOf } from '../auth/guard';
import type { Db, Queryable } from '../db/database';
import { invalid, notFound } from '../errors';
import { errorReplies } from '../openapi';

const REVIEW_COLUMNS =
  'uuid, created_at, updated_at, task_uuid, author_sys_user_uuid, verdict, comment';

async function mustExist(db: Queryable, table: string, uuid: string, title: string) {
  const [row] = await db.query(`SELECT 1 FROM ${table} WHERE uuid = $1`, [uuid]);
  if (!row) throw notFound(title);
}

export async function subResourceRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/tasks/:uuid/reviews',
    {
      config: { permissions: ['tasks.read'] },
      schema: {
        tags: ['tasks'],
        summary: 'Reviews of a task, newest first',
        params: UuidParamsSchema,
        querystring: TaskReviewListParamsSchema,
        response: { 200: TaskReviewListSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { uuid } = request.params;
      await mustExist(db, 'tasks', uuid, 'Task');
      const { limit = 100, offset = 0 } = request.query;
      const items = await db.query<TaskReview>(
        `SELECT ${REVIEW_COLUMNS} FROM task_reviews WHERE task_uuid = $1
          ORDER BY created_at DESC, uuid DESC LIMIT $2 OFFSET $3`,
        [uuid, limit, offset],
      );
      const [count] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM task_reviews WHERE task_uuid = $1',
        [uuid],
      );
      return { items, total: count?.n ?? 0 };
    },
  );

  api.post(
    '/tasks/:uuid/reviews',
    {
      config: { permissions: ['tasks.write'] },
      schema: {
        tags: ['tasks'],
        summary: 'Add a review to a task; the author is the signed-in user',
        params: UuidParamsSchema,
        body: TaskReviewCreateSchema,
        response: { 201: TaskReviewSchema, ...errorReplies(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      const { uuid } = request.params;
      await mustExist(db, 'tasks', uuid, 'Task');
      const [review] = await db.query<TaskReview>(
        `INSERT INTO task_reviews (task_uuid, author_sys_user_uuid, verdict, comment)
         VALUES ($1, $2, $3, $4) RETURNING ${REVIEW_COLUMNS}`,
        [uuid, authOf(request).user.uuid, request.body.verdict, request.body.comment ?? ''],
      );
      return reply.status(201).send(review!);
    },
  );

  async function routesOf(tx: Queryable, categoryUuid: string) {
    const rows = await tx.query<{ channel_uuid: string }>(
      'SELECT channel_uuid FROM category_routes WHERE category_uuid = $1 ORDER BY position, channel_uuid',
      [categoryUuid],
    );
    return { category_uuid: categoryUuid, channel_uuids: rows.map((r) => r.channel_uuid) };
  }

  api.get(
    '/categories/:uuid/routes',
    {
      config: { permissions: ['categories.read'] },
      schema: {
        tags: ['categories'],
        summary: 'The channels a category publishes to',
        params: UuidParamsSchema,
        response: { 200: CategoryRoutesSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await mustExist(db, 'categories', request.params.uuid, 'Category');
      return routesOf(db, request.params.uuid);
    },
  );

  api.put(
    '/categories/:uuid/routes',
    {
      config: { permissions: ['categories.write'] },
      schema: {
        tags: ['categories'],
        summary: 'Replace the channels a category publishes to (order is kept)',
        params: UuidParamsSchema,
        body: CategoryRoutesPutSchema,
        response: { 200: CategoryRoutesSchema, ...errorReplies(400, 401, 403, 404, 413) },
      },
    },
    (request) =>
      db.transaction(async (tx) => {
        const { uuid } = request.params;
        const wanted = request.body.channel_uuids;
        await mustExist(tx, 'categories', uuid, 'Category');
        const found = await tx.query('SELECT uuid FROM channels WHERE uuid = ANY ($1::uuid[])', [
          wanted,
        ]);
        if (found.length !== wanted.length) {
          throw invalid({ channel_uuids: 'names a channel that does not exist' });
        }
        await tx.query('DELETE FROM category_routes WHERE category_uuid = $1', [uuid]);
        await tx.query(
          `INSERT INTO category_routes (category_uuid, channel_uuid, position)
           SELECT $1, c, p::int - 1 FROM unnest($2::uuid[]) WITH ORDINALITY AS u (c, p)`,
          [uuid, wanted],
        );
        await tx.query('UPDATE categories SET updated_at = now() WHERE uuid = $1', [uuid]);
        return routesOf(tx, uuid);
      }),
  );
}
