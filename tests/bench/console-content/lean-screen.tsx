// The task screen as the area kit's list alone: its header (title, count, columns, export), the
// table with the title column only and the pager; no filters, no row selection, no "New task".
// console-content.bench.mjs builds the console with it in place of src/areas/tasks/screen.tsx
// (its `../../../src/` imports become `../../`).
import { areaScreen } from '../../../src/areas/kit/area-screen';
import { textBook } from '../../../src/areas/tasks/messages.en';
import { prefetchTaskListFirstPage } from '../../../src/areas/tasks/task-list-first-page';
import { tasks } from '../../../src/resources/tasks';

const screen = areaScreen(
  tasks,
  (locale) => {
    const text = locale.text(textBook);
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
      columns: () => [{ key: 'title', label: text('column.title'), minWidth: 160, sortable: true }],
      filters: [],
    };
  },
  { prefetch: () => prefetchTaskListFirstPage() },
);

export const TaskListScreen = screen.default;
export default TaskListScreen;
export const prefetch = screen.prefetch;
