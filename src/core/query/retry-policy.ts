// When a failed query tries again by itself: only when the server said how long to wait, and not for long.
import { isApiError } from '../api/errors';
import { RETRY_AFTER_CAP_S, RETRY_AFTER_ATTEMPTS } from '../constants';

/**
 * The wait a failure asks for, in seconds, when a query may sit it out on its own: a 429 or 503
 * with a Retry-After of at most the cap. Any other failure is shown at once with its Retry (a
 * retry the user did not ask for would hide it behind delays); so is a longer wait, whose
 * message says when to try.
 */
export function waitToRetry(error: unknown): number | undefined {
  if (!isApiError(error) || error.retryAfter === undefined) return undefined;
  return error.retryAfter <= RETRY_AFTER_CAP_S ? error.retryAfter : undefined;
}

/** TanStack's `retry`: a few waits the server asked for, then the failure is shown. */
export function retryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < RETRY_AFTER_ATTEMPTS && waitToRetry(error) !== undefined;
}

/** TanStack's `retryDelay`: exactly the wait asked for. */
export function queryRetryDelay(_failureCount: number, error: unknown): number {
  return (waitToRetry(error) ?? 0) * 1000;
}
