// Typed failures of API calls: every error that leaves the client is an ApiError with a kind.

export const API_ERROR_KINDS = [
  'FETCH_ERROR',
  'TIMEOUT_ERROR',
  'PARSING_ERROR',
  'HTTP_ERROR',
] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

export interface ApiErrorDetails {
  status?: number;
  code?: string;
  fields?: Record<string, string>;
  retryAfter?: number;
  sessionEnded?: boolean;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, for HTTP_ERROR. */
  readonly status?: number;
  /** Server error code from `{ error: { code } }`, for HTTP_ERROR. */
  readonly code?: string;
  /** Per-field messages from `{ error: { fields } }`, for validation failures. */
  readonly fields?: Record<string, string>;
  /** Seconds the server asked to wait (Retry-After on a 429 or 503) before trying again. */
  readonly retryAfter?: number;
  /** A 401 that ended the session (its renewal was refused): signing in again lets the call pass. */
  readonly sessionEnded?: boolean;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    if (details.status !== undefined) this.status = details.status;
    if (details.code !== undefined) this.code = details.code;
    if (details.fields !== undefined) this.fields = details.fields;
    if (details.retryAfter !== undefined) this.retryAfter = details.retryAfter;
    if (details.sessionEnded) this.sessionEnded = true;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Statuses a server sends for conditions that pass: time-out, too early, rate limit, and 5xx. */
const RETRYABLE_STATUSES = new Set([408, 425, 429]);

/**
 * Whether the same request may succeed when tried again: transport failures and time-outs, and
 * the statuses above; not a refusal (4xx) nor a reply that could not be parsed without a 5xx.
 */
export function isRetryable(error: ApiError): boolean {
  if (error.kind === 'FETCH_ERROR' || error.kind === 'TIMEOUT_ERROR') return true;
  if (error.status === undefined) return false;
  return error.status >= 500 || RETRYABLE_STATUSES.has(error.status);
}

/** The body shape of every API failure: `{ error: { code, message, fields? } }`. */
interface ErrorReply {
  error: { code?: unknown; message?: unknown; fields?: unknown };
}

function isErrorReply(body: unknown): body is ErrorReply {
  return (
    typeof body === 'object' && body !== null && typeof Reflect.get(body, 'error') === 'object'
  );
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(value)) fields[name] = String(message);
  return fields;
}

/** Builds the HTTP_ERROR for a failed reply, keeping the server's message, code and fields. */
export function httpError(
  status: number,
  statusText: string,
  body: unknown,
  extra: Pick<ApiErrorDetails, 'retryAfter' | 'sessionEnded'> = {},
): ApiError {
  const reply = isErrorReply(body) ? body.error : undefined;
  const message =
    typeof reply?.message === 'string' && reply.message
      ? reply.message
      : `${status} ${statusText}`.trim();
  const details: ApiErrorDetails = { ...extra, status };
  if (typeof reply?.code === 'string') details.code = reply.code;
  const fields = stringFields(reply?.fields);
  if (fields) details.fields = fields;
  return new ApiError('HTTP_ERROR', message, details);
}
