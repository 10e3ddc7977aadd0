// A lazily loaded part that the first render does without: its stand-in shows until a chosen moment (the page idle, the user's first step), then its code loads once and it takes over.
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import type { LazyPart } from './lazy-part';
import { whenIdle } from '../core/when-idle';

/** Runs its work at the chosen moment; returns the cancel, for an effect's cleanup. */
export type PartSchedule = (work: () => void) => () => void;

/**
 * The part's component once its code is here, else null, and a way to ask for it now (a click on
 * the stand-in). Unlike rendering the lazy component (which fetches at once), the code is asked
 * for only at `schedule`'s moment (by default when the page is next idle), so it never competes
 * with the first rows. A chunk that does not load leaves the caller's stand-in.
 */
export function useIdlePart<P>(
  part: LazyPart<P>,
  schedule: PartSchedule = whenIdle,
): [ComponentType<P> | null, () => void] {
  const [component, setComponent] = useState(() => part.loaded());
  const live = useRef(true);
  const take = useCallback(() => {
    part.load().then(
      (loaded) => {
        if (live.current) setComponent(() => loaded);
      },
      () => undefined,
    );
  }, [part]);
  useEffect(() => {
    live.current = true;
    const cancel = component ? undefined : schedule(take);
    return () => {
      live.current = false;
      cancel?.();
    };
  }, [component, take, schedule]);
  return [component, take];
}
