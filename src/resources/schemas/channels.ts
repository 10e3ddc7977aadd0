// Categories, the channels they route to, and channel suggestions.
import Type, { type Static } from 'typebox';
import { CHANNEL_KINDS, CHANNEL_PURPOSES, SORT_FIELDS } from '../enums';
import {
  ExternalId,
  Nullable,
  Username,
  Uuid,
  listParams,
  listReply,
  patchOf,
  recordFields,
} from './common';

const Slug = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 120 });

export const CategorySchema = Type.Object(
  {
    ...recordFields,
    name: Type.String({ minLength: 1, maxLength: 120 }),
    slug: Slug,
    description: Type.String({ maxLength: 2000 }),
    active: Type.Boolean(),
    routes_count: Type.Integer({ minimum: 0, description: 'Channels this category routes to.' }),
  },
  { title: 'Category' },
);
export type Category = Static<typeof CategorySchema>;

export const CategoryCreateSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    slug: Type.Optional(Slug),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CategoryCreate = Static<typeof CategoryCreateSchema>;
export const CategoryPatchSchema = patchOf(CategoryCreateSchema);
export type CategoryPatch = Static<typeof CategoryPatchSchema>;

export const CategoryListParamsSchema = listParams(SORT_FIELDS.categories, {
  active: Type.Optional(Type.Boolean()),
});
export type CategoryListParams = Static<typeof CategoryListParamsSchema>;
export const CategoryListSchema = listReply(CategorySchema);

/** The channels one category publishes to. */
export const CategoryRoutesSchema = Type.Object(
  { category_uuid: Uuid, channel_uuids: Type.Array(Uuid) },
  { title: 'CategoryRoutes' },
);
export type CategoryRoutes = Static<typeof CategoryRoutesSchema>;

export const CategoryRoutesPutSchema = Type.Object(
  { channel_uuids: Type.Array(Uuid, { uniqueItems: true, maxItems: 500 }) },
  { additionalProperties: false },
);
export type CategoryRoutesPut = Static<typeof CategoryRoutesPutSchema>;

const channelCore = {
  uuid: Uuid,
  title: Type.String({ minLength: 1, maxLength: 200 }),
  username: Nullable(Username),
  kind: Type.Enum(CHANNEL_KINDS),
  members_count: Type.Integer({ minimum: 0 }),
};
const channelDetail = {
  created_at: recordFields.created_at,
  updated_at: recordFields.updated_at,
  external_id: ExternalId,
  enabled: Type.Boolean(),
  autopost: Type.Boolean({ description: 'Publishes routed messages automatically.' }),
  purpose: Type.Enum(CHANNEL_PURPOSES),
  category_uuid: Nullable(Uuid),
};

export const ChannelSchema = Type.Object(
  { ...channelCore, ...channelDetail },
  { title: 'Channel' },
);
export type Channel = Static<typeof ChannelSchema>;

export const ChannelCreateSchema = Type.Object(
  {
    title: channelCore.title,
    kind: channelCore.kind,
    username: Type.Optional(channelCore.username),
    external_id: Type.Optional(ExternalId),
    enabled: Type.Optional(Type.Boolean()),
    autopost: Type.Optional(Type.Boolean()),
    purpose: Type.Optional(channelDetail.purpose),
    category_uuid: Type.Optional(channelDetail.category_uuid),
    members_count: Type.Optional(channelCore.members_count),
  },
  { additionalProperties: false },
);
export type ChannelCreate = Static<typeof ChannelCreateSchema>;
export const ChannelPatchSchema = patchOf(ChannelCreateSchema);
export type ChannelPatch = Static<typeof ChannelPatchSchema>;

export const ChannelListParamsSchema = listParams(SORT_FIELDS.channels, {
  enabled: Type.Optional(Type.Boolean()),
  autopost: Type.Optional(Type.Boolean()),
  purpose: Type.Optional(Type.Enum(CHANNEL_PURPOSES)),
  category_uuid: Type.Optional(Uuid),
  kind: Type.Optional(Type.Enum(CHANNEL_KINDS)),
});
export type ChannelListParams = Static<typeof ChannelListParamsSchema>;
export const ChannelListSchema = listReply(ChannelSchema);

/** Suggestion params (spec section 9 defaults); `kinds` may repeat or be comma separated. */
export const ChannelSuggestionParamsSchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  kinds: Type.Optional(
    Type.Array(Type.Enum(CHANNEL_KINDS), { default: ['group', 'channel'], maxItems: 10 }),
  ),
  withFull: Type.Optional(
    Type.Boolean({ default: false, description: 'Return every channel field.' }),
  ),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 5000, default: 5000, description: 'Most matches.' }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
});
export type ChannelSuggestionParams = Static<typeof ChannelSuggestionParamsSchema>;

/** A suggestion carries the core fields; with `withFull` it carries every channel field. */
export const ChannelSuggestionSchema = Type.Object(
  {
    ...channelCore,
    ...Type.Partial(Type.Object(channelDetail)).properties,
  },
  { title: 'ChannelSuggestion' },
);
export type ChannelSuggestion = Static<typeof ChannelSuggestionSchema>;

export const ChannelSuggestionReplySchema = Type.Object({
  items: Type.Array(ChannelSuggestionSchema),
  total: Type.Integer({ minimum: 0, description: 'Matches, at most `limit`.' }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});
export type ChannelSuggestionReply = Static<typeof ChannelSuggestionReplySchema>;
