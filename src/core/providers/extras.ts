// Optional provider methods for what react-admin's interface has no method for; each feature falls back or hides itself when its method is missing.
import type { Identifier, RaRecord, SortPayload } from './data-provider';

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
  /** The signed-in user's permission codes as they are now. */
  getMyPermissions?(params: { signal?: AbortSignal }): Promise<{ id: Identifier; data: string[] }>;
  /** Replaces the permission codes a role holds. */
  setRolePermissions?(params: { id: Identifier; data: string[] }): Promise<{ data: RaRecord }>;
}

/** Names of the extras, for the README and the unsupported-feature message. */
export type ExtraMethod = keyof DataProviderExtras;
