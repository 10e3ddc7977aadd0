// Collected messages, filtered by status, source and media.
import { LIST_DEFAULTS, type ListDefaults } from '../../core/constants';
import { QUERY_GROUPS } from '../../core/query/client';
import { createResource, type ListParamsOf } from '../create-resource';
import type { MessageCreate, MessagePatch, MessageListParams, Message } from '../schemas';

export type MessageParams = ListParamsOf<MessageListParams, ListDefaults['messages']>;

export const messages = createResource<Message, MessageParams, MessageCreate, MessagePatch>({
  name: 'messages',
  path: '/messages',
  group: QUERY_GROUPS.messages,
  defaults: LIST_DEFAULTS.messages,
  fields:
    'created_at updated_at source_uuid external_id text media:array has_media:boolean status category_uuid? published_at?',
});
