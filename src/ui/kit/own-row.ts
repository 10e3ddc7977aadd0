// The signed-in user's own row (their account) and the row actions refused there: greyed out with the reason, or left out.
import { useCallback } from 'react';
import { useSignedInUser } from '../use-session';
import type { RowAction } from './area-config';

/** Whether a row is the signed-in user's own, by the area's `ownRow` (never, without one). */
export function useOwnRow<T>(
  ownRow: ((row: T, me: { uuid: string }) => boolean) | undefined,
): (row: T) => boolean {
  const me = useSignedInUser();
  return useCallback((row: T) => Boolean(me && ownRow?.(row, me)), [me, ownRow]);
}

/** An action as a row's menu or drawer shows it; a refused one is shown but cannot run. */
export interface OfferedAction<T> {
  action: RowAction<T>;
  refused: boolean;
}

/** Refused on this row: it is your own and the action says it may not run there. */
export function refusedOn<T>(action: RowAction<T>, own: boolean): boolean {
  return own && action.onOwnRow !== undefined;
}

/** The actions offered for a row: those whose `when` holds, less those hidden on your own row. */
export function offeredActions<T>(
  actions: readonly RowAction<T>[],
  row: T,
  own: boolean,
): OfferedAction<T>[] {
  return actions
    .filter((action) => (action.when?.(row) ?? true) && !(own && action.onOwnRow === 'hide'))
    .map((action) => ({ action, refused: refusedOn(action, own) }));
}
