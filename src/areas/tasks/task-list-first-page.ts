// What <bo-task-list> shows first, asked for before its UI code runs: the newest tasks and the people directory (no React here).
import { prefetchEarly } from '../../core/query/client';
import { type SysUserParams, sysUsers } from '../../resources/sys-users';
import { tasks } from '../../resources/tasks';
import { lookupParams } from '../../ui/kit/lookup-params';
import { TASK_LIST_DEFAULTS, type TaskParams } from './task-params';

/** Every system user, as the screen's people lookup asks for them (the kit's lookup params). */
const PEOPLE_PARAMS: SysUserParams = lookupParams({ defaults: sysUsers.defaults, sortBy: 'name' });

/**
 * The requests of the task list's first render, under the keys its hooks use, so the screen
 * renders from these answers. The list's params start at the defaults outside the console; in
 * the console they are the address's.
 */
export function prefetchTaskListFirstPage(params: TaskParams = TASK_LIST_DEFAULTS): void {
  void prefetchEarly(tasks.keys.list(params), (signal) => tasks.list(params, signal));
  void prefetchEarly(sysUsers.keys.list(PEOPLE_PARAMS), (signal) =>
    sysUsers.list(PEOPLE_PARAMS, signal),
  );
}
