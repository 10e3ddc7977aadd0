// Imported first by <bo-task-list>'s entry: evaluating this module asks for the first page of tasks and the people directory.
import { prefetchTaskListFirstPage } from '../../areas/tasks/task-list-first-page';
import { startEarly } from '../early-start';

startEarly('bo-task-list', { requiresAdmin: true }, prefetchTaskListFirstPage);
