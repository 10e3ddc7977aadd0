// The permission codes of a user on a back end of its own: what the auth provider's canAccess allows, else the provider's getMyPermissions; loaded only for such back ends.
import type { Backend } from '../core/providers/backend';
import { callExtra } from '../core/providers/provider-calls';
import { PERMISSION_CODES } from '../resources/permission-codes';

/**
 * A permission code as react-admin's canAccess asks it: `<area>.read` is `list` and
 * `<area>.write` is `edit` of the area's resource (its API path, `sys/users`); the special codes
 * name their action (`orders` `refund`, `*` `export`).
 */
export function accessOf(code: string): { resource: string; action: string } {
  const [area, action] = code.includes('.') ? code.split('.', 2) : ['*', code];
  const resource = area === 'sys_users' ? 'sys/users' : (area ?? '*');
  const named = action ?? '';
  return { resource, action: named === 'read' ? 'list' : named === 'write' ? 'edit' : named };
}

/** `data`: the codes held; `id`: whose they are. */
export async function permissionsOn(
  backend: Backend,
  uuid: string,
): Promise<{ id: unknown; data: unknown }> {
  const { auth } = backend;
  const canAccess = auth?.canAccess;
  if (!auth || typeof canAccess !== 'function')
    return callExtra(backend, 'getMyPermissions', 'permissions', (get) => get({}));
  const allowed = await Promise.all(
    PERMISSION_CODES.map((code) =>
      canAccess.call(auth, accessOf(code)).then(
        (answer) => answer === true,
        () => false,
      ),
    ),
  );
  return { id: uuid, data: PERMISSION_CODES.filter((_code, i) => allowed[i]) };
}
