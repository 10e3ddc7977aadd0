// <bo-task-list>: tasks with every filter, paging, sorting, a drawer with reviews, status and assignee changes, and task creation.
import { tt } from '../../areas/tasks/messages.en';
import { TaskListScreen } from '../../areas/tasks/task-list-screen';
import { defineElement } from '../define-element';

export const BoTaskList = defineElement('bo-task-list', TaskListScreen, {
  requiresAdmin: true,
  title: () => tt('title'),
});
