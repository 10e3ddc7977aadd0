// The task list's filter fields, one per filter of GET /tasks: q, status, priority, assignee, creator, message, created from/to.
import { TASK_PRIORITIES, TASK_STATUSES } from '../../resources/enums';
import type { FilterField, FilterOption } from '../../ui/use-filter-bar';
import { textBook } from './messages.en';
import { isUuid, type TaskParams } from './task-params';
import { labelledOptions } from '../../ui/select-options';
import type { Locale } from '../../ui/locale';

export function taskFilterFields(
  locale: Locale,
  people: readonly FilterOption[],
): FilterField<TaskParams>[] {
  const text = locale.text(textBook);
  const { statusLabel } = locale;
  return [
    { kind: 'text', name: 'q', label: text('filter.q'), placeholder: text('filter.qPlaceholder') },
    {
      kind: 'select',
      name: 'status',
      label: text('filter.status'),
      options: labelledOptions(TASK_STATUSES, statusLabel),
    },
    {
      kind: 'select',
      name: 'priority',
      label: text('filter.priority'),
      options: labelledOptions(TASK_PRIORITIES, statusLabel),
    },
    {
      kind: 'select',
      name: 'assignee_sys_user_uuid',
      label: text('filter.assignee'),
      options: people,
    },
    {
      kind: 'select',
      name: 'creator_sys_user_uuid',
      label: text('filter.creator'),
      options: people,
    },
    {
      kind: 'text',
      name: 'message_uuid',
      label: text('filter.message'),
      placeholder: text('filter.messagePlaceholder'),
      // Typed by hand: a half-pasted id is flagged and kept out of the request, never a 400.
      validate: (value) => (isUuid(value) ? undefined : text('filter.messageInvalid')),
    },
    { kind: 'dateRange', from: 'from', to: 'to', label: text('filter.created') },
  ];
}
