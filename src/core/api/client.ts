// The one API client: base path, credentials, JSON, time-out, bearer, and 401 -> one shared refresh -> retry once.
import { type FetchContext, type FetchOptions, type FetchResponse, ofetch } from 'ofetch';
import { readStoredAuth } from '../auth/storage';
import { pageTokens, type TokenSession } from '../auth/session';
import { getConfig } from '../config';
import { ApiError, httpError, isApiError } from './errors';
import { retryAfterSeconds } from './retry-after';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiOptions {
  method?: HttpMethod;
  /** Query params; undefined, null and '' are left out, arrays repeat the key. */
  query?: object;
  body?: unknown;
  /** Aborting rejects the call with the signal's reason (not an ApiError). */
  signal?: AbortSignal;
  /** Sign-in calls: no bearer header, and a 401 is an answer, not an expired session. */
  anonymous?: boolean;
  /** false: a 401 is reported as it is, without renewing the session (sign-out). */
  renew?: boolean;
  /** The reply body as a byte stream (downloads) instead of parsed JSON. */
  stream?: boolean;
  /** Another API base than the page's (an element with its own `api-base`). */
  base?: string;
  /** The token session of another API base (its tokens and base); the page's by default. */
  session?: TokenSession;
}

/** Which pass of a call this is: whether it carries the bearer and what a 401 means for it. */
const ATTEMPTS = {
  /** An ordinary call: a 401 renews the session and repeats the call once. */
  first: { bearer: true, unauthorized: 'renew' },
  /** The repeat after a renewal: a 401 now means the session is over. */
  retry: { bearer: true, unauthorized: 'sign-out' },
  /** The renewal itself: never renews itself. */
  refresh: { bearer: false, unauthorized: 'report' },
  /** Sign-in calls: a 401 is the answer (wrong password), not an expired session. */
  anonymous: { bearer: false, unauthorized: 'report' },
  /** Calls that must not renew, such as sign-out. */
  final: { bearer: true, unauthorized: 'report' },
} as const;
type Attempt = keyof typeof ATTEMPTS;
const ATTEMPT = Symbol('bo.attempt');
const TOKENS = Symbol('bo.tokens');
type TransportOptions = FetchOptions<'text'> & { [ATTEMPT]?: Attempt; [TOKENS]?: TokenSession };

function attemptOf(context: FetchContext): (typeof ATTEMPTS)[Attempt] {
  return ATTEMPTS[(context.options as TransportOptions)[ATTEMPT] ?? 'first'];
}

function currentAccessToken({ store, key }: TokenSession): string | null {
  return store.getState().accessToken ?? readStoredAuth(key)?.accessToken ?? null;
}

function currentRefreshToken({ store, key }: TokenSession): string | null {
  return store.getState().refreshToken ?? readStoredAuth(key)?.refreshToken ?? null;
}

function bearer(token: string | null): string | null {
  return token ? `Bearer ${token}` : null;
}

/**
 * The server ended the session (a refused renewal). Once over, later refusals of calls still in
 * flight change nothing: a sign-out meanwhile stays a sign-out, an expiry stays an expiry.
 */
function endSession({ store, key }: TokenSession): void {
  const session = store.getState();
  if (session.isAuthenticated || readStoredAuth(key)) session.logout('expired');
}

/**
 * The headers of one pass of a call, with the bearer current at this moment. Set on the options
 * before ofetch runs, not in an `onRequest` hook: ofetch awaits its hooks, and that one promise step
 * would hold every fetch() until whatever script is running ends (an entry module's early request
 * would wait for React and Fluent to evaluate).
 */
function requestHeaders(attempt: Attempt, tokens: TokenSession, headers?: HeadersInit): Headers {
  const prepared = new Headers(headers);
  prepared.set('accept', 'application/json');
  const authorization = ATTEMPTS[attempt].bearer ? bearer(currentAccessToken(tokens)) : null;
  if (authorization) prepared.set('authorization', authorization);
  else prepared.delete('authorization');
  return prepared;
}

