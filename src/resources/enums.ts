// Every enumerated value of the domain model (statuses, kinds, roles, verdicts), as plain arrays so the client bundle can import them without TypeBox.

/** Role codes a system user can hold, strongest first: defined with the access levels. */
export { ROLE_CODES, type RoleCode } from '../core/access';

export const SYS_USER_STATUSES = ['active', 'disabled', 'pending'] as const;
export type SysUserStatus = (typeof SYS_USER_STATUSES)[number];

export const USER_STATUSES = ['active', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const SOURCE_KINDS = ['channel', 'group', 'bot'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export const MESSAGE_STATUSES = ['new', 'approved', 'rejected', 'published', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MEDIA_TYPES = ['photo', 'video', 'document', 'audio'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const CHANNEL_KINDS = ['group', 'channel'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

export const CHANNEL_PURPOSES = ['source', 'target', 'both'] as const;
export type ChannelPurpose = (typeof CHANNEL_PURPOSES)[number];

export const TASK_STATUSES = ['open', 'in_progress', 'review', 'done', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const REVIEW_VERDICTS = ['approved', 'changes_requested', 'comment'] as const;
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number];

export const BUYER_STATUSES = ['active', 'blocked'] as const;
export type BuyerStatus = (typeof BUYER_STATUSES)[number];

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'in_progress',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const LINK_KINDS = ['invite', 'referral', 'external'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** ISO 4217 codes the demo marketplace trades in; money is always in minor units. */
export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export { SORT_ORDERS, type SortOrder } from '../core/constants';

/** Error codes in `{ error: { code } }` replies of the API. */
export const API_ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_TRANSITION',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Fields each list may be sorted by (`sort` query param); `created_at` is the default. */
export const SORT_FIELDS = {
  sysUsers: ['created_at', 'updated_at', 'email', 'name', 'status', 'last_login_at'],
  roles: ['created_at', 'updated_at', 'code', 'name'],
  permissions: ['created_at', 'updated_at', 'code', 'name'],
  users: ['created_at', 'updated_at', 'name', 'username', 'status', 'last_seen_at'],
  sources: ['created_at', 'updated_at', 'title', 'kind', 'last_fetched_at', 'messages_count'],
  messages: ['created_at', 'updated_at', 'status', 'published_at'],
  categories: ['created_at', 'updated_at', 'name', 'slug'],
  channels: ['created_at', 'updated_at', 'title', 'kind', 'purpose', 'members_count'],
  tasks: ['created_at', 'updated_at', 'title', 'status', 'priority', 'due_at'],
  buyers: ['created_at', 'updated_at', 'name', 'email', 'status', 'balance', 'orders_count'],
  orders: ['created_at', 'updated_at', 'number', 'status', 'amount', 'placed_at'],
  links: ['created_at', 'updated_at', 'title', 'kind', 'clicks', 'expires_at'],
} as const;
export type SortFieldsOf<K extends keyof typeof SORT_FIELDS> = (typeof SORT_FIELDS)[K][number];
