// The entity hook that keeps orders and messages on their allowed status moves, and asks for the
// permission some moves need.
import {
  MESSAGE_STATUS_PERMISSIONS,
  MESSAGE_TRANSITIONS,
  ORDER_STATUS_PERMISSIONS,
  ORDER_TRANSITIONS,
  canMove,
} from '../../../src/resources/transitions';
import { requirePermission } from '../auth/permissions';
import type { WriteContext } from '../crud/entity';
import type { Row } from '../db/database';
import { invalidTransition } from '../errors';

interface StatusRules<S extends string> {
  title: string;
  moves: Record<S, readonly S[]>;
  permissions: Partial<Record<S, string>>;
}

/** Throws 409 INVALID_TRANSITION or 403 when `values.status` is a move the caller may not make. */
function checkStatus<S extends string>(
  rules: StatusRules<S>,
  values: Row,
  ctx: WriteContext,
): void {
  const next = values.status as S | undefined;
  if (next === undefined) return;
  const from = ctx.current?.status as S | undefined;
  if (from === next) return;
  if (from !== undefined && !canMove(rules.moves, from, next)) {
    throw invalidTransition(rules.title, from, next);
  }
  const needed = rules.permissions[next];
  if (needed) requirePermission(ctx.auth.user, needed);
}

export const checkOrderStatus = (values: Row, ctx: WriteContext) =>
  checkStatus(
    { title: 'An order', moves: ORDER_TRANSITIONS, permissions: ORDER_STATUS_PERMISSIONS },
    values,
    ctx,
  );

export const checkMessageStatus = (values: Row, ctx: WriteContext) =>
  checkStatus(
    { title: 'A message', moves: MESSAGE_TRANSITIONS, permissions: MESSAGE_STATUS_PERMISSIONS },
    values,
    ctx,
  );
