// Channels and groups: enabled, autopost and purpose flags, category, and suggestions.
import { LIST_DEFAULTS, type ListDefaults } from '../../core/constants';
import { QUERY_GROUPS } from '../../core/query/client';
import { createResource, type ListParamsOf } from '../create-resource';
import type { Channel, ChannelCreate, ChannelListParams, ChannelPatch } from '../schemas';
import { channelSuggestions, suggestionKeys } from './suggestions';

export { channelSuggestions, suggestionKeys, suggestionParams } from './suggestions';

export type ChannelParams = ListParamsOf<ChannelListParams, ListDefaults['channels']>;

export const channels = Object.assign(
  createResource<Channel, ChannelParams, ChannelCreate, ChannelPatch>({
    name: 'channels',
    path: '/channels',
    group: QUERY_GROUPS.channels,
    defaults: LIST_DEFAULTS.channels,
    fields:
      'created_at updated_at title username? kind members_count:number external_id enabled:boolean autopost:boolean purpose category_uuid?',
  }),
  { channelSuggestions, suggestionKeys },
);
