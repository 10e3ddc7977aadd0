// The English texts of the task area, registered in the shared catalog under `tasks.`.
import { defineMessages } from '../../core/i18n';
import { AREA_TITLES } from '../kit/area-titles';

export const textBook = defineMessages('tasks', {
  title: AREA_TITLES['tasks.title'],
  tableLabel: 'Tasks',
  filters: 'Task filters',
  empty: 'No tasks match these filters.',
  emptyHint: 'Change or reset the filters, or create a task.',

  'column.title': 'Title',
  'column.status': 'Status',
  'column.priority': 'Priority',
  'column.assignee': 'Assignee',
  'column.due': 'Due',
  'column.created': 'Created',

  'filter.q': 'Search',
  'filter.qPlaceholder': 'Title or description…',
  'filter.status': 'Status',
  'filter.priority': 'Priority',
  'filter.assignee': 'Assignee',
  'filter.creator': 'Creator',
  'filter.message': 'Message ID',
  'filter.messagePlaceholder': 'Paste a message UUID',
  'filter.messageInvalid':
    'A message ID is a full UUID, e.g. 0b7c5e9a-1f1e-4c1b-9d1a-2a6f3c4d5e6f.',
  'filter.created': 'Created',

  unassigned: 'Unassigned',
  unknownUser: 'Unknown user',
  noDue: '—',

  'bulk.start': 'Start',
  'bulk.done': 'Mark done',
  'bulk.cancel': 'Cancel tasks',
  'bulk.delete': 'Delete',

  'create.open': 'New task',
});
