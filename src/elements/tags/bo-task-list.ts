// <bo-task-list>: tasks with every filter, paging, sorting, a drawer with reviews, status and assignee changes, and task creation.
import { TaskListScreen } from '../../areas/tasks/task-list-screen';
import { areaEntry } from '../../areas/area-list';
import { defineElement } from '../define-element';

export const BoTaskList = defineElement('bo-task-list', TaskListScreen, {
  requiresAdmin: areaEntry('tasks').access === 'admin',
});
