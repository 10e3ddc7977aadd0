// Which areas the element's back end lets the signed-in user open: its auth provider's canAccess, asked once per area as react-admin does for a resource ({ resource, action: 'list' }); no area is denied without one, and no code loads for it then.
import { useEffect, useState } from 'react';
import { canAccessOf } from '../core/providers/offers';
import { useBackend } from '../ui/backend-context';
import { useSession } from '../ui/use-session';

/** The keys and tags of the areas denied (`tasks`, `bo-task-list`); null while the provider answers. */
export type DeniedAreas = ReadonlySet<string> | null;

const NONE: ReadonlySet<string> = new Set();

export function useDeniedAreas(): DeniedAreas {
  const backend = useBackend();
  const asks = canAccessOf(backend) !== undefined;
  const uuid = useSession((state) => (state.isAuthenticated ? (state.user?.uuid ?? '') : null));
  const key = `${backend.key}\n${uuid}`;
  const [answer, setAnswer] = useState<{ key: string; denied: ReadonlySet<string> }>();
  useEffect(() => {
    if (!asks || uuid === null) return;
    let current = true;
    void import('./area-verdicts')
      .then((module) => module.deniedAreas(backend, uuid))
      // Without the verdicts nothing is hidden: the back end still refuses what it must.
      .catch(() => NONE)
      .then((denied) => {
        if (current) setAnswer({ key, denied });
      });
    return () => {
      current = false;
    };
  }, [asks, backend, uuid, key]);
  // Signed out, the sign-in form shows whatever the areas: nothing to ask yet.
  if (!asks || uuid === null) return NONE;
  return answer?.key === key ? answer.denied : null;
}
