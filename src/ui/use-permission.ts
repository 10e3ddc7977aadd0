// The signed-in user's permission codes: kept in the session (sign-in and refresh replies carry them), re-read from GET /sys/me when a screen mounts, and asked per action.
import { useCallback, useEffect } from 'react';
import { pageBackend } from '../core/providers/backend';
import { sessionStore } from '../core/auth/session';
import { useSession } from './use-session';

let meInFlight: Promise<void> | null = null;
let meFor: string | null = null;

/** Re-reads the user's permissions once per signed-in user and page: a role may have changed since sign-in. */
function refreshPermissions(uuid: string): void {
  if (meFor === uuid && meInFlight) return;
  meFor = uuid;
  // A refresh after the first screen: the provider call code loads with it, not before the rows.
  meInFlight = import('../core/providers/provider-calls')
    .then(({ callExtra }) =>
      callExtra(pageBackend, 'getMyPermissions', 'permissions', (get) => get({})),
    )
    .then((me) => {
      const session = sessionStore.getState();
      if (session.user?.uuid === String(me.id) && Array.isArray(me.data))
        session.updateUser({ permissions: me.data });
    })
    .catch(() => {
      // The stored permissions stay; the server checks every call anyway.
      meInFlight = null;
    });
}

/** Call once per screen: keeps the session's permissions fresh for every `useCan` below it. */
export function usePermissionRefresh(): void {
  const uuid = useSession((state) => (state.isAuthenticated ? (state.user?.uuid ?? null) : null));
  useEffect(() => {
    if (uuid) refreshPermissions(uuid);
  }, [uuid]);
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
