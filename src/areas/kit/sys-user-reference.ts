// System users as a reference (assignees, creators, review authors): a module of its own, so the task list does not load the other areas' resources.
import type { SysUser } from '../../resources/schemas';
import { sysUsers } from '../../resources/sys-users';
import { referenceOf } from './reference-of';

export const sysUserReference = referenceOf<SysUser>(
  sysUsers,
  (user) => user.name || user.email,
  'name',
);
