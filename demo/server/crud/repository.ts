// Reads and writes of one entity, generated from its EntityDef; every write runs in one transaction.
import type { Readable } from 'node:stream';
import type { AuthContext } from '../auth/sessions';
import type { Db, Queryable, Row } from '../db/database';
import { conflict, duplicateColumn, invalid, notFound } from '../errors';
import type { BulkBody, BulkReply } from '../../../src/resources/schemas';
import { runBulk } from './bulk';
import type { EntityDef } from './entity';
import { exportStream } from './export';
import { type ListParamsIn, planList, selectList } from './list-sql';

export interface ListResult {
  items: Row[];
  total: number;
}

export interface RepositoryOptions {
  /** Runs after a committed create, update or delete. */
  onWrite?: (def: EntityDef) => void;
}

export function createRepository(def: EntityDef, db: Db, opts: RepositoryOptions = {}) {
  const written = () => opts.onWrite?.(def);

  async function getIn(tx: Queryable, uuid: string): Promise<Row | undefined> {
    const [row] = await tx.query(
      `SELECT ${selectList(def)} FROM ${def.table} t WHERE t.uuid = $1`,
      [uuid],
    );
    return row;
  }

  function columnsOf(values: Row): { names: string[]; params: unknown[]; casts: string[] } {
    const names: string[] = [];
    const params: unknown[] = [];
    const casts: string[] = [];
    for (const [field, kind] of Object.entries(def.writable)) {
      if (!(field in values) || values[field] === undefined) continue;
      names.push(field);
      params.push(kind === 'json' ? JSON.stringify(values[field]) : values[field]);
      casts.push(kind === 'json' ? '::jsonb' : '');
    }
    return { names, params, casts };
  }

  /** Runs a write; a duplicate of a column with its own message becomes that 409. */
  async function writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const column = duplicateColumn(error);
      const message = column ? def.duplicateMessages?.[column] : undefined;
      throw message ? conflict(message) : error;
    }
  }

  return {
    def,

    /** Updates or deletes many records, each checked by the entity's hooks; a result per record. */
    async bulk(body: BulkBody, auth: AuthContext): Promise<BulkReply> {
      const reply = await runBulk({ def, db, columnsOf }, body, auth);
      if (reply.succeeded) written();
      return reply;
    },

    /** The CSV of the list's filter and order, streamed page by page. */
    exportCsv: (params: ListParamsIn): Promise<Readable> => exportStream(def, db, params),

    async list(params: ListParamsIn): Promise<ListResult> {
      const plan = planList(def, params);
      const withCount = params.withCount !== false;
      const items = await db.query(plan.pageSql, plan.pageParams);
      let total = plan.offset + items.length;
      if (plan.totalInPage && items.length > 0) {
        total = Number(items[0]!.__total);
        for (const item of items) delete item.__total;
      } else if (withCount) {
        const [count] = await db.query<{ n: number }>(plan.countSql, plan.countParams);
        total = Number(count?.n ?? 0);
      }
      return { items, total };
    },

    async get(uuid: string): Promise<Row> {
      const row = await getIn(db, uuid);
      if (!row) throw notFound(def.title);
      return row;
    },

    async create(body: Row, auth: AuthContext): Promise<Row> {
      const row = await writing(() =>
        db.transaction(async (tx) => {
          const ctx = { auth, tx };
          const values = def.hooks?.prepare ? await def.hooks.prepare({ ...body }, ctx) : body;
          const { names, params, casts } = columnsOf(values);
          const placeholders = params.map((_, i) => `$${i + 1}${casts[i]}`);
          const sql = names.length
            ? `INSERT INTO ${def.table} (${names.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING uuid`
            : `INSERT INTO ${def.table} DEFAULT VALUES RETURNING uuid`;
          const [created] = await tx.query<{ uuid: string }>(sql, params);
          const uuid = created!.uuid;
          await def.hooks?.afterWrite?.(uuid, body, ctx);
          return (await getIn(tx, uuid))!;
        }),
      );
      written();
      return row;
    },

    async update(uuid: string, body: Row, auth: AuthContext): Promise<Row> {
      const row = await writing(() =>
        db.transaction(async (tx) => {
          const current = await getIn(tx, uuid);
          if (!current) throw notFound(def.title);
          const ctx = { auth, tx, current };
          const values = def.hooks?.prepare ? await def.hooks.prepare({ ...body }, ctx) : body;
          const { names, params, casts } = columnsOf(values);
          if (names.length) {
            const sets = names.map((name, i) => `${name} = $${i + 2}${casts[i]}`);
            await tx.query(
              `UPDATE ${def.table} SET ${sets.join(', ')}, updated_at = now() WHERE uuid = $1`,
              [uuid, ...params],
            );
          } else if (Object.keys(body).length === 0) {
            throw invalid({ request: 'has no field to change' });
          } else {
            await tx.query(`UPDATE ${def.table} SET updated_at = now() WHERE uuid = $1`, [uuid]);
          }
          await def.hooks?.afterWrite?.(uuid, body, ctx);
          return (await getIn(tx, uuid))!;
        }),
      );
      written();
      return row;
    },

    async remove(uuid: string, auth: AuthContext): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await getIn(tx, uuid);
        if (!current) throw notFound(def.title);
        await def.hooks?.beforeDelete?.(current, { auth, tx, current });
        await tx.query(`DELETE FROM ${def.table} WHERE uuid = $1`, [uuid]);
      });
      written();
    },
  };
}

export type Repository = ReturnType<typeof createRepository>;
