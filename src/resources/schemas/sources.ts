// Sources the back office collects messages from, and the messages themselves.
import Type, { type Static } from 'typebox';
import { MEDIA_TYPES, MESSAGE_STATUSES, SORT_FIELDS, SOURCE_KINDS } from '../enums';
import {
  ExternalId,
  Nullable,
  Username,
  Timestamp,
  Uuid,
  listParams,
  listReply,
  patchOf,
  recordFields,
} from './common';

export const SourceSchema = Type.Object(
  {
    ...recordFields,
    title: Type.String({ minLength: 1, maxLength: 200 }),
    kind: Type.Enum(SOURCE_KINDS),
    username: Nullable(Username),
    external_id: ExternalId,
    enabled: Type.Boolean(),
    last_fetched_at: Nullable(Timestamp),
    messages_count: Type.Integer({ minimum: 0 }),
  },
  { title: 'Source' },
);
export type Source = Static<typeof SourceSchema>;

export const SourceCreateSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    kind: Type.Enum(SOURCE_KINDS),
    username: Type.Optional(Nullable(Username)),
    external_id: ExternalId,
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SourceCreate = Static<typeof SourceCreateSchema>;
export const SourcePatchSchema = patchOf(SourceCreateSchema);
export type SourcePatch = Static<typeof SourcePatchSchema>;

export const SourceListParamsSchema = listParams(SORT_FIELDS.sources, {
  kind: Type.Optional(Type.Enum(SOURCE_KINDS)),
  enabled: Type.Optional(Type.Boolean()),
});
export type SourceListParams = Static<typeof SourceListParamsSchema>;
export const SourceListSchema = listReply(SourceSchema);

/** Media live on the reference server itself: a path under /api/v1/media/, never another host. */
export const MediaUrl = Type.String({
  pattern: '^/api/v1/media/[A-Za-z0-9][A-Za-z0-9._-]*$',
  maxLength: 200,
  description: 'A path on this server, e.g. `/api/v1/media/photo-square.png`.',
});

export const MediaItemSchema = Type.Object(
  {
    type: Type.Enum(MEDIA_TYPES),
    url: MediaUrl,
    width: Nullable(
      Type.Integer({ minimum: 0, description: 'Pixels; null for audio and documents.' }),
    ),
    height: Nullable(Type.Integer({ minimum: 0 })),
    size: Type.Optional(Type.Integer({ minimum: 0, description: 'Bytes.' })),
    mime: Type.Optional(Type.String({ pattern: '^[a-z]+/[a-z0-9.+-]+$', maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type MediaItem = Static<typeof MediaItemSchema>;

const messageText = Type.String({ maxLength: 10000 });
const MediaList = Type.Array(MediaItemSchema, { maxItems: 20 });

export const MessageSchema = Type.Object(
  {
    ...recordFields,
    source_uuid: Uuid,
    external_id: ExternalId,
    text: messageText,
    media: MediaList,
    has_media: Type.Boolean(),
    status: Type.Enum(MESSAGE_STATUSES),
    category_uuid: Nullable(Uuid),
    published_at: Nullable(Timestamp),
  },
  { title: 'Message' },
);
export type Message = Static<typeof MessageSchema>;

export const MessageCreateSchema = Type.Object(
  {
    source_uuid: Uuid,
    external_id: Type.Optional(ExternalId),
    text: messageText,
    media: Type.Optional(MediaList),
    status: Type.Optional(Type.Enum(MESSAGE_STATUSES)),
    category_uuid: Type.Optional(Nullable(Uuid)),
  },
  { additionalProperties: false },
);
export type MessageCreate = Static<typeof MessageCreateSchema>;

export const MessagePatchSchema = Type.Object(
  {
    text: Type.Optional(messageText),
    media: Type.Optional(MediaList),
    status: Type.Optional(Type.Enum(MESSAGE_STATUSES)),
    category_uuid: Type.Optional(Nullable(Uuid)),
    published_at: Type.Optional(Nullable(Timestamp)),
  },
  { additionalProperties: false },
);
export type MessagePatch = Static<typeof MessagePatchSchema>;

export const MessageListParamsSchema = listParams(SORT_FIELDS.messages, {
  status: Type.Optional(Type.Enum(MESSAGE_STATUSES)),
  source_uuid: Type.Optional(Uuid),
  category_uuid: Type.Optional(Uuid),
  onlyWithMedia: Type.Optional(Type.Boolean({ description: 'Only messages with media.' })),
});
export type MessageListParams = Static<typeof MessageListParamsSchema>;
export const MessageListSchema = listReply(MessageSchema);
