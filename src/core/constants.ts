// Business constants and limits the product promises (time-outs, retention, page sizes), in one place for every layer.

/** Path of the API under the product host. */
export const API_BASE_PATH = '/api/v1';
/** Time-out of every API call. */
export const API_TIMEOUT_MS = 10_000;
/** The longest Retry-After (seconds) a list load waits out by itself before trying again. */
export const RETRY_AFTER_CAP_S = 10;
/** How many times in a row a list load waits out a Retry-After before showing the failure. */
export const RETRY_AFTER_ATTEMPTS = 3;
/** Cached query data is kept this long after its last use. */
export const QUERY_RETENTION_MS = 60_000;
/** Toasts sit top-right; 'top-end' is Fluent's name for it (it flips in RTL). */
export const TOAST_POSITION = 'top-end' as const;
export const TOAST_AUTO_CLOSE_MS = 5_000;
/** A toast dragged sideways past this share of its width (percent) is dismissed. */
export const TOAST_DRAG_PERCENT = 80;
/** A lazy chunk that has not loaded after this long is reported as failed (the chunk-failure page). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Browser storage keys: public, hosts and other tabs read them, so they never change. */
export const STORAGE_KEYS = { authUser: 'auth_user', authPhone: 'auth_phone' } as const;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The limit every list accepts at most; larger values are a validation error. */
export const MAX_LIST_LIMIT = 500;
/** How many records one list request may name by uuid (`uuids`: a page of reference names). */
export const MAX_UUIDS_PER_LIST = 100;

/** Page params every list carries. */
export interface PageParams {
  limit: number;
  offset: number;
  order: SortOrder;
}

const page = (limit: number): PageParams => Object.freeze({ limit, offset: 0, order: 'desc' });

export interface TaskListDefaults extends PageParams {
  withCount: boolean;
}

export interface SysUserListDefaults extends PageParams {
  q: string;
  email: string;
  role: string;
  status: string;
}

export interface ListDefaults {
  sources: PageParams;
  tasks: TaskListDefaults;
  categories: PageParams;
  channels: PageParams;
  messages: PageParams;
  sysUsers: SysUserListDefaults;
  roles: PageParams;
  users: PageParams;
  orders: PageParams;
  buyers: PageParams;
  links: PageParams;
  permissions: PageParams;
}

/**
 * Default list params per entity: pages of 20 (system users 10), newest first, tasks with
 * their total counted. List states copy these, so the shared objects are frozen.
 */
export const LIST_DEFAULTS: { readonly [K in keyof ListDefaults]: Readonly<ListDefaults[K]> } =
  Object.freeze({
    sources: page(20),
    tasks: Object.freeze({ ...page(20), withCount: true }),
    categories: page(20),
    channels: page(20),
    messages: page(20),
    sysUsers: Object.freeze({ ...page(10), q: '', email: '', role: '', status: '' }),
    roles: page(20),
    users: page(20),
    orders: page(20),
    buyers: page(20),
    links: page(20),
    permissions: page(20),
  });

export type ChannelSuggestionKind = 'group' | 'channel';

/** Params of the channel suggestion list (GET /channels/suggestions). */
export interface ChannelSuggestionParams {
  q: string;
  kinds: ChannelSuggestionKind[];
  withFull: boolean;
  limit: number;
  page: number;
  pageSize: number;
}

/** Defaults of the channel suggestion list: both kinds, limit 5000, page 1 of 100. */
export const CHANNEL_SUGGESTION_DEFAULTS: Readonly<ChannelSuggestionParams> = Object.freeze({
  q: '',
  kinds: Object.freeze(['group', 'channel']) as ChannelSuggestionKind[],
  withFull: false,
  limit: 5000,
  page: 1,
  pageSize: 100,
});
