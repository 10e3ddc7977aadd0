// Invite, referral and external links with their click counts.
import { LIST_DEFAULTS, type ListDefaults } from '../../core/constants';
import { QUERY_GROUPS } from '../../core/query/client';
import { createResource, type ListParamsOf } from '../create-resource';
import type { LinkCreate, LinkPatch, LinkListParams, Link } from '../schemas';

/** `expired`: only links past (true) or not past (false) their `expires_at`. */
export type LinkParams = ListParamsOf<
  LinkListParams & { expired?: boolean },
  ListDefaults['links']
>;

export const links = createResource<Link, LinkParams, LinkCreate, LinkPatch>({
  name: 'links',
  path: '/links',
  group: QUERY_GROUPS.links,
  defaults: LIST_DEFAULTS.links,
  fields:
    'created_at updated_at url title kind channel_uuid? clicks:number active:boolean expires_at?',
});
