// Permissions and the roles holding them.
import { LIST_DEFAULTS, type ListDefaults } from '../../core/constants';
import { QUERY_GROUPS } from '../../core/query/client';
import { createResource, type ListParamsOf } from '../create-resource';
import type {
  PermissionCreate,
  PermissionPatch,
  PermissionListParams,
  Permission,
} from '../schemas';

export type PermissionParams = ListParamsOf<PermissionListParams, ListDefaults['permissions']>;

export const permissions = createResource<
  Permission,
  PermissionParams,
  PermissionCreate,
  PermissionPatch
>({
  name: 'permissions',
  path: '/permissions',
  group: QUERY_GROUPS.permissions,
  defaults: LIST_DEFAULTS.permissions,
  fields: 'created_at updated_at code name description roles:array',
});
