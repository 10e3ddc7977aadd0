// Bulk update and delete of one entity: the records by uuid or by the list filter, each checked by the
// entity's hooks, written in groups, and answered one result per record.
import {
  BULK_MAX_MATCHES,
  type BulkBody,
  type BulkReply,
  type BulkResult,
} from '../../../src/resources/schemas';
import type { AuthContext } from '../auth/sessions';
import type { Db, Queryable, Row } from '../db/database';
import { HttpError, duplicateColumn, invalid, toHttpError } from '../errors';
import type { EntityDef } from './entity';
import { type ListParamsIn, selectList, whereClause } from './list-sql';

/** Records read, checked and written per transaction. */
const CHUNK = 1000;

export interface BulkContext {
  def: EntityDef;
  db: Db;
  /** Stored columns of a prepared write: names, values and casts (as the repository writes them). */
  columnsOf: (values: Row) => { names: string[]; params: unknown[]; casts: string[] };
}

type Outcome = Map<string, BulkResult>;

function failure(uuid: string, error: unknown, def: EntityDef): BulkResult {
  const column = duplicateColumn(error);
  const duplicate = column ? def.duplicateMessages?.[column] : undefined;
  const http = duplicate ? new HttpError(409, 'CONFLICT', duplicate) : toHttpError(error as never);
  return {
    uuid,
    ok: false,
    error: {
      code: http.code,
      message: http.message,
      ...(http.fields ? { fields: http.fields } : {}),
      ...(http.permission ? { permission: http.permission } : {}),
    },
  };
}

/** Runs `write` inside a savepoint, so a failed statement leaves the rest of the chunk intact. */
async function guarded(tx: Queryable, write: () => Promise<void>): Promise<unknown> {
  await tx.query('SAVEPOINT bulk_item');
  try {
    await write();
    await tx.query('RELEASE SAVEPOINT bulk_item');
    return null;
  } catch (error) {
    await tx.query('ROLLBACK TO SAVEPOINT bulk_item');
    return error;
  }
}

/** Checks the body beyond its schema: one way to name the records, and a change only with update. */
export function checkBulkBody(body: BulkBody): void {
  if ((body.uuids === undefined) === (body.filter === undefined)) {
    throw invalid({ uuids: 'give either uuids or filter', filter: 'give either uuids or filter' });
  }
  if (body.action === 'update' && body.change === undefined) {
    throw invalid({ change: 'is required with action update' });
  }
  if (body.action === 'update' && Object.keys(body.change ?? {}).length === 0) {
    throw invalid({ change: 'has no field to change' });
  }
  if (body.action === 'delete' && body.change !== undefined) {
    throw invalid({ change: 'is not allowed with action delete' });
  }
}

/** The uuids a filter matches, newest first; more than BULK_MAX_MATCHES is refused. */
async function matching(def: EntityDef, db: Db, filter: ListParamsIn): Promise<string[]> {
  const values: unknown[] = [];
  const where = whereClause(def, filter, (value) => {
    values.push(value);
    return `$${values.length}`;
  });
  const rows = await db.query<{ uuid: string }>(
    `SELECT t.uuid FROM ${def.table} t ${where.sql}
      ORDER BY t.created_at DESC, t.uuid DESC LIMIT ${BULK_MAX_MATCHES + 1}`,
    values,
  );
  if (rows.length > BULK_MAX_MATCHES) {
    throw invalid({ filter: `matches more than ${BULK_MAX_MATCHES} records; narrow it` });
  }
  return rows.map((row) => row.uuid);
}

async function currentRows(ctx: BulkContext, tx: Queryable, uuids: string[]) {
  const rows = await tx.query(
    `SELECT ${selectList(ctx.def)} FROM ${ctx.def.table} t WHERE t.uuid = ANY ($1::uuid[])`,
    [uuids],
  );
  return new Map(rows.map((row) => [String(row.uuid), row]));
}

