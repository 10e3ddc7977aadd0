// CSV export of one entity: the list's filter and order, read page by page (keyset, never all rows at
// once) and streamed as RFC 4180 CSV with a UTF-8 BOM, cells neutralised against formula injection.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { EXPORT_MAX_ROWS } from '../../../src/resources/schemas';
import type { Db, Row } from '../db/database';
import type { EntityDef } from './entity';
import { type ListParamsIn, selectList, whereClause } from './list-sql';

/** Rows read per query. */
const PAGE = 1000;

/** A spreadsheet runs a cell that starts with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell: text as is (neutralised), lists and objects as JSON, null as empty. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return neutralise(value);
  if (typeof value === 'object') return neutralise(JSON.stringify(value));
  return String(value);
}

export function exportColumns(def: EntityDef): string[] {
  return [...def.columns, ...Object.keys(def.computed ?? {})];
}

/** CSV text of some rows; the first chunk carries the BOM and the header. */
export function csvChunk(columns: string[], rows: Row[], first: boolean): string {
  return stringify(
    rows.map((row) => columns.map((column) => cell(row[column]))),
    {
      bom: first,
      header: first,
      columns,
      record_delimiter: 'windows',
    },
  );
}

interface Key {
  sort: string | null;
  uuid: string;
}

/**
 * The rows after `key` in `ORDER BY sort dir, uuid dir`, where PostgreSQL puts NULLs first when
 * descending and last when ascending.
 */
function after(column: string, desc: boolean, key: Key, bind: (v: unknown) => string): string {
  const uuid = bind(key.uuid);
  const before = desc ? '<' : '>';
  if (key.sort === null) {
    return desc
      ? `((t.${column} IS NULL AND t.uuid < ${uuid}) OR t.${column} IS NOT NULL)`
      : `(t.${column} IS NULL AND t.uuid > ${uuid})`;
  }
  const sort = bind(key.sort);
  const beyond = `t.${column} ${before} ${sort} OR (t.${column} = ${sort} AND t.uuid ${before} ${uuid})`;
  return desc ? `(${beyond})` : `(${beyond} OR t.${column} IS NULL)`;
}

/** The pages of an export, each at most PAGE rows, EXPORT_MAX_ROWS in all. */
export async function* exportPages(def: EntityDef, db: Db, params: ListParamsIn, pageSize = PAGE) {
  const sort = params.sort ?? 'created_at';
  const desc = params.order !== 'asc';
  const direction = desc ? 'DESC' : 'ASC';
  let key: Key | undefined;
  let sent = 0;
  while (sent < EXPORT_MAX_ROWS) {
    const values: unknown[] = [];
    const bind = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    const where = whereClause(def, params, bind);
    const conditions = [where.sql.replace(/^WHERE /, ''), key ? after(sort, desc, key, bind) : '']
      .filter(Boolean)
      .join(' AND ');
    const limit = Math.min(pageSize, EXPORT_MAX_ROWS - sent);
    const rows = await db.query(
      `SELECT ${selectList(def)}, t.${sort}::text AS __sort FROM ${def.table} t
        ${conditions ? `WHERE ${conditions}` : ''}
        ORDER BY t.${sort} ${direction}, t.uuid ${direction} LIMIT ${limit}`,
      values,
    );
    if (!rows.length) return;
    const last = rows[rows.length - 1]!;
    key = { sort: last.__sort as string | null, uuid: String(last.uuid) };
    sent += rows.length;
    yield rows;
    if (rows.length < limit) return;
  }
}

/** The CSV stream of an export; the first page is read before the reply starts, so its errors are JSON. */
export async function exportStream(
  def: EntityDef,
  db: Db,
  params: ListParamsIn,
): Promise<Readable> {
  const columns = exportColumns(def);
  const pages = exportPages(def, db, params);
  const first = await pages.next();
  async function* chunks() {
    yield csvChunk(columns, first.done ? [] : first.value, true);
    for await (const rows of pages) yield csvChunk(columns, rows, false);
  }
  return Readable.from(chunks());
}
