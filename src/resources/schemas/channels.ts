// Categories, the channels they route to, and channel suggestions (the network's directory).
import Type, { type Static } from 'typebox';
import { CHANNEL_KINDS, CHANNEL_PURPOSES, SORT_FIELDS } from '../enums';
import {
  ExternalId,
  INT32_MAX,
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
  members_count: Type.Integer({ minimum: 0, maximum: INT32_MAX }),
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

/** Suggestion params (defaults: both kinds, limit 5000, page 1 of 100); `kinds` may repeat or be comma separated. */
export const ChannelSuggestionParamsSchema = Type.Object({
  q: Type.Optional(
    Type.String({ maxLength: 200, description: 'Searches the title and the username.' }),
  ),
  kinds: Type.Optional(
    Type.Array(Type.Enum(CHANNEL_KINDS), { default: ['group', 'channel'], maxItems: 10 }),
  ),
  withFull: Type.Optional(
    Type.Boolean({
      default: false,
      description: 'Also return the description and, once added, the whole channel record.',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 5000, default: 5000, description: 'Most matches.' }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: INT32_MAX, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
});
export type ChannelSuggestionParams = Static<typeof ChannelSuggestionParamsSchema>;

/**
 * A group or channel of the messaging network's directory. `channel_uuid` names the back-office
 * channel with the same `external_id`, or is null while it has not been added.
 */
export const ChannelSuggestionSchema = Type.Object(
  {
    external_id: ExternalId,
    title: channelCore.title,
    username: channelCore.username,
    kind: channelCore.kind,
    members_count: channelCore.members_count,
    channel_uuid: Type.Union([Uuid, Type.Null()], {
      description: 'The back-office channel with this external_id; null when not added yet.',
    }),
    description: Type.Optional(
      Type.String({ maxLength: 2000, description: 'withFull only: what the network says of it.' }),
    ),
    channel: Type.Optional(
      Type.Union([ChannelSchema, Type.Null()], {
        description: 'withFull only: the back-office channel; null when not added yet.',
      }),
    ),
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
