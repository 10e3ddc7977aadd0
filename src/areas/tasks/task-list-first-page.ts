// What <bo-task-list> shows first, asked for before its UI code runs: the newest tasks and the people directory (no React here).
import { prefetchEarly } from '../../core/query/client';
import { type SysUserParams, sysUsers } from '../../resources/sys-users';
import { tasks } from '../../resources/tasks';
import { TASK_LIST_DEFAULTS } from './task-params';

/** The most a list page may hold; staff lists are far shorter, so one page is everyone. */
export const SYS_USER_DIRECTORY_PARAMS: SysUserParams = {
  ...sysUsers.defaults,
  limit: 500,
  offset: 0,
  order: 'asc',
  sort: 'name',
};

/**
 * The requests of the task list's first render, under the keys its hooks use, so the screen
 * renders from these answers. The list's params start at the defaults outside the console.
 */
export function prefetchTaskListFirstPage(): void {
  void prefetchEarly(tasks.keys.list(TASK_LIST_DEFAULTS), (signal) =>
    tasks.list(TASK_LIST_DEFAULTS, signal),
  );
  void prefetchEarly(sysUsers.keys.list(SYS_USER_DIRECTORY_PARAMS), (signal) =>
    sysUsers.list(SYS_USER_DIRECTORY_PARAMS, signal),
  );
}
