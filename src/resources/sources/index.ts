// Message sources: the channels, groups and bots messages are collected from.
import { LIST_DEFAULTS, type ListDefaults } from '../../core/constants';
import { QUERY_GROUPS } from '../../core/query/client';
import { createResource, type ListParamsOf } from '../create-resource';
import type { SourceCreate, SourcePatch, SourceListParams, Source } from '../schemas';

export type SourceParams = ListParamsOf<SourceListParams, ListDefaults['sources']>;

export const sources = createResource<Source, SourceParams, SourceCreate, SourcePatch>({
  name: 'sources',
  path: '/sources',
  group: QUERY_GROUPS.sources,
  defaults: LIST_DEFAULTS.sources,
  fields:
    'created_at updated_at title kind username? external_id enabled:boolean last_fetched_at? messages_count:number',
});
