// The task list's filter fields (spec section 3): q, status, priority, assignee, creator, message, created from/to.
import { TASK_PRIORITIES, TASK_STATUSES } from '../../resources/enums';
import type { FilterField, FilterOption } from '../../ui/use-filter-bar';
import { statusLabel } from '../../ui/status-badge';
import { tt } from './messages.en';
import type { TaskParams } from './task-params';

export function enumOptions(values: readonly string[]): FilterOption[] {
  return values.map((value) => ({ value, label: statusLabel(value) }));
}

export function taskFilterFields(people: readonly FilterOption[]): FilterField<TaskParams>[] {
  return [
    { kind: 'text', name: 'q', label: tt('filter.q'), placeholder: tt('filter.qPlaceholder') },
    {
      kind: 'select',
      name: 'status',
      label: tt('filter.status'),
      options: enumOptions(TASK_STATUSES),
    },
    {
      kind: 'select',
      name: 'priority',
      label: tt('filter.priority'),
      options: enumOptions(TASK_PRIORITIES),
    },
    {
      kind: 'select',
      name: 'assignee_sys_user_uuid',
      label: tt('filter.assignee'),
      options: people,
    },
    { kind: 'select', name: 'creator_sys_user_uuid', label: tt('filter.creator'), options: people },
    {
      kind: 'text',
      name: 'message_uuid',
      label: tt('filter.message'),
      placeholder: tt('filter.messagePlaceholder'),
    },
    { kind: 'dateRange', from: 'from', to: 'to', label: tt('filter.created') },
  ];
}
