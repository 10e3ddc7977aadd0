// The task screen as a bare table: the same list hook, early answer and params as the product's
// screen, 20 rows of three plain cells and nothing else. console-content.bench.mjs builds the
// console with it in place of src/areas/tasks/screen.tsx (its `../../../src/` imports become
// `../../`), to tell what the console itself costs from what the task screen puts on it.
import { prefetchTaskListFirstPage } from '../../../src/areas/tasks/task-list-first-page';
import { tasks } from '../../../src/resources/tasks';
import { useResourceListParams } from '../../../src/ui/use-resource-list';

function BareTaskList() {
  const { list } = useResourceListParams(tasks, tasks.defaults);
  return (
    <table>
      <thead>
        <tr>
          <th>Title</th>
          <th>Status</th>
          <th>Created</th>
        </tr>
      </thead>
      <tbody>
        {list.items.map((task) => (
          <tr key={task.uuid}>
            <td>{task.title}</td>
            <td>{task.status}</td>
            <td>{task.created_at}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const TaskListScreen = BareTaskList;
export default BareTaskList;
export const prefetch = prefetchTaskListFirstPage;
