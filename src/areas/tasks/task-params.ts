// The task list's params: spec section 3 filters with section 9 defaults, and what of them is sent to the server.
import { LIST_DEFAULTS } from '../../core/constants';
import type { TaskParams } from '../../resources/tasks';

export type { TaskParams } from '../../resources/tasks';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Limit 20, offset 0, newest first, with the total counted (spec section 9). */
export const TASK_LIST_DEFAULTS: TaskParams = { ...LIST_DEFAULTS.tasks };

/**
 * The message filter is typed by hand: until it holds a whole UUID it is left out of the request,
 * so a half-pasted id never turns the list into a validation error.
 */
export function requestParams(params: TaskParams): TaskParams {
  if (params.message_uuid === undefined || isUuid(params.message_uuid)) return params;
  const { message_uuid: _draft, ...rest } = params;
  return rest;
}

/** True when the message filter holds text that is not (yet) a message id. */
export function messageFilterInvalid(params: TaskParams): boolean {
  return params.message_uuid !== undefined && !isUuid(params.message_uuid);
}
