// The base of the kit tests' screens: system users as an area, under a key of the test's own, with the admin's write permission.
import type { SysUser } from '../../../../../src/resources/schemas';
import { type SysUserParams, sysUsers } from '../../../../../src/resources/sys-users';
import type { AreaConfig } from '../../../../../src/ui/kit';

export function peopleArea(
  key: string,
): Pick<
  AreaConfig<SysUser, SysUserParams>,
  'key' | 'permissionArea' | 'resource' | 'texts' | 'itemName'
> {
  return {
    key,
    // The actions need a write permission the signed-in admin holds.
    permissionArea: 'sys_users',
    resource: sysUsers,
    texts: { title: 'People', tableLabel: 'People', filters: 'Filters', empty: 'None' },
    itemName: (user) => user.email,
  };
}
