// Users: the people of the messaging network.
import { LIST_DEFAULTS, type ListDefaults } from '../../core/constants';
import { QUERY_GROUPS } from '../../core/query/client';
import { createResource, type ListParamsOf } from '../create-resource';
import type { UserCreate, UserPatch, UserListParams, User } from '../schemas';

/** `language` narrows to one BCP 47 code, e.g. `en`. */
export type UserParams = ListParamsOf<
  UserListParams & { language?: string },
  ListDefaults['users']
>;

export const users = createResource<User, UserParams, UserCreate, UserPatch>({
  name: 'users',
  path: '/users',
  group: QUERY_GROUPS.users,
  defaults: LIST_DEFAULTS.users,
  fields: 'created_at updated_at name username? phone? language status last_seen_at?',
});
