// Orders of placements sold to buyers, and tracked links.
import Type, { type Static } from 'typebox';
import { LINK_KINDS, ORDER_STATUSES, SORT_FIELDS } from '../enums';
import { Nullable, Timestamp, Uuid, listParams, listReply, patchOf, recordFields } from './common';
import { CurrencySchema, MinorUnits } from './people';

export const OrderSchema = Type.Object(
  {
    ...recordFields,
    number: Type.String({ description: 'Human-readable order number, e.g. `ORD-000042`.' }),
    buyer_uuid: Uuid,
    channel_uuid: Nullable(Uuid),
    status: Type.Enum(ORDER_STATUSES),
    amount: MinorUnits,
    currency: CurrencySchema,
    placed_at: Timestamp,
    note: Nullable(Type.String({ maxLength: 2000 })),
  },
  { title: 'Order' },
);
export type Order = Static<typeof OrderSchema>;

/** The number is assigned by the server. */
export const OrderCreateSchema = Type.Object(
  {
    buyer_uuid: Uuid,
    channel_uuid: Type.Optional(Nullable(Uuid)),
    status: Type.Optional(Type.Enum(ORDER_STATUSES)),
    amount: Type.Integer({ minimum: 0, description: 'Minor units of `currency`.' }),
    currency: Type.Optional(CurrencySchema),
    placed_at: Type.Optional(Timestamp),
    note: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  },
  { additionalProperties: false },
);
export type OrderCreate = Static<typeof OrderCreateSchema>;
export const OrderPatchSchema = patchOf(OrderCreateSchema);
export type OrderPatch = Static<typeof OrderPatchSchema>;

/** `q` searches the number, the note and the buyer's name. */
export const OrderListParamsSchema = listParams(SORT_FIELDS.orders, {
  status: Type.Optional(Type.Enum(ORDER_STATUSES)),
  buyer_uuid: Type.Optional(Uuid),
  channel_uuid: Type.Optional(Uuid),
});
export type OrderListParams = Static<typeof OrderListParamsSchema>;
export const OrderListSchema = listReply(OrderSchema);

const LinkUrl = Type.String({ format: 'uri', maxLength: 2000 });

export const LinkSchema = Type.Object(
  {
    ...recordFields,
    url: LinkUrl,
    title: Type.String({ maxLength: 200 }),
    kind: Type.Enum(LINK_KINDS),
    channel_uuid: Nullable(Uuid),
    clicks: Type.Integer({ minimum: 0 }),
    active: Type.Boolean(),
    expires_at: Nullable(Timestamp),
  },
  { title: 'Link' },
);
export type Link = Static<typeof LinkSchema>;

export const LinkCreateSchema = Type.Object(
  {
    url: LinkUrl,
    title: Type.Optional(Type.String({ maxLength: 200 })),
    kind: Type.Optional(Type.Enum(LINK_KINDS)),
    channel_uuid: Type.Optional(Nullable(Uuid)),
    active: Type.Optional(Type.Boolean()),
    expires_at: Type.Optional(Nullable(Timestamp)),
  },
  { additionalProperties: false },
);
export type LinkCreate = Static<typeof LinkCreateSchema>;
export const LinkPatchSchema = patchOf(LinkCreateSchema);
export type LinkPatch = Static<typeof LinkPatchSchema>;

export const LinkListParamsSchema = listParams(SORT_FIELDS.links, {
  kind: Type.Optional(Type.Enum(LINK_KINDS)),
  active: Type.Optional(Type.Boolean()),
  channel_uuid: Type.Optional(Uuid),
  expired: Type.Optional(
    Type.Boolean({ description: 'true: expires_at is past; false: no expiry or a future one.' }),
  ),
});
export type LinkListParams = Static<typeof LinkListParamsSchema>;
export const LinkListSchema = listReply(LinkSchema);