/** The only successes that are empty by design ("No Content", "Reset Content"). */
const EMPTY_BY_DESIGN = new Set([204, 205]);

/**
 * Bodies come in as text and are parsed here: a success that is not JSON is a
 * PARSING_ERROR; an error body that is not JSON still yields an HTTP_ERROR. Every other success
 * of this API carries a JSON body, so an empty one is a broken reply (a proxy or a server that
 * gave up mid-answer), not "nothing": callers would otherwise meet `undefined` as their data.
 */
function parseBody(context: FetchContext & { response: FetchResponse<unknown> }): void {
  const { response } = context;
  const text = response._data;
  if (typeof text !== 'string') return;
  if (text.trim() === '') {
    if (response.ok && !EMPTY_BY_DESIGN.has(response.status)) {
      throw new ApiError('PARSING_ERROR', 'The server reply is empty.');
    }
    response._data = undefined;
    return;
  }
  try {
    response._data = JSON.parse(text);
  } catch (error) {
    if (response.ok) {
      throw new ApiError('PARSING_ERROR', 'The server reply is not valid JSON.', { cause: error });
    }
  }
}

async function renewOnUnauthorized(
  context: FetchContext & { response: FetchResponse<unknown> },
): Promise<void> {
  if (context.response.status !== 401) return;
  const { unauthorized } = attemptOf(context);
  const tokens = (context.options as TransportOptions)[TOKENS] ?? pageTokens;
  if (unauthorized === 'sign-out') {
    // Fresh tokens were refused too: the session is over; never loop.
    endSession(tokens);
    return;
  }
  if (unauthorized !== 'renew') return;
  const sentWith = context.options.headers.get('authorization');
  const current = currentAccessToken(tokens);
  const tokenChangedMeanwhile = sentWith !== bearer(current) && current;
  if (!tokenChangedMeanwhile && !(await refreshSession(tokens))) return;
  const retry = {
    ...context.options,
    headers: requestHeaders('retry', tokens, context.options.headers),
    [ATTEMPT]: 'retry',
  } as TransportOptions;
  context.response = await transport.raw(context.request, retry);
}

const transport = ofetch.create({
  credentials: 'include',
  responseType: 'text',
  retry: false,
  onResponse: [parseBody, renewOnUnauthorized],
});

interface RefreshReply {
  access_token?: string;
  refresh_token?: string;
  user?: { permissions?: string[] };
}

/**
 * Renews the access token with the refresh token. Concurrent callers share one request, and
 * tabs take turns (withRefreshLock). Resolves true when new tokens are stored; signs out when
 * the server refuses.
 */
export function refreshSession(tokens: TokenSession = pageTokens): Promise<boolean> {
  tokens.renewing ??= renewInTurn(tokens).finally(() => {
    tokens.renewing = undefined;
  });
  return tokens.renewing;
}

/**
 * Tabs take turns (refresh-lock.ts renewInTurn). The lock's code loads with the first renewal: no
 * page needs it before its first screen.
 */
async function renewInTurn(tokens: TokenSession): Promise<boolean> {
  const spent = currentRefreshToken(tokens);
  const lock = await import('../auth/refresh-lock').catch(() => null);
  const renew = () => renewTokens(tokens);
  // Its chunk did not load (offline): the renewal's own request will say what is wrong.
  return lock ? lock.renewInTurn(spent, renew, tokens) : renew();
}

async function renewTokens(tokens: TokenSession): Promise<boolean> {
  const session = tokens.store.getState();
  const refreshToken = currentRefreshToken(tokens);
  if (!refreshToken) {
    endSession(tokens);
    return false;
  }
  let reply: RefreshReply | undefined;
  try {
    reply = await send<RefreshReply>('/sys/auth/refresh', 'refresh', {
      method: 'POST',
      body: { refresh_token: refreshToken },
      session: tokens,
    });
  } catch (error) {
    // Refused (4xx): the session is over. A network or server failure (5xx) leaves the
    // session in place, so the next call can try again.
    if (isApiError(error) && error.status !== undefined && error.status < 500) endSession(tokens);
    return false;
  }
  if (!reply?.access_token) {
    endSession(tokens);
    return false;
  }
  session.setTokens(reply.access_token, reply.refresh_token ?? refreshToken);
  // The refresh reply names the user's permissions as they are now (a role may have changed).
  const permissions = reply.user?.permissions;
  if (Array.isArray(permissions)) session.updateUser({ permissions });
  return true;
}

