// The English texts of a task's drawer and reviews (loaded with them), in the `tasks.` namespace beside the list's.
import { defineMessages } from '../../core/i18n';

export const taskDetailBook = defineMessages('tasks', {
  'drawer.fields': 'Task details',
  'drawer.description': 'Description',
  'drawer.noDescription': 'No description.',
  'drawer.status': 'Status',
  'drawer.priority': 'Priority',
  'drawer.assignee': 'Assignee',
  'drawer.creator': 'Creator',
  'drawer.message': 'Message',
  'drawer.noMessage': 'None',
  'drawer.showMessageTasks': 'Show tasks about this message',
  'drawer.due': 'Due',
  'drawer.created': 'Created',
  'drawer.updated': 'Updated',
  'drawer.statusChanged': 'Status set to {status}',
  'drawer.assigneeChanged': 'Assigned to {name}',
  'drawer.unassignedDone': 'Task unassigned',
  'drawer.changeFailed': 'Could not change the task',

  'reviews.title': 'Reviews',
  'reviews.empty': 'No reviews yet.',
  'reviews.loading': 'Loading reviews…',
  'reviews.by': '{name} · {when}',
  'reviews.add': 'Add a review',
  'reviews.verdict': 'Verdict',
  'reviews.comment': 'Comment',
  'reviews.submit': 'Add review',
  'reviews.done': 'Review added',
  'reviews.failed': 'Could not add the review',
});
