// The task table's columns: title, status, priority, assignee name, due date, created.
import { Text } from '@fluentui/react-components';
import type { Task } from '../../resources/schemas';
import type { ResourceColumn } from '../../ui/resource-table-row';
import { StatusBadge } from '../../ui/status-badge';
import { formatDate } from './format';
import { tt } from './messages.en';
import type { SysUserDirectory } from './use-sys-user-directory';

/** A system user as a reader names them (an id alone means nothing); '' while the names load. */
export function personName(directory: SysUserDirectory, uuid: string): string {
  return directory.nameOf(uuid) ?? (directory.loading ? '' : tt('unknownUser'));
}

export function taskColumns(directory: SysUserDirectory): ResourceColumn<Task>[] {
  return [
    { key: 'title', label: tt('column.title'), sortable: true },
    {
      key: 'status',
      label: tt('column.status'),
      sortable: true,
      render: (task) => <StatusBadge value={task.status} />,
    },
    {
      key: 'priority',
      label: tt('column.priority'),
      sortable: true,
      render: (task) => <StatusBadge value={task.priority} />,
    },
    {
      key: 'assignee',
      label: tt('column.assignee'),
      render: (task) =>
        task.assignee_sys_user_uuid ? (
          personName(directory, task.assignee_sys_user_uuid)
        ) : (
          <Text italic>{tt('unassigned')}</Text>
        ),
    },
    {
      key: 'due_at',
      label: tt('column.due'),
      sortable: true,
      render: (task) => formatDate(task.due_at) || tt('noDue'),
    },
    {
      key: 'created_at',
      label: tt('column.created'),
      sortable: true,
      render: (task) => formatDate(task.created_at),
    },
  ];
}
