// Whether an error says the back end lacks the optional method a feature needs (provider-errors.ts makes it, naming the feature): the screens show a reason in place of that part.
import { isApiError } from '../api/errors';

export const UNSUPPORTED = 'UNSUPPORTED';

/** The features an optional provider method carries; each has its reason text in every language. */
export type UnsupportedFeature =
  | 'taskReviews'
  | 'categoryRoutes'
  | 'channelSuggestions'
  | 'dashboardStats'
  | 'permissions'
  | 'rolePermissions'
  | 'media';

export function isUnsupported(error: unknown): boolean {
  return isApiError(error) && error.code === UNSUPPORTED;
}
