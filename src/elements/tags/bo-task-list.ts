// <bo-task-list>: tasks with every filter, paging, sorting, a drawer with reviews, status and assignee changes, and task creation.
// The early part is this module's only static import: it asks for the first page as it evaluates.
// The element's code is awaited here, so it downloads and evaluates meanwhile.
import '../early/bo-task-list';

const { TaskListScreen, textBook, bookText, defineElement } = await import('../task-list-element');

export const BoTaskList = defineElement('bo-task-list', TaskListScreen, {
  requiresAdmin: true,
  title: (translator) => bookText(translator, textBook)('title'),
});
