// <bo-task-list>'s screen on the area kit: the task table and filters, bulk status changes and delete, CSV export, columns, the task's own drawer and create dialog.
import type { Task } from '../../resources/schemas';
import { type TaskParams, tasks } from '../../resources/tasks';
import { LazyPartBoundary, lazyPart } from '../../ui/lazy-part';
// Before the task modules: the kit's list screen and the locale load first, as they always did.
import { type AreaSettings, areaScreen } from '../kit/area-screen';
// The kit's modules themselves, not its index (which brings the form and picker code along).
import type { AreaDrawerProps } from '../../ui/kit/area-config';
import type { Locale } from '../../ui/locale';
import { usePartFailure } from '../../ui/use-part-failure';
import { textBook } from './messages.en';
import { type People, usePeople } from './people';
import { taskColumns } from './task-columns';
import type { TaskCreateDialogProps } from '../kit/task-create-dialog';
import type { TaskDrawerProps } from './task-drawer';
import { taskFilterFields } from './task-filters';
import { prefetchTaskListFirstPage } from './task-list-first-page';

// The drawer and the dialog are not needed for the first rows: the kit preloads the drawer once
// idle (a row click is the likeliest first step), the dialog loads when opened.
const drawerPart = lazyPart<TaskDrawerProps>(() =>
  import('./task-drawer').then((module) => module.TaskDrawer),
);
const createPart = lazyPart<TaskCreateDialogProps>(() =>
  import('../kit/task-create-dialog').then((module) => module.TaskCreateDialog),
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
function TaskCreatePart(props: { open: boolean; onClose(): void }) {
  const directory = usePeople();
  const failed = usePartFailure('tasks');
  const CreateDialog = createPart.current();
  return (
    <LazyPartBoundary part={createPart} onFailed={failed(props.onClose)}>
      <CreateDialog directory={directory} onClose={props.onClose} />
    </LazyPartBoundary>
  );
}

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
    headerDialog: {
      label: text('create.open'),
      Dialog: TaskCreatePart,
      preload: createPart.preload,
    },
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