/** Writes one group of records that get the same stored values; row by row when the group fails. */
async function writeGroup(
  ctx: BulkContext,
  tx: Queryable,
  uuids: string[],
  write: (tx: Queryable, uuids: string[]) => Promise<void>,
  outcome: Outcome,
): Promise<void> {
  const error = await guarded(tx, () => write(tx, uuids));
  if (!error) {
    for (const uuid of uuids) outcome.set(uuid, { uuid, ok: true });
    return;
  }
  for (const uuid of uuids) {
    const one = await guarded(tx, () => write(tx, [uuid]));
    outcome.set(uuid, one ? failure(uuid, one, ctx.def) : { uuid, ok: true });
  }
}

async function updateChunk(
  ctx: BulkContext,
  uuids: string[],
  change: Row,
  auth: AuthContext,
  outcome: Outcome,
): Promise<void> {
  const { def } = ctx;
  await ctx.db.transaction(async (tx) => {
    const current = await currentRows(ctx, tx, uuids);
    const groups = new Map<string, { values: Row; uuids: string[] }>();
    for (const uuid of uuids) {
      const row = current.get(uuid);
      if (!row) {
        outcome.set(
          uuid,
          failure(uuid, new HttpError(404, 'NOT_FOUND', `${def.title} not found`), def),
        );
        continue;
      }
      try {
        const wctx = { auth, tx, current: row };
        const values = def.hooks?.prepare ? await def.hooks.prepare({ ...change }, wctx) : change;
        // Hooks that write beyond the row (join tables) run record by record.
        const key = def.hooks?.afterWrite ? uuid : JSON.stringify(ctx.columnsOf(values));
        const group = groups.get(key) ?? { values, uuids: [] };
        group.uuids.push(uuid);
        groups.set(key, group);
      } catch (error) {
        outcome.set(uuid, failure(uuid, error, def));
      }
    }
    for (const { values, uuids: members } of groups.values()) {
      const { names, params, casts } = ctx.columnsOf(values);
      const sets = names.map((name, i) => `${name} = $${i + 2}${casts[i]}`);
      await writeGroup(
        ctx,
        tx,
        members,
        async (q, ids) => {
          await q.query(
            `UPDATE ${def.table} SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE uuid = ANY ($1::uuid[])`,
            [ids, ...params],
          );
          for (const id of ids) {
            await def.hooks?.afterWrite?.(id, change, { auth, tx: q, current: current.get(id) });
          }
        },
        outcome,
      );
    }
  });
}

async function deleteChunk(
  ctx: BulkContext,
  uuids: string[],
  auth: AuthContext,
  outcome: Outcome,
): Promise<void> {
  const { def } = ctx;
  await ctx.db.transaction(async (tx) => {
    const current = await currentRows(ctx, tx, uuids);
    const allowed: string[] = [];
    for (const uuid of uuids) {
      const row = current.get(uuid);
      if (!row) {
        outcome.set(
          uuid,
          failure(uuid, new HttpError(404, 'NOT_FOUND', `${def.title} not found`), def),
        );
        continue;
      }
      try {
        await def.hooks?.beforeDelete?.(row, { auth, tx, current: row });
        allowed.push(uuid);
      } catch (error) {
        outcome.set(uuid, failure(uuid, error, def));
      }
    }
    if (!allowed.length) return;
    await writeGroup(
      ctx,
      tx,
      allowed,
      async (q, ids) => {
        await q.query(`DELETE FROM ${def.table} WHERE uuid = ANY ($1::uuid[])`, [ids]);
      },
      outcome,
    );
  });
}

export async function runBulk(
  ctx: BulkContext,
  body: BulkBody,
  auth: AuthContext,
): Promise<BulkReply> {
  checkBulkBody(body);
  const uuids = body.uuids ?? (await matching(ctx.def, ctx.db, body.filter as ListParamsIn));
  const outcome: Outcome = new Map();
  for (let start = 0; start < uuids.length; start += CHUNK) {
    const chunk = uuids.slice(start, start + CHUNK);
    if (body.action === 'update') await updateChunk(ctx, chunk, body.change as Row, auth, outcome);
    else await deleteChunk(ctx, chunk, auth, outcome);
  }
  const results = uuids.map((uuid) => outcome.get(uuid)!);
  const succeeded = results.filter((result) => result.ok).length;
  return { results, succeeded, failed: results.length - succeeded };
}
