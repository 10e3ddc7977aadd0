// Sources, messages, categories, channels and tasks: the content side of the back office.
import { randomBytes } from 'node:crypto';
import * as S from '../../../src/resources/schemas';
import { type EntityDef, equals, onlyWhenTrue } from '../crud/entity';
import type { Row } from '../db/database';
import { checkMessageStatus } from './status-moves';

const RECORD = ['uuid', 'created_at', 'updated_at'] as const;

/** Records created through the API get an id the network would have given them. */
function withExternalId(values: Row, prefix: string): Row {
  if (values.external_id === undefined)
    values.external_id = `${prefix}-${randomBytes(6).toString('hex')}`;
  return values;
}

export function slugify(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return slug || `category-${randomBytes(3).toString('hex')}`;
}

export const sources: EntityDef = {
  name: 'sources',
  title: 'Source',
  path: '/sources',
  table: 'sources',
  columns: [
    ...RECORD,
    'title',
    'kind',
    'username',
    'external_id',
    'enabled',
    'last_fetched_at',
    'messages_count',
  ],
  writable: {
    title: 'value',
    kind: 'value',
    username: 'value',
    external_id: 'value',
    enabled: 'value',
  },
  filters: { kind: equals('kind'), enabled: equals('enabled') },
  access: { read: 'sources.read', write: 'sources.write' },
  schemas: {
    item: S.SourceSchema,
    create: S.SourceCreateSchema,
    patch: S.SourcePatchSchema,
    list: S.SourceListParamsSchema,
    listReply: S.SourceListSchema,
  },
};

export const messages: EntityDef = {
  name: 'messages',
  title: 'Message',
  path: '/messages',
  table: 'messages',
  columns: [
    ...RECORD,
    'source_uuid',
    'external_id',
    'text',
    'media',
    'has_media',
    'status',
    'category_uuid',
    'published_at',
  ],
  writable: {
    source_uuid: 'value',
    external_id: 'value',
    text: 'value',
    media: 'json',
    status: 'value',
    category_uuid: 'value',
    published_at: 'value',
  },
  filters: {
    status: equals('status'),
    source_uuid: equals('source_uuid'),
    category_uuid: equals('category_uuid'),
    onlyWithMedia: onlyWhenTrue('has_media'),
  },
  access: { read: 'messages.read', write: 'messages.write' },
  schemas: {
    item: S.MessageSchema,
    create: S.MessageCreateSchema,
    patch: S.MessagePatchSchema,
    list: S.MessageListParamsSchema,
    listReply: S.MessageListSchema,
  },
  hooks: {
    prepare: (values, ctx) => {
      const { current } = ctx;
      checkMessageStatus(values, ctx);
      // Publishing stamps the time unless the caller gave one.
      if (values.status === 'published' && values.published_at === undefined) {
        if (!current?.published_at) values.published_at = new Date().toISOString();
      }
      return current ? values : withExternalId(values, 'msg');
    },
  },
};

export const categories: EntityDef = {
  name: 'categories',
  title: 'Category',
  path: '/categories',
  table: 'categories',
  columns: [...RECORD, 'name', 'slug', 'description', 'active'],
  computed: {
    routes_count: 'SELECT count(*)::int FROM category_routes r WHERE r.category_uuid = t.uuid',
  },
  writable: { name: 'value', slug: 'value', description: 'value', active: 'value' },
  filters: { active: equals('active') },
  access: { read: 'categories.read', write: 'categories.write' },
  schemas: {
    item: S.CategorySchema,
    create: S.CategoryCreateSchema,
    patch: S.CategoryPatchSchema,
    list: S.CategoryListParamsSchema,
    listReply: S.CategoryListSchema,
  },
  hooks: {
    prepare: (values, { current }) => {
      if (!current && values.slug === undefined) values.slug = slugify(String(values.name));
      return values;
    },
  },
};

export const channels: EntityDef = {
  name: 'channels',
  title: 'Channel',
  path: '/channels',
  table: 'channels',
  columns: [
    ...RECORD,
    'title',
    'username',
    'kind',
    'external_id',
    'enabled',
    'autopost',
    'purpose',
    'category_uuid',
    'members_count',
  ],
  writable: {
    title: 'value',
    username: 'value',
    kind: 'value',
    external_id: 'value',
    enabled: 'value',
    autopost: 'value',
    purpose: 'value',
    category_uuid: 'value',
    members_count: 'value',
  },
  filters: {
    enabled: equals('enabled'),
    autopost: equals('autopost'),
    purpose: equals('purpose'),
    category_uuid: equals('category_uuid'),
    kind: equals('kind'),
  },
  access: { read: 'channels.read', write: 'channels.write' },
  schemas: {
    item: S.ChannelSchema,
    create: S.ChannelCreateSchema,
    patch: S.ChannelPatchSchema,
    list: S.ChannelListParamsSchema,
    listReply: S.ChannelListSchema,
  },
  // The add dialog posts the network's external_id; a second add of the same chat is refused.
  duplicateMessages: { external_id: 'This channel is already added.' },
  hooks: {
    prepare: (values, { current }) => (current ? values : withExternalId(values, 'chn')),
  },
};

export const tasks: EntityDef = {
  name: 'tasks',
  title: 'Task',
  path: '/tasks',
  table: 'tasks',
  columns: [
    ...RECORD,
    'title',
    'description',
    'status',
    'priority',
    'assignee_sys_user_uuid',
    'creator_sys_user_uuid',
    'message_uuid',
    'due_at',
  ],
  writable: {
    title: 'value',
    description: 'value',
    status: 'value',
    priority: 'value',
    assignee_sys_user_uuid: 'value',
    creator_sys_user_uuid: 'value',
    message_uuid: 'value',
    due_at: 'value',
  },
  filters: {
    status: equals('status'),
    priority: equals('priority'),
    assignee_sys_user_uuid: equals('assignee_sys_user_uuid'),
    creator_sys_user_uuid: equals('creator_sys_user_uuid'),
    message_uuid: equals('message_uuid'),
  },
  access: { read: 'tasks.read', write: 'tasks.write' },
  schemas: {
    item: S.TaskSchema,
    create: S.TaskCreateSchema,
    patch: S.TaskPatchSchema,
    list: S.TaskListParamsSchema,
    listReply: S.TaskListSchema,
  },
  hooks: {
    // The creator is whoever is signed in, never a body field.
    prepare: (values, { auth, current }) => {
      if (!current) values.creator_sys_user_uuid = auth.user.uuid;
      return values;
    },
  },
};
