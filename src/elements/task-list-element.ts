// What <bo-task-list>'s entry awaits behind its early part, as one module (see console-element.ts:
// awaiting each module apart would make each one a split point of its own).
export { textBook } from '../areas/tasks/messages.en';
export { TaskListScreen } from '../areas/tasks/screen';
export { bookText } from '../core/i18n';
export { defineElement } from './define-element';
