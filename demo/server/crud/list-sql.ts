// Turns validated list params into SQL: filters, search, created_at bounds, order, page and the count strategy.
import { VALUE_COUNTED } from '../db/schema-counters';
import type { EntityDef } from './entity';
import { escapeLike } from './entity';

export interface ListParamsIn {
  q?: string;
  from?: string;
  to?: string;
  withCount?: boolean;
  limit?: number;
  offset?: number;
  order?: 'asc' | 'desc';
  sort?: string;
  /** Comma-separated uuids (validated by the list schema): only those records. */
  uuids?: string;
  [filter: string]: unknown;
}

export interface ListPlan {
  /** The page; with `totalInPage` every row also carries the total as `__total`. */
  pageSql: string;
  pageParams: unknown[];
  totalInPage: boolean;
  /** The count on its own, for when the page is empty. */
  countSql: string;
  countParams: unknown[];
  limit: number;
  offset: number;
}

/** A bare day bounds whole UTC days, whatever the database session's time zone. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function selectList(def: EntityDef, alias = 't'): string {
  const stored = def.columns.map((c) => `${alias}.${c}`);
  const computed = Object.entries(def.computed ?? {}).map(([name, expr]) => `(${expr}) AS ${name}`);
  return [...stored, ...computed].join(', ');
}

export interface Where {
  sql: string;
  /** Placeholders of the filters applied, by param name (search and date bounds as `q`, `from`, `to`). */
  applied: Map<string, string>;
}

export function whereClause(
  def: EntityDef,
  params: ListParamsIn,
  bind: (v: unknown) => string,
): Where {
  const conditions: string[] = [];
  const applied = new Map<string, string>();
  for (const [name, filter] of Object.entries(def.filters)) {
    const raw = params[name];
    if (raw === undefined || raw === '') continue;
    const value = filter.value ? filter.value(raw) : raw;
    if (value === undefined) continue;
    const placeholder = bind(value);
    conditions.push(filter.sql(placeholder));
    applied.set(name, placeholder);
  }
  if (params.uuids) {
    // The primary key's index answers this; a page of names costs one query, not one per record.
    const placeholder = bind(params.uuids.split(','));
    conditions.push(`t.uuid = ANY (${placeholder}::uuid[])`);
    applied.set('uuids', placeholder);
  }
  const q = params.q?.trim().toLowerCase();
  if (q) {
    const placeholder = bind(`%${escapeLike(q)}%`);
    conditions.push(def.search ? def.search(placeholder) : `t.search LIKE ${placeholder}`);
    applied.set('q', placeholder);
  }
  if (params.from) {
    const placeholder = bind(params.from);
    conditions.push(
      DATE_ONLY.test(params.from)
        ? `t.created_at >= (${placeholder}::date)::timestamp AT TIME ZONE 'UTC'`
        : `t.created_at >= ${placeholder}::timestamptz`,
    );
    applied.set('from', placeholder);
  }
  if (params.to) {
    const placeholder = bind(params.to);
    conditions.push(
      DATE_ONLY.test(params.to)
        ? `t.created_at < (${placeholder}::date + 1)::timestamp AT TIME ZONE 'UTC'`
        : `t.created_at <= ${placeholder}::timestamptz`,
    );
    applied.set('to', placeholder);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', applied };
}

/**
 * The cheapest exact count, over the same placeholders as the page: the row counter, a per-value
 * counter, or an index-backed filtered count.
 */
function countQuery(def: EntityDef, where: Where): string {
  if (where.applied.size === 0) {
    return `SELECT n::int FROM row_counts WHERE table_name = '${def.table}'`;
  }
  const [only] = [...where.applied.entries()];
  if (where.applied.size === 1 && only && VALUE_COUNTED[def.table]?.includes(only[0])) {
    return `SELECT COALESCE((SELECT n::int FROM value_counts WHERE table_name = '${def.table}'
              AND column_name = '${only[0]}' AND value = ${only[1]}::text), 0)`;
  }
  return `SELECT count(*)::int FROM ${def.table} t ${where.sql}`;
}

export function planList(def: EntityDef, params: ListParamsIn): ListPlan {
  const values: unknown[] = [];
  const bind = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const where = whereClause(def, params, bind);
  const filterValues = [...values];
  const limit = params.limit ?? 20;
  const offset = params.offset ?? 0;
  const direction = params.order === 'asc' ? 'ASC' : 'DESC';
  const sort = params.sort ?? 'created_at';
  const orderBy = (alias: string) =>
    `ORDER BY ${alias}.${sort} ${direction}, ${alias}.uuid ${direction}`;
  const page = `LIMIT ${bind(limit)} OFFSET ${bind(offset)}`;
  const withCount = params.withCount !== false;
  const searching = Boolean(params.q?.trim());

  // Either way the total rides along with the page: one round trip to a database that answers
  // one query at a time. Without a search it is an uncorrelated subquery (a counter lookup or an
  // index-only count). A trigram search matches few rows: they are collected once (bitmap scan)
  // with just the uuid and sort key, counted and sorted, and full rows are read for the page
  // alone; left to itself the planner may walk the created_at index and filter row by row.
  const countSql = countQuery(def, where);
  const pageSql = searching
    ? `WITH m AS MATERIALIZED (SELECT t.uuid, t.${sort} FROM ${def.table} t ${where.sql}),
       p AS (SELECT m.uuid${withCount ? ', (count(*) OVER ())::int AS __total' : ''}
               FROM m ${orderBy('m')} ${page})
       SELECT ${selectList(def)}${withCount ? ', p.__total' : ''}
         FROM p JOIN ${def.table} t ON t.uuid = p.uuid ${orderBy('t')}`
    : `SELECT ${selectList(def)}${withCount ? `, (${countSql}) AS __total` : ''}
         FROM ${def.table} t ${where.sql} ${orderBy('t')} ${page}`;

  return {
    pageSql,
    pageParams: values,
    totalInPage: withCount,
    countSql: `SELECT (${countSql}) AS n`,
    countParams: filterValues,
    limit,
    offset,
  };
}
