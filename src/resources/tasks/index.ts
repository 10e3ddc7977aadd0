// Tasks staff work through, with their reviews.
import { LIST_DEFAULTS, type ListDefaults } from '../../core/constants';
import { QUERY_GROUPS } from '../../core/query/client';
import { createResource, type ListParamsOf } from '../create-resource';
import type { Task, TaskCreate, TaskListParams, TaskPatch } from '../schemas';
import { addReview, listReviews, reviewKeys, reviewsStore } from './reviews';

export { addReview, listReviews, type ReviewsState, reviewKeys, reviewsStore } from './reviews';

export type TaskParams = ListParamsOf<TaskListParams, ListDefaults['tasks']>;

export const tasks = Object.assign(
  createResource<Task, TaskParams, TaskCreate, TaskPatch>({
    name: 'tasks',
    path: '/tasks',
    group: QUERY_GROUPS.tasks,
    defaults: LIST_DEFAULTS.tasks,
  }),
  { listReviews, addReview, reviewsStore, reviewKeys },
);
