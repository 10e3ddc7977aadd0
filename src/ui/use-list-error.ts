// Reports a failed query to the host page as bo-error, once per failure (not once per render or remount).

import { useEffect, useRef } from 'react';
import { isUnsupported } from '../core/providers/unsupported';
import { useElementEvents } from './element-events';

/** What of a TanStack query result tells one failure from the next. */
export interface QueryFailure {
  error: unknown;
  /** When the last failure happened; a retry that fails again changes it. */
  errorUpdatedAt: number;
}

export function useListError({ error, errorUpdatedAt }: QueryFailure): void {
  const { emitError } = useElementEvents();
  // A failure already in the cache when this view mounted was reported by the view that met it.
  const reportedAt = useRef(errorUpdatedAt);
  useEffect(() => {
    // A back end without an optional method is not a failure: the screen says so in place.
    if (!error || isUnsupported(error) || errorUpdatedAt === reportedAt.current) return;
    reportedAt.current = errorUpdatedAt;
    emitError(error);
  }, [error, errorUpdatedAt, emitError]);
}
