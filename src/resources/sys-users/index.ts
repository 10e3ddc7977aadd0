// System users: the back-office staff and their roles.
import { LIST_DEFAULTS, type ListDefaults } from '../../core/constants';
import { QUERY_GROUPS } from '../../core/query/client';
import { createResource, type ListParamsOf } from '../create-resource';
import type { SysUserCreate, SysUserPatch, SysUserListParams, SysUser } from '../schemas';

export type SysUserParams = ListParamsOf<SysUserListParams, ListDefaults['sysUsers']>;

export const sysUsers = createResource<SysUser, SysUserParams, SysUserCreate, SysUserPatch>({
  name: 'sysUsers',
  path: '/sys/users',
  group: QUERY_GROUPS.sysUsers,
  defaults: LIST_DEFAULTS.sysUsers,
  fields:
    'created_at updated_at email name roles:array status phone? two_factor_enabled:boolean last_login_at?',
});
