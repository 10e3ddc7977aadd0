// Replacing the permission codes a role holds (SA always holds all and refuses changes).
import { type Backend, pageBackend } from '../../core/providers/backend';
import { callExtra } from '../../core/providers/provider-calls';
import { fromRaRecord } from '../../core/providers/record-ids';
import { invalidateGroup, QUERY_GROUPS } from '../../core/query/client';
import type { Role } from '../schemas';

export async function setRolePermissions(
  roleUuid: string,
  codes: readonly string[],
  backend: Backend = pageBackend,
): Promise<Role> {
  const reply = await callExtra(backend, 'setRolePermissions', 'rolePermissions', (set) =>
    set({ id: roleUuid, data: [...codes] }),
  );
  const role = fromRaRecord<Role>(reply.data);
  void invalidateGroup(QUERY_GROUPS.roles);
  void invalidateGroup(QUERY_GROUPS.permissions);
  return role;
}
