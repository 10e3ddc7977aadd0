// The signed-in user's permission codes: kept in the session (sign-in and refresh replies carry them), re-read from GET /sys/me when a screen mounts, and asked per action.
import { useCallback, useEffect } from 'react';
import { api } from '../core/api/client';
import { type Backend, needsProviderCode } from '../core/providers/backend';
import { sessionStoreOf } from '../core/providers/sessions';
import { useBackend } from './backend-context';
import { useSession } from './use-session';

interface Me {
  id: unknown;
  data: unknown;
}

/**
 * `GET /sys/me` directly by default; another back end through its provider, or what its auth
 * provider's canAccess allows (that code loads with it).
 */
function readMe(backend: Backend, uuid: string): Promise<Me> {
  if (!needsProviderCode(backend))
    return api<{ uuid: string; permissions?: string[] }>('/sys/me').then((me) => ({
      id: me.uuid,
      data: me.permissions,
    }));
  return import('./provider-permissions').then((module) => module.permissionsOn(backend, uuid));
}

/** Per back end, whose permissions were read (or are being read). */
const refreshed = new Map<string, string>();

/** Re-reads the user's permissions once per signed-in user, back end and page: a role may have changed since sign-in. */
function refreshPermissions(backend: Backend, uuid: string): void {
  if (refreshed.get(backend.key) === uuid) return;
  refreshed.set(backend.key, uuid);
  void readMe(backend, uuid)
    .then((me) => {
      const session = sessionStoreOf(backend).getState();
      if (session.user?.uuid === String(me.id) && Array.isArray(me.data))
        session.updateUser({ permissions: me.data });
    })
    .catch(() => {
      // The stored permissions stay; the server checks every call anyway.
      refreshed.delete(backend.key);
    });
}

/** Call once per screen: keeps the session's permissions fresh for every `useCan` below it. */
export function usePermissionRefresh(): void {
  const backend = useBackend();
  const uuid = useSession((state) => (state.isAuthenticated ? (state.user?.uuid ?? null) : null));
  useEffect(() => {
    if (uuid) refreshPermissions(backend, uuid);
  }, [backend, uuid]);
}

/** Whether the user may: every code given must be held. Unknown permissions (an older stored session) allow; the server still refuses with 403. */
export function useCan(): (code: string | undefined) => boolean {
  const permissions = useSession((state) => state.user?.permissions);
  return useCallback(
    (code: string | undefined) => !code || !permissions || permissions.includes(code),
    [permissions],
  );
}

/** Whether the signed-in user holds one permission code. */
export function usePermission(code: string): boolean {
  return useCan()(code);
}
