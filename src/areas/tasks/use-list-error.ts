// Reports a failed query of the task area to the host page once per failure (bo-error).
import { useEffect, useRef } from 'react';
import { useElementEvents } from '../../ui/element-events';

export function useListError(error: unknown, errorUpdatedAt: number): void {
  const { emitError } = useElementEvents();
  const reportedAt = useRef(errorUpdatedAt);
  useEffect(() => {
    if (!error || errorUpdatedAt === reportedAt.current) return;
    reportedAt.current = errorUpdatedAt;
    emitError(error);
  }, [error, errorUpdatedAt, emitError]);
}
