// <bo-task-list>: tasks with every filter, paging, sorting, a drawer with reviews, status and assignee changes, and task creation.
// First: the first page is requested while React, Fluent and the screen below still evaluate.
import '../early/bo-task-list';
import { textBook } from '../../areas/tasks/messages.en';
import { TaskListScreen } from '../../areas/tasks/screen';
import { bookText } from '../../core/i18n';
import { defineElement } from '../define-element';

export const BoTaskList = defineElement('bo-task-list', TaskListScreen, {
  requiresAdmin: true,
  title: (translator) => bookText(translator, textBook)('title'),
});
