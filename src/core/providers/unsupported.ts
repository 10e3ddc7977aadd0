// Whether an error says the back end lacks the optional method a feature needs (provider-errors.ts makes it): the screens show a reason in place of that part.
import { isApiError } from '../api/errors';

export const UNSUPPORTED = 'UNSUPPORTED';

export function isUnsupported(error: unknown): boolean {
  return isApiError(error) && error.code === UNSUPPORTED;
}