function cleanQuery(query: object | undefined): Record<string, unknown> | undefined {
  if (!query) return undefined;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') kept[key] = value;
  }
  return kept;
}

/** Runs one call under the time-out and the caller's signal, turning every failure into an ApiError. */
async function send<T>(path: string, attempt: Attempt, options: ApiOptions): Promise<T> {
  const { timeoutMs } = getConfig();
  const tokens = options.session ?? pageTokens;
  const controller = new AbortController();
  const callerSignal = options.signal;
  const abortWithCaller = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) abortWithCaller();
  callerSignal?.addEventListener('abort', abortWithCaller, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new ApiError('TIMEOUT_ERROR', `No reply within ${timeoutMs} ms.`));
  }, timeoutMs);
  const request: TransportOptions = {
    // Read per call, so a page can configure the base after load.
    baseURL: options.base ?? tokens.base ?? getConfig().apiBase,
    headers: requestHeaders(attempt, tokens),
    method: options.method ?? 'GET',
    query: cleanQuery(options.query),
    signal: controller.signal,
    [ATTEMPT]: attempt,
    [TOKENS]: tokens,
  };
  if (options.body !== undefined) request.body = options.body as TransportOptions['body'];
  // A download's time-out covers the wait for its headers; the body then takes as long as it takes.
  if (options.stream) (request as FetchOptions<'stream'>).responseType = 'stream';
  try {
    const response = await transport.raw(path, request);
    // A caller that gave up gets its reason, even from a transport that missed the abort (an
    // abort right after fetch() started is lost by some fetch implementations, happy-dom's).
    if (callerSignal?.aborted) throw callerSignal.reason;
    return response._data as T;
  } catch (error) {
    if (timedOut) throw new ApiError('TIMEOUT_ERROR', `No reply within ${timeoutMs} ms.`);
    if (callerSignal?.aborted) throw callerSignal.reason;
    throw toApiError(error, ATTEMPTS[attempt].unauthorized !== 'report' && tokens);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', abortWithCaller);
  }
}

interface TransportFailure {
  response?: FetchResponse<unknown>;
}

/** `renews`: the session of a call that renews on a 401, so a 401 reaching here means it ended. */
function toApiError(error: unknown, renews: TokenSession | false): ApiError {
  if (isApiError(error)) return error;
  const { response } = (error ?? {}) as TransportFailure;
  if (response) {
    const { status } = response;
    const retryAfter = retryAfterSeconds(status, response.headers.get('retry-after'));
    return httpError(status, response.statusText, response._data, {
      ...(retryAfter === undefined ? {} : { retryAfter }),
      sessionEnded: status === 401 && renews !== false && !renews.store.getState().isAuthenticated,
    });
  }
  // The transport's own message names the URL and internals; the cause keeps it for debugging.
  return new ApiError('FETCH_ERROR', 'The server could not be reached.', { cause: error });
}

/** Calls the API at `path` (relative to the configured base, e.g. `/tasks`). */
export function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const attempt: Attempt = options.anonymous
    ? 'anonymous'
    : options.renew === false
      ? 'final'
      : 'first';
  return send<T>(path, attempt, options);
}

/**
 * Downloads `path` as a byte stream with the same bearer, renewal and errors as every call
 * (`export` endpoints send CSV, which `api()` would try to read as JSON).
 */
export function apiStream(
  path: string,
  options: ApiOptions = {},
): Promise<ReadableStream<Uint8Array>> {
  return api<ReadableStream<Uint8Array>>(path, { ...options, stream: true });
}
