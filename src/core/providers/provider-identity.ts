// An auth provider's user as the session holds it, and its session kept in step (checkAuth on load, checkError ending it); loaded only when a host sets an auth provider.
import type { StoreApi } from 'zustand/vanilla';
import { isRoleCode, type RoleCode } from '../access';
import type { SessionState } from '../auth/session';
import type { SessionUser } from '../auth/types';
import type { Backend } from './backend';
import type { AuthProvider } from './data-provider';
import { onProviderSessionEnd } from './provider-session-end';

/** getPermissions' answer as role codes: an array or a single value, any case. */
export function rolesOf(permissions: unknown): RoleCode[] {
  const list = Array.isArray(permissions) ? permissions : [permissions];
  return list.map((role) => String(role ?? '').toUpperCase()).filter(isRoleCode);
}

export async function userOf(auth: AuthProvider): Promise<SessionUser> {
  const [identity, permissions] = await Promise.all([
    auth.getIdentity?.(),
    auth.getPermissions?.({}),
  ]);
  const name = typeof identity?.fullName === 'string' ? identity.fullName : '';
  const email = typeof identity?.email === 'string' ? identity.email : name;
  return { uuid: String(identity?.id ?? ''), email, name, roles: rolesOf(permissions) };
}

/** Fills `store` from the provider and ends it when the provider's checkError rejects. */
export function followProviderSession(
  store: StoreApi<SessionState>,
  backend: Backend,
  auth: AuthProvider,
): void {
  // A session the provider kept (its own storage) is back without signing in again.
  auth.checkAuth({}).then(
    async () => store.getState().setTokens('', null, await userOf(auth)),
    () => undefined,
  );
  onProviderSessionEnd((ended) => {
    if (ended === backend) store.getState().logout('expired');
  });
}
