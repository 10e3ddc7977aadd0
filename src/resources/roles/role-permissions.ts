// Replacing the permission codes a role holds (SA always holds all and refuses changes).
import { api } from '../../core/api/client';
import { invalidateGroup, QUERY_GROUPS } from '../../core/query/client';
import type { Role } from '../schemas';

export async function setRolePermissions(
  roleUuid: string,
  codes: readonly string[],
): Promise<Role> {
  const role = await api<Role>(`/sys/roles/${encodeURIComponent(roleUuid)}/permissions`, {
    method: 'PUT',
    body: { permissions: [...codes] },
  });
  void invalidateGroup(QUERY_GROUPS.roles);
  void invalidateGroup(QUERY_GROUPS.permissions);
  return role;
}
