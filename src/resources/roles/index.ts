// Roles of system users and the permissions they hold.
import { LIST_DEFAULTS, type ListDefaults } from '../../core/constants';
import { QUERY_GROUPS } from '../../core/query/client';
import { createResource, type ListParamsOf } from '../create-resource';
import type { RoleCreate, RolePatch, RoleListParams, Role } from '../schemas';

export type RoleParams = ListParamsOf<RoleListParams, ListDefaults['roles']>;

export const roles = createResource<Role, RoleParams, RoleCreate, RolePatch>({
  name: 'roles',
  path: '/sys/roles',
  group: QUERY_GROUPS.roles,
  defaults: LIST_DEFAULTS.roles,
  fields: 'created_at updated_at code name description permissions:array',
});
