// A screen that failed while rendering: the same fallback for every element and console route (what went wrong, Retry), reported once as bo-error. Loaded when a screen fails.

import { useEffect, useRef } from 'react';
import { ApiError, isApiError } from '../core/api/errors';
import { useElementEvents } from './element-events';
import { ErrorState } from './error-state';
import { useT } from './i18n';

/** The `code` in bo-error of a screen that failed while showing what it received. */
export const SCREEN_FAILED = 'SCREEN_FAILED';

/**
 * A render failure as the error hosts hear of: a request's own error as it is; anything else
 * (a record the screen could not draw) as the PARSING_ERROR it almost always is, coded.
 */
export function screenError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError('PARSING_ERROR', message, { code: SCREEN_FAILED, cause: error });
}

export interface ScreenFailureProps {
  error: unknown;
  onRetry(): void;
}

/** The error state of lists, titled as the spec's fallback for unexpected errors. */
export function ScreenFailure({ error, onRetry }: ScreenFailureProps) {
  const { t } = useT();
  const { emitError } = useElementEvents();
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    emitError(screenError(error));
  }, [error, emitError]);
  return <ErrorState error={error} title={t('app.unexpectedError')} onRetry={onRetry} />;
}
