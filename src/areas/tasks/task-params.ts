// The task list's params: the filters of GET /tasks with the list's defaults, and the check of a typed message id.
import { LIST_DEFAULTS } from '../../core/constants';
import { UUID_PATTERN } from '../../resources/rules';
import type { TaskParams } from '../../resources/tasks';

export type { TaskParams } from '../../resources/tasks';

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** Limit 20, offset 0, newest first, with the total counted. */
export const TASK_LIST_DEFAULTS: TaskParams = { ...LIST_DEFAULTS.tasks };
