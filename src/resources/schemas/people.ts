// Users of the messaging network and the marketplace's buyers.
import Type, { type Static } from 'typebox';
import { BUYER_STATUSES, CURRENCIES, SORT_FIELDS, USER_STATUSES } from '../enums';
import {
  Email,
  Username,
  Nullable,
  Phone,
  Timestamp,
  listParams,
  listReply,
  patchOf,
  recordFields,
} from './common';
import { LANGUAGE_PATTERN } from '../rules';

const Language = Type.String({
  pattern: LANGUAGE_PATTERN.source,
  description: 'BCP 47, e.g. `en`',
});

export const UserSchema = Type.Object(
  {
    ...recordFields,
    name: Type.String({ minLength: 1, maxLength: 120 }),
    username: Nullable(Username),
    phone: Nullable(Phone),
    language: Language,
    status: Type.Enum(USER_STATUSES),
    last_seen_at: Nullable(Timestamp),
  },
  { title: 'User' },
);
export type User = Static<typeof UserSchema>;

export const UserCreateSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    username: Type.Optional(Nullable(Username)),
    phone: Type.Optional(Nullable(Phone)),
    language: Type.Optional(Language),
    status: Type.Optional(Type.Enum(USER_STATUSES)),
  },
  { additionalProperties: false },
);
export type UserCreate = Static<typeof UserCreateSchema>;
export const UserPatchSchema = patchOf(UserCreateSchema);
export type UserPatch = Static<typeof UserPatchSchema>;

export const UserListParamsSchema = listParams(SORT_FIELDS.users, {
  status: Type.Optional(Type.Enum(USER_STATUSES)),
  language: Type.Optional(Language),
});
export type UserListParams = Static<typeof UserListParamsSchema>;
export const UserListSchema = listReply(UserSchema);

export const CurrencySchema = Type.Enum(CURRENCIES);
/** Money in minor units (cents). */
export const MinorUnits = Type.Integer({ description: 'Minor units of `currency`.' });

export const BuyerSchema = Type.Object(
  {
    ...recordFields,
    name: Type.String({ minLength: 1, maxLength: 120 }),
    email: Email,
    phone: Nullable(Phone),
    company: Nullable(Type.String({ maxLength: 200 })),
    status: Type.Enum(BUYER_STATUSES),
    balance: MinorUnits,
    currency: CurrencySchema,
    orders_count: Type.Integer({ minimum: 0 }),
  },
  { title: 'Buyer' },
);
export type Buyer = Static<typeof BuyerSchema>;

export const BuyerCreateSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    email: Email,
    phone: Type.Optional(Nullable(Phone)),
    company: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    status: Type.Optional(Type.Enum(BUYER_STATUSES)),
    balance: Type.Optional(MinorUnits),
    currency: Type.Optional(CurrencySchema),
  },
  { additionalProperties: false },
);
export type BuyerCreate = Static<typeof BuyerCreateSchema>;
export const BuyerPatchSchema = patchOf(BuyerCreateSchema);
export type BuyerPatch = Static<typeof BuyerPatchSchema>;

export const BuyerListParamsSchema = listParams(SORT_FIELDS.buyers, {
  status: Type.Optional(Type.Enum(BUYER_STATUSES)),
});
export type BuyerListParams = Static<typeof BuyerListParamsSchema>;
export const BuyerListSchema = listReply(BuyerSchema);
