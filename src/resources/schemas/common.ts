// Building blocks shared by every entity schema: ids, timestamps, list params, list reply, error body.
import Type, { type Static, type TPartial, type TProperties, type TSchema } from 'typebox';
import { MAX_LIST_LIMIT, MAX_UUIDS_PER_LIST } from '../../core/constants';
import { SORT_ORDERS } from '../enums';
import { EMAIL_RULES, NAME_RULES, PASSWORD_RULES, PHONE_PATTERN, USERNAME_PATTERN } from '../rules';

/** The range of a PostgreSQL `integer` column: counts, money in minor units, paging values. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

export const Uuid = Type.String({ format: 'uuid', description: 'Record id (UUID).' });
export const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601, UTC.' });

/** A value that may be absent on the record, sent and stored as `null`. */
export function Nullable<T extends TSchema>(type: T) {
  return Type.Union([type, Type.Null()]);
}

/** Fields every record carries. */
export const recordFields = {
  uuid: Uuid,
  created_at: Timestamp,
  updated_at: Timestamp,
};

export const UuidParamsSchema = Type.Object({ uuid: Uuid });
export type UuidParams = Static<typeof UuidParamsSchema>;

/** A day (`2024-05-01`) or an instant; bounds `created_at` in list filters. */
export const DateBound = Type.Union([
  Type.String({ format: 'date-time' }),
  Type.String({ format: 'date' }),
]);

/** The `email` format is src/resources/rules.ts's EMAIL_PATTERN (registered in demo/server/validation.ts). */
export const Email = Type.String({
  format: 'email',
  minLength: EMAIL_RULES.minLength,
  maxLength: EMAIL_RULES.maxLength,
});
/** E.164 phone number, e.g. `+15550000001`. */
export const Phone = Type.String({ pattern: PHONE_PATTERN.source, description: 'E.164' });
export const Password = Type.String({
  minLength: PASSWORD_RULES.minLength,
  maxLength: PASSWORD_RULES.maxLength,
});
/** Signing in checks the password against the stored hash only; old shorter ones still work. */
export const LoginPassword = Type.String({ minLength: 1, maxLength: PASSWORD_RULES.maxLength });
/** A system user's display name. */
export const PersonName = Type.String({
  minLength: NAME_RULES.minLength,
  maxLength: NAME_RULES.maxLength,
});

export { MAX_LIST_LIMIT };

const ONE_UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const UUID_LIST_PATTERN = `^${ONE_UUID}(,${ONE_UUID}){0,${MAX_UUIDS_PER_LIST - 1}}$`;

/**
 * Params every list accepts: search, created_at bounds, count switch, page, order, and `uuids`
 * (the records a screen names on one page, asked for at once rather than one request each).
 */
export const baseListParams = {
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Free-text search.' })),
  from: Type.Optional(DateBound),
  to: Type.Optional(DateBound),
  withCount: Type.Optional(
    Type.Boolean({
      default: true,
      description: 'When false, `total` is offset + items returned (no count query).',
    }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIST_LIMIT, default: 20 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: INT32_MAX, default: 0 })),
  order: Type.Optional(Type.Enum(SORT_ORDERS, { default: 'desc' })),
  uuids: Type.Optional(
    Type.String({
      pattern: UUID_LIST_PATTERN,
      description: `Only these records: up to ${MAX_UUIDS_PER_LIST} comma-separated uuids.`,
    }),
  ),
};

/** List params of one entity: the shared ones, its sort fields and its filters. */
export function listParams<S extends string[], F extends TProperties>(
  sortFields: readonly [...S],
  filters: F,
) {
  return Type.Object({
    ...baseListParams,
    sort: Type.Optional(Type.Enum(sortFields, { default: 'created_at' })),
    ...filters,
  });
}

/** `{ items, total }`: the reply of every list. */
export function listReply<T extends TSchema>(item: T) {
  return Type.Object({ items: Type.Array(item), total: Type.Integer({ minimum: 0 }) });
}
export type { ListReply } from '../../core/lists/list-reply';

export const ErrorBodySchema = Type.Object(
  {
    error: Type.Object({
      code: Type.String(),
      message: Type.String(),
      fields: Type.Optional(Type.Record(Type.String(), Type.String())),
      permission: Type.Optional(
        Type.String({ description: 'On 403: the permission code the caller lacks.' }),
      ),
    }),
  },
  { title: 'Error' },
);
export type ErrorBody = Static<typeof ErrorBodySchema>;

/** A PATCH body: every field of the create body optional, unknown fields rejected, at least one field. */
export function patchOf<T extends TSchema>(create: T): TPartial<T> {
  return Type.Partial(create, { additionalProperties: false, minProperties: 1 });
}

/** A public handle on the messaging network, without the leading `@`. */
export const Username = Type.String({ pattern: USERNAME_PATTERN.source });
/** The record's id on the messaging network. */
export const ExternalId = Type.String({ minLength: 1, maxLength: 64 });
