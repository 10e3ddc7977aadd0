// Users of the network, buyers, their orders, and tracked links: the marketplace side.
import * as S from '../../../src/resources/schemas';
import { type EntityDef, equals } from '../crud/entity';
import { checkOrderStatus } from './status-moves';

const RECORD = ['uuid', 'created_at', 'updated_at'] as const;

export const users: EntityDef = {
  name: 'users',
  title: 'User',
  path: '/users',
  table: 'users',
  columns: [...RECORD, 'name', 'username', 'phone', 'language', 'status', 'last_seen_at'],
  writable: {
    name: 'value',
    username: 'value',
    phone: 'value',
    language: 'value',
    status: 'value',
  },
  filters: { status: equals('status'), language: equals('language') },
  access: { read: 'users.read', write: 'users.write' },
  schemas: {
    item: S.UserSchema,
    create: S.UserCreateSchema,
    patch: S.UserPatchSchema,
    list: S.UserListParamsSchema,
    listReply: S.UserListSchema,
  },
};

export const buyers: EntityDef = {
  name: 'buyers',
  title: 'Buyer',
  path: '/buyers',
  table: 'buyers',
  columns: [
    ...RECORD,
    'name',
    'email',
    'phone',
    'company',
    'status',
    'balance',
    'currency',
    'orders_count',
  ],
  writable: {
    name: 'value',
    email: 'value',
    phone: 'value',
    company: 'value',
    status: 'value',
    balance: 'value',
    currency: 'value',
  },
  filters: { status: equals('status') },
  access: { read: 'buyers.read', write: 'buyers.write' },
  schemas: {
    item: S.BuyerSchema,
    create: S.BuyerCreateSchema,
    patch: S.BuyerPatchSchema,
    list: S.BuyerListParamsSchema,
    listReply: S.BuyerListSchema,
  },
  hooks: {
    prepare: (values) => {
      if (typeof values.email === 'string') values.email = values.email.toLowerCase();
      return values;
    },
  },
};

export const orders: EntityDef = {
  name: 'orders',
  title: 'Order',
  path: '/orders',
  table: 'orders',
  columns: [
    ...RECORD,
    'number',
    'buyer_uuid',
    'channel_uuid',
    'status',
    'amount',
    'currency',
    'placed_at',
    'note',
  ],
  writable: {
    buyer_uuid: 'value',
    channel_uuid: 'value',
    status: 'value',
    amount: 'value',
    currency: 'value',
    placed_at: 'value',
    note: 'value',
  },
  filters: {
    status: equals('status'),
    buyer_uuid: equals('buyer_uuid'),
    channel_uuid: equals('channel_uuid'),
  },
  // q finds an order by its number, its note or its buyer's name.
  search: (p) =>
    `(t.search LIKE ${p} OR t.buyer_uuid IN (SELECT b.uuid FROM buyers b WHERE lower(b.name) LIKE ${p}))`,
  access: { read: 'orders.read', write: 'orders.write' },
  schemas: {
    item: S.OrderSchema,
    create: S.OrderCreateSchema,
    patch: S.OrderPatchSchema,
    list: S.OrderListParamsSchema,
    listReply: S.OrderListSchema,
  },
  hooks: {
    prepare: (values, ctx) => {
      checkOrderStatus(values, ctx);
      return values;
    },
  },
};

export const links: EntityDef = {
  name: 'links',
  title: 'Link',
  path: '/links',
  table: 'links',
  columns: [...RECORD, 'url', 'title', 'kind', 'channel_uuid', 'clicks', 'active', 'expires_at'],
  writable: {
    url: 'value',
    title: 'value',
    kind: 'value',
    channel_uuid: 'value',
    active: 'value',
    expires_at: 'value',
  },
  filters: {
    kind: equals('kind'),
    active: equals('active'),
    channel_uuid: equals('channel_uuid'),
    // An expired link has an expiry time in the past; expired=false is every other link.
    expired: { sql: (p) => `(t.expires_at IS NOT NULL AND t.expires_at <= now()) = ${p}` },
  },
  access: { read: 'links.read', write: 'links.write' },
  schemas: {
    item: S.LinkSchema,
    create: S.LinkCreateSchema,
    patch: S.LinkPatchSchema,
    list: S.LinkListParamsSchema,
    listReply: S.LinkListSchema,
  },
};
