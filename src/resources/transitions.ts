// The status moves allowed for orders and messages, and the permission some moves need. The server
// refuses any other move with 409 INVALID_TRANSITION; screens offer only these.
import type { MessageStatus, OrderStatus } from './enums';
import type { PermissionCodeName } from './permission-codes';

export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['in_progress', 'cancelled', 'refunded'],
  in_progress: ['completed'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};

export const MESSAGE_TRANSITIONS: Record<MessageStatus, readonly MessageStatus[]> = {
  new: ['approved', 'rejected'],
  approved: ['published', 'rejected'],
  rejected: ['approved'],
  failed: ['approved'],
  published: [],
};

/** Moving into these statuses needs a permission beyond `<area>.write`. */
export const ORDER_STATUS_PERMISSIONS: Partial<Record<OrderStatus, PermissionCodeName>> = {
  refunded: 'orders.refund',
};
export const MESSAGE_STATUS_PERMISSIONS: Partial<Record<MessageStatus, PermissionCodeName>> = {
  published: 'messages.publish',
};

/** Whether a record may move from one status to another; staying put is always allowed. */
export function canMove<S extends string>(table: Record<S, readonly S[]>, from: S, to: S): boolean {
  return from === to || (table[from]?.includes(to) ?? false);
}
