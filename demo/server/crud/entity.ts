// The description of one API resource: its table, columns, filters and schemas. Routes and SQL are generated from it.
import type { TSchema } from 'typebox';
import type { Queryable, Row } from '../db/database';
import type { AuthContext } from '../auth/sessions';

export interface FilterDef {
  /** SQL condition on alias `t`, given the parameter placeholder, e.g. `t.status = $3`. */
  sql: (placeholder: string) => string;
  /** Value bound to the placeholder; return undefined to skip the filter (e.g. onlyWithMedia=false). */
  value?: (raw: unknown) => unknown;
}

export interface WriteContext {
  auth: AuthContext;
  /** The stored row before the change; undefined on create. */
  current?: Row;
  tx: Queryable;
}

export interface EntityHooks {
  /** Checks and derives column values (hashing, defaults, permission rules) before the write. */
  prepare?: (values: Row, ctx: WriteContext) => Promise<Row> | Row;
  /** Writes what is not a column (join tables) after the row exists. */
  afterWrite?: (uuid: string, body: Row, ctx: WriteContext) => Promise<void>;
  beforeDelete?: (current: Row, ctx: WriteContext) => Promise<void> | void;
}

export interface EntityDef {
  /** Plural name, also the OpenAPI tag, e.g. `tasks`. */
  name: string;
  /** Singular title for messages, e.g. `Task`. */
  title: string;
  /** Path under /api/v1, e.g. `/tasks` or `/sys/users`. */
  path: string;
  table: string;
  /** Stored columns returned as fields. */
  columns: readonly string[];
  /** Computed fields: name -> SQL expression over alias `t`. */
  computed?: Record<string, string>;
  /** Body fields stored as columns; `json` ones are bound as jsonb. */
  writable: Record<string, 'value' | 'json'>;
  filters: Record<string, FilterDef>;
  /** The condition `q` adds, given its `%text%` placeholder; `t.search LIKE` it by default. */
  search?: (placeholder: string) => string;
  /** Permission codes: reads need `read` (null: the admin level is enough), writes need `write`. */
  access: { read: string | null; write: string };
  schemas: { item: TSchema; create: TSchema; patch: TSchema; list: TSchema; listReply: TSchema };
  /** The 409 message when a write repeats a unique column's value, by column; a generic one otherwise. */
  duplicateMessages?: Record<string, string>;
  hooks?: EntityHooks;
}

/** Filter helpers shared by the entity definitions. */
export const equals = (column: string): FilterDef => ({ sql: (p) => `t.${column} = ${p}` });
export const holds = (column: string): FilterDef => ({ sql: (p) => `${p} = ANY (t.${column})` });
export const contains = (column: string): FilterDef => ({
  sql: (p) => `t.${column} ILIKE ${p}`,
  value: (raw) => `%${escapeLike(String(raw))}%`,
});
/** A switch that filters only when on: `onlyWithMedia=false` means every record. */
export const onlyWhenTrue = (column: string): FilterDef => ({
  sql: (p) => `t.${column} = ${p}`,
  value: (raw) => (raw === true ? true : undefined),
});

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
