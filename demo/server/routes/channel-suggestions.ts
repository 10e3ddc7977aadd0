// GET /channels/suggestions: the network's directory of groups and channels, each with the back-office channel it became.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  type Channel,
  type ChannelSuggestion,
  ChannelSuggestionParamsSchema,
  type ChannelSuggestionReply,
  ChannelSuggestionReplySchema,
} from '../../../src/resources/schemas';
import { escapeLike } from '../crud/entity';
import { selectList } from '../crud/list-sql';
import type { Db } from '../db/database';
import { channels } from '../entities/content';
import { errorReplies } from '../openapi';

const COMPACT_COLUMNS = 'd.external_id, d.title, d.username, d.kind, d.members_count';

export async function channelSuggestionRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  /** The back-office channels behind the added suggestions, by external_id. */
  async function addedChannels(externalIds: string[]): Promise<Map<string, Channel>> {
    if (externalIds.length === 0) return new Map();
    const rows = await db.query<Channel>(
      `SELECT ${selectList(channels)} FROM channels t WHERE t.external_id = ANY ($1::text[])`,
      [externalIds],
    );
    return new Map(rows.map((row) => [row.external_id, row]));
  }

  api.get(
    '/channels/suggestions',
    {
      config: { permissions: ['channels.read'] },
      preValidation: async (request) => {
        // `kinds=group,channel` and `kinds=group&kinds=channel` mean the same.
        const query = request.query as Record<string, unknown>;
        if (typeof query.kinds === 'string') query.kinds = query.kinds.split(',').filter(Boolean);
      },
      schema: {
        tags: ['channels'],
        summary:
          'Groups and channels of the network to add: biggest first, paged within `limit`; ' +
          '`channel_uuid` is set once one is added',
        querystring: ChannelSuggestionParamsSchema,
        response: { 200: ChannelSuggestionReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request): Promise<ChannelSuggestionReply> => {
      const {
        q,
        kinds = ['group', 'channel'],
        withFull = false,
        limit = 5000,
        page = 1,
        pageSize = 100,
      } = request.query;
      const params: unknown[] = [[...new Set(kinds)]];
      let where = 'WHERE d.kind = ANY ($1::text[])';
      const search = q?.trim().toLowerCase();
      if (search) {
        params.push(`%${escapeLike(search)}%`);
        where += ` AND d.search LIKE $${params.length}`;
      }
      const offset = (page - 1) * pageSize;
      const take = Math.max(0, Math.min(pageSize, limit - offset));
      const columns = withFull ? `${COMPACT_COLUMNS}, d.description` : COMPACT_COLUMNS;
      const items = take
        ? await db.query<ChannelSuggestion>(
            `SELECT ${columns}, c.uuid AS channel_uuid
               FROM channel_directory d LEFT JOIN channels c ON c.external_id = d.external_id
              ${where}
              ORDER BY d.members_count DESC, d.external_id LIMIT ${take} OFFSET ${offset}`,
            params,
          )
        : [];
      const [count] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM channel_directory d ${where} LIMIT ${limit}) s`,
        params,
      );
      if (withFull) {
        const added = await addedChannels(
          items.filter((item) => item.channel_uuid).map((item) => item.external_id),
        );
        for (const item of items) item.channel = added.get(item.external_id) ?? null;
      }
      return { items, total: count?.n ?? 0, page, pageSize };
    },
  );
}
