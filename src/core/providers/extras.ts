// Optional provider methods for what react-admin's interface has no method for; each feature falls back or hides itself when its method is missing.
import type { AuthProvider, Identifier, RaRecord, SortPayload } from './data-provider';

/** One record's outcome in a bulk change. */
export type BulkItemResult =
  | { id: Identifier; ok: true }
  | { id: Identifier; ok: false; error: { code: string; message: string } };

export interface BulkParams {
  action: 'update' | 'delete';
  /** The records by id, or (without ids) every record the filter matches. */
  ids?: Identifier[];
  filter?: Record<string, unknown>;
  /** With `update`: the fields to set on each record. */
  data?: Record<string, unknown>;
}

/** A message's media item as the record holds it (reference API: `url` a path under `/api/v1/media/`). */
export interface MediaItemRef {
  type: 'photo' | 'video' | 'document' | 'audio';
  url: string;
  width?: number | null;
  height?: number | null;
  mime?: string;
  size?: number;
}

/** What the browser can show for a media item: a URL it may load as it is, or the file itself. */
export type MediaSource = string | Blob;

/** CSV bytes as a stream, a Blob or plain text. */
export type CsvBody = ReadableStream<Uint8Array> | Blob | string;

/**
 * The documented extra methods. None is required: without `bulk` a bulk delete runs as
 * deleteMany and a bulk update as one update per record, without `exportCsv` the export pages
 * through getList and writes the CSV in the browser, and the screens needing any other one say
 * in place of that part that this back end does not offer it.
 */
export interface DataProviderExtras {
  /** One change for many records with a result per record (reference API: `POST /<resource>/bulk`). */
  bulk?(resource: string, params: BulkParams): Promise<{ data: BulkItemResult[] }>;
  /** Every record matching the filter, in that order, as CSV (reference API: `GET /<resource>/export`). */
  exportCsv?(
    resource: string,
    params: { filter: Record<string, unknown>; sort?: SortPayload; signal?: AbortSignal },
  ): Promise<CsvBody>;
  /** A task's reviews, newest first. */
  getTaskReviews?(params: { id: Identifier; signal?: AbortSignal }): Promise<{ data: RaRecord[] }>;
  /** Adds a review to a task by the signed-in user. */
  createTaskReview?(params: {
    id: Identifier;
    data: { verdict: string; comment?: string };
  }): Promise<{ data: RaRecord }>;
  /** The channel ids a category publishes to. */
  getCategoryRoutes?(params: {
    id: Identifier;
    signal?: AbortSignal;
  }): Promise<{ data: Identifier[] }>;
  /** Replaces the channel ids a category publishes to. */
  setCategoryRoutes?(params: { id: Identifier; data: Identifier[] }): Promise<{
    data: Identifier[];
  }>;
  /** Groups and channels worth adding, for a search (reference API: `GET /channels/suggestions`). */
  getChannelSuggestions?(params: {
    filter: Record<string, unknown>;
    signal?: AbortSignal;
  }): Promise<{ data: unknown }>;
  /** The dashboard's counts, series and short lists (reference API: `GET /stats/dashboard`). */
  getDashboardStats?(params: {
    filter: Record<string, unknown>;
    signal?: AbortSignal;
  }): Promise<{ data: unknown }>;
  /**
   * Where the browser finds one media item of a message: a URL it may load without headers (a
   * signed or public address), or the file itself as a Blob (fetched with the provider's own
   * auth). Without it, the record's own `url` is used when it is an absolute http(s) address;
   * else the gallery says this back end does not offer media previews.
   */
  getMedia?(params: {
    /** The message's id. */
    id: Identifier;
    /** The item's position in `message.media`. */
    index: number;
    media: MediaItemRef;
  }): Promise<{ data: MediaSource }>;
  /** The signed-in user's permission codes as they are now. */
  getMyPermissions?(params: { signal?: AbortSignal }): Promise<{ id: Identifier; data: string[] }>;
  /** Replaces the permission codes a role holds. */
  setRolePermissions?(params: { id: Identifier; data: string[] }): Promise<{ data: RaRecord }>;
}

/** Names of the extras, for the README and the unsupported-feature message. */
export type ExtraMethod = keyof DataProviderExtras;

/**
 * The auth provider's optional phone sign-in, after the reference API's flow
 * (`POST /phone-login/start`, `/verify`, `/password`). With both methods the sign-in screens
 * offer the phone wizard on that back end; without them only the email form shows.
 */
export interface AuthProviderExtras {
  /** Sends a sign-in code to the phone; `ttlSec`: seconds before another code may be asked. */
  requestPhoneCode?(params: { phone: string }): Promise<{ ttlSec?: number } | undefined>;
  /**
   * Signs in with the code sent; an account with two-factor sign-in answers `{ step: 'password' }`
   * and is called again with `{ phone, password }`. A wrong code or password rejects (its message
   * is shown). Once signed in, getIdentity and getPermissions are read as after `login`.
   */
  loginWithPhone?(params: {
    phone: string;
    code?: string;
    password?: string;
  }): Promise<{ step?: 'password' | 'done' } | undefined>;
}

/** An auth provider that has both phone extras. */
export type PhoneAuthProvider = AuthProvider & Required<AuthProviderExtras>;
