// Whatever a provider throws becomes the ApiError every screen and bo-error already understand.
import { ApiError, httpError, isApiError } from '../api/errors';
import { UNSUPPORTED, type UnsupportedFeature } from './unsupported';

interface HttpLike {
  status?: unknown;
  message?: unknown;
  body?: unknown;
}

/** react-admin providers throw HttpError ({ status, message, body }); fetch throws TypeError offline. */
export function toProviderError(error: unknown): unknown {
  if (isApiError(error)) return error;
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  const { status, message, body } = (error ?? {}) as HttpLike;
  if (typeof status === 'number' && status >= 400) {
    return httpError(status, typeof message === 'string' ? message : '', body);
  }
  if (error instanceof TypeError) {
    return new ApiError('FETCH_ERROR', 'The server could not be reached.', { cause: error });
  }
  const text = error instanceof Error ? error.message : String(error);
  return new ApiError('PARSING_ERROR', text || 'The back end gave no usable answer.', {
    cause: error,
  });
}

/** The English names of the features, for the message hosts read in bo-error. */
const FEATURE_NAMES: Record<UnsupportedFeature, string> = {
  taskReviews: 'task reviews',
  categoryRoutes: 'category routes',
  channelSuggestions: 'channel suggestions',
  dashboardStats: 'dashboard figures',
  permissions: 'permissions',
  rolePermissions: 'role permissions',
  media: 'media previews',
};

/** A provider without the optional method a feature needs: said, never thrown past the screen. */
export class UnsupportedError extends ApiError {
  readonly feature: UnsupportedFeature;

  constructor(feature: UnsupportedFeature) {
    super('HTTP_ERROR', `This back end does not offer ${FEATURE_NAMES[feature]}.`, {
      code: UNSUPPORTED,
    });
    this.feature = feature;
  }
}

export function unsupported(feature: UnsupportedFeature): ApiError {
  return new UnsupportedError(feature);
}
