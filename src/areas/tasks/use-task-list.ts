// State of the task list screen: params, the page of tasks, the people directory, which task is open, the create dialog.
import { useCallback, useMemo, useState } from 'react';
import { tasks } from '../../resources/tasks';
import type { Task } from '../../resources/schemas';
import { useElementEvents } from '../../ui/element-events';
import { useFocusReturn } from '../../ui/use-focus-return';
import { useResourceListParams } from '../../ui/use-resource-list';
import { taskColumns } from './task-columns';
import { taskFilterFields } from './task-filters';
import { TASK_LIST_DEFAULTS, type TaskParams } from './task-params';
import { usePeople } from './people';
import { useLocale } from '../../ui/i18n';

export function useTaskList() {
  const locale = useLocale();
  const { params, update, list } = useResourceListParams<Task, TaskParams>(
    tasks,
    TASK_LIST_DEFAULTS,
  );
  const directory = usePeople();
  const columns = useMemo(() => taskColumns(locale, directory), [locale, directory]);
  const filters = useMemo(
    () => taskFilterFields(locale, directory.options),
    [locale, directory.options],
  );
  const events = useElementEvents();

  /** The task the drawer shows, as it was when opened (the live copy comes from the store). */
  const [openTask, setOpenTask] = useState<Task | null>(null);
  const [creating, setCreating] = useState(false);

  /** The row that opened the drawer gets focus back when it closes (keyboard users continue there). */
  const focus = useFocusReturn();

  const openRow = useCallback(
    (task: Task) => {
      focus.remember();
      setOpenTask(task);
      events.emit('bo-task-select', { uuid: task.uuid });
    },
    [events, focus],
  );

  /** From the drawer: list the tasks about one message. */
  const filterByMessage = useCallback(
    (messageUuid: string) => {
      // The list changes under the row that opened the drawer: no focus to give back.
      setOpenTask(null);
      update({ message_uuid: messageUuid, offset: 0 });
    },
    [update],
  );

  return {
    params,
    update,
    list,
    directory,
    columns,
    filters,
    openTask,
    openRow,
    /** A mutation answered with a newer copy of the open task. */
    refreshOpenTask: setOpenTask,
    closeTask: useCallback(() => {
      setOpenTask(null);
      focus.restore();
    }, [focus]),
    filterByMessage,
    creating,
    setCreating,
  };
}

export type TaskListState = ReturnType<typeof useTaskList>;
