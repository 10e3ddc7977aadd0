// The English texts of the "New task" dialog, which the tasks area and a message's drawer open, in
// the tasks area's `tasks.` namespace (a host's `strings` keys stay `tasks.create.…`).
import { defineMessages } from '../../core/i18n';

export const taskCreateBook = defineMessages('tasks', {
  'create.title': 'New task',
  'create.submit': 'Create task',
  'create.titleField': 'Title',
  'create.titleRequired': 'Enter a title.',
  'create.description': 'Description',
  'create.priority': 'Priority',
  'create.assignee': 'Assignee',
  'create.due': 'Due date',
  'create.done': 'Task “{title}” created',
  // The list's own key too (its first screen shows it without loading this dialog's texts).
  unassigned: 'Unassigned',
});
