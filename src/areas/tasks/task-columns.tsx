// The task table's columns: title, status, priority, assignee name, due date, created (the last ones join as the element widens).
import type { Task } from '../../resources/schemas';
import type { ResourceColumn } from '../../ui/resource-table-row';
import { StatusBadge } from '../../ui/status-badge';
import { AbsentValue } from '../../ui/text-looks';
import { textBook } from './messages.en';
import { type People, personName } from './people';
import type { Locale } from '../../ui/locale';

export function taskColumns(locale: Locale, directory: People): ResourceColumn<Task>[] {
  const text = locale.text(textBook);
  const { formatDate } = locale;
  return [
    { key: 'title', label: text('column.title'), minWidth: 160, sortable: true },
    {
      key: 'status',
      label: text('column.status'),
      minWidth: 120,
      sortable: true,
      render: (task) => <StatusBadge value={task.status} />,
    },
    {
      key: 'priority',
      label: text('column.priority'),
      minWidth: 104,
      hideBelow: 560,
      sortable: true,
      render: (task) => <StatusBadge value={task.priority} />,
    },
    {
      key: 'assignee',
      label: text('column.assignee'),
      minWidth: 140,
      hideBelow: 720,
      render: (task) =>
        task.assignee_sys_user_uuid ? (
          personName(locale, directory, task.assignee_sys_user_uuid)
        ) : (
          <AbsentValue>{text('unassigned')}</AbsentValue>
        ),
    },
    {
      key: 'due_at',
      label: text('column.due'),
      minWidth: 112,
      hideBelow: 440,
      sortable: true,
      render: (task) => formatDate(task.due_at) || text('noDue'),
    },
    {
      key: 'created_at',
      label: text('column.created'),
      minWidth: 112,
      hideBelow: 880,
      sortable: true,
      render: (task) => formatDate(task.created_at),
    },
  ];
}
