// <bo-task-list>'s screen on the area kit: the task table and filters, bulk status changes and delete, CSV export, columns, the task's own drawer and create dialog.
import type { Task } from '../../resources/schemas';
import { type TaskParams, tasks } from '../../resources/tasks';
import { LazyPartBoundary, lazyPart } from '../../ui/lazy-part';
// Before the task modules: the kit's list screen and the locale load first, as they always did.
import { type AreaSettings, areaScreen, lazyHeaderDialog } from '../kit/area-screen';
// The kit's modules themselves, not its index (which brings the form and picker code along).
import type { AreaDrawerProps } from '../../ui/kit/area-config';
import type { Locale } from '../../ui/locale';
import { usePartFailure } from '../../ui/use-part-failure';
import { textBook } from './messages.en';
import { type People, usePeople } from './people';
import { taskColumns } from './task-columns';
import type { TaskDrawerProps } from './task-drawer';
import { taskFilterFields } from './task-filters';
import { prefetchTaskListFirstPage } from './task-list-first-page';

// The drawer and the dialog are not needed for the first rows: the kit preloads the drawer once
// idle (a row click is the likeliest first step), the dialog when its button is reached for.
const drawerPart = lazyPart<TaskDrawerProps>(() =>
  import('./task-drawer').then((module) => module.TaskDrawer),
);

/** The opened task: status and assignee edited in place, its details and reviews. */
function TaskDrawerPart(props: AreaDrawerProps<Task, TaskParams>) {
  const directory = usePeople();
  const failed = usePartFailure('tasks');
  const Drawer = drawerPart.current();
  return (
    <LazyPartBoundary part={drawerPart} onFailed={failed(props.onClose)}>
      <Drawer
        task={props.row}
        directory={directory}
        onClose={props.onClose}
        onChanged={props.onChanged}
        onFilterByMessage={(uuid) => props.onFilter({ message_uuid: uuid })}
      />
    </LazyPartBoundary>
  );
}

/** "New task": the task's own dialog (a message's tasks open it too, prefilled). */
const createDialog = lazyHeaderDialog(
  'tasks',
  () => import('../kit/task-create-dialog').then((module) => module.TaskCreateDialog),
  function useCreateInputs() {
    return { directory: usePeople() };
  },
);

function taskArea(locale: Locale, directory: People): AreaSettings<Task, TaskParams> {
  const text = locale.text(textBook);
  const setStatus = (key: string, label: string, status: Task['status']) => ({
    key,
    label,
    action: 'update' as const,
    change: { status },
  });
  return {
    key: 'tasks',
    texts: {
      title: text('title'),
      tableLabel: text('tableLabel'),
      filters: text('filters'),
      empty: text('empty'),
      emptyHint: text('emptyHint'),
    },
    itemName: (task) => task.title,
    columns: () => taskColumns(locale, directory),
    filters: taskFilterFields(locale, directory.options),
    bulkActions: [
      setStatus('start', text('bulk.start'), 'in_progress'),
      setStatus('done', text('bulk.done'), 'done'),
      setStatus('cancel', text('bulk.cancel'), 'cancelled'),
      { key: 'delete', label: text('bulk.delete'), action: 'delete', destructive: true },
    ],
    drawer: TaskDrawerPart,
    onRowOpen: (task, events) => events.emit('bo-task-select', { uuid: task.uuid }),
    headerDialog: { label: text('create.open'), ...createDialog },
    preloads: [drawerPart.preload],
  };
}

const screen = areaScreen(tasks, taskArea, {
  useInputs: () => [usePeople()] as const,
  // Its people lookup too, under the keys the screen's hooks use.
  prefetch: () => prefetchTaskListFirstPage(),
});
export const TaskListScreen = screen.default;
export default TaskListScreen;
export const prefetch = screen.prefetch;
