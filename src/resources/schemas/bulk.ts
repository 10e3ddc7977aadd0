// Bulk changes and CSV exports, built from each list's params and PATCH body so every resource gets them.
import Type, { type Static, type TObject, type TProperties, type TSchema } from 'typebox';
import { ErrorBodySchema, Uuid } from './common';

/** Most uuids one bulk request may name. */
export const BULK_MAX_UUIDS = 1000;
/** Most records a bulk filter may match; a wider filter is refused, never cut short. */
export const BULK_MAX_MATCHES = 100_000;
/** Most rows one CSV export holds. */
export const EXPORT_MAX_ROWS = 100_000;

const PAGING = ['limit', 'offset', 'withCount'];

function propertiesWithout(list: TSchema, keys: string[]): TProperties {
  const properties = { ...(list as TObject).properties };
  for (const key of keys) delete properties[key];
  return properties;
}

/** The list params that select records (filters, `q`, `from`, `to`), for a bulk `filter`. */
export function bulkFilterOf(list: TSchema) {
  return Type.Object(propertiesWithout(list, [...PAGING, 'order', 'sort']), {
    additionalProperties: false,
    description: "The list's filters, as in its query: every matching record is changed.",
  });
}

/** `POST /<resource>/bulk`: the records (by uuid or by the list filter) and the change or delete. */
export function bulkBodyOf(list: TSchema, patch: TSchema) {
  return Type.Object(
    {
      action: Type.Enum(['update', 'delete']),
      uuids: Type.Optional(
        Type.Array(Uuid, { minItems: 1, maxItems: BULK_MAX_UUIDS, uniqueItems: true }),
      ),
      filter: Type.Optional(bulkFilterOf(list)),
      change: Type.Optional({
        ...patch,
        description: 'With action update: the fields to set, as in a PATCH of one record.',
      }),
    },
    {
      additionalProperties: false,
      // In the schema, not only in words, so generated clients know the body takes one of them.
      oneOf: [{ required: ['uuids'] }, { required: ['filter'] }],
      description: `Exactly one of uuids or filter (at most ${BULK_MAX_MATCHES} matches); change with update only.`,
    },
  );
}
export interface BulkBody {
  action: 'update' | 'delete';
  uuids?: string[];
  filter?: Record<string, unknown>;
  change?: Record<string, unknown>;
}

/** `GET /<resource>/export`: the list's filters, order and sort; every page, up to EXPORT_MAX_ROWS. */
export function exportParamsOf(list: TSchema) {
  return Type.Object(propertiesWithout(list, PAGING));
}

export const BulkResultSchema = Type.Union([
  Type.Object({ uuid: Uuid, ok: Type.Literal(true) }),
  Type.Object({ uuid: Uuid, ok: Type.Literal(false), error: ErrorBodySchema.properties.error }),
]);
export type BulkResult = Static<typeof BulkResultSchema>;

export const BulkReplySchema = Type.Object(
  {
    results: Type.Array(BulkResultSchema, {
      description: 'One per record, in the order of `uuids` (or newest first for a filter).',
    }),
    succeeded: Type.Integer({ minimum: 0 }),
    failed: Type.Integer({ minimum: 0 }),
  },
  { title: 'BulkReply' },
);
export type BulkReply = Static<typeof BulkReplySchema>;
