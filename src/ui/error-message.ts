// Turns any failure into the words a user reads and the detail a host page receives in bo-error.

import { isApiError, isRetryable } from '../core/api/errors';
import type { BoEventMap } from '../core/events';
import { INVALID_REPLY } from '../core/lists/reply-shape';
import { english } from '../core/i18n';
import { type Locale, localeOf } from './locale';

/** The user-facing message: the server's own words for HTTP errors, the catalog's for transport failures. */
export function errorMessage(locale: Locale, error: unknown): string {
  const { t } = locale.translator;
  // What was off, as data paths say it: the same words in every language.
  if (isApiError(error) && error.code === INVALID_REPLY) {
    return t('error.invalidReply', { problem: error.message });
  }
  if (isApiError(error)) {
    if (error.kind !== 'HTTP_ERROR') return t(`error.${error.kind}`);
    // The server's words would say "unauthorized"; the user needs to know the input survives.
    if (error.sessionEnded) return t('error.sessionEnded');
    const message = error.message || t('error.HTTP_ERROR', { status: error.status ?? 0 });
    const seconds = error.retryAfter;
    if (seconds === undefined) return message;
    if (error.status === 429) return t('error.tooManyRequests', { seconds });
    return t('error.retryIn', {
      message: /[.!?]$/.test(message) ? message : `${message}.`,
      seconds,
    });
  }
  if (error instanceof Error && error.message) return error.message;
  return t('error.unknown');
}

/**
 * The bo-error detail. Requests only fail with ApiError; anything else that escapes a request
 * (a thrown TypeError, say) is reported as a FETCH_ERROR so hosts still see one of the four kinds.
 */
export function errorDetail(error: unknown): BoEventMap['bo-error'] {
  if (isApiError(error)) {
    const detail: BoEventMap['bo-error'] = {
      kind: error.kind,
      message: error.message,
      retryable: isRetryable(error),
    };
    if (error.status !== undefined) detail.status = error.status;
    if (error.code !== undefined) detail.code = error.code;
    if (error.retryAfter !== undefined) detail.retryAfter = error.retryAfter;
    return detail;
  }
  // Not a request failure the element understands: trying the same again will not help. Hosts
  // read this detail, not people: it stays in English whatever the element's language.
  return { kind: 'FETCH_ERROR', message: errorMessage(localeOf(english), error), retryable: false };
}
