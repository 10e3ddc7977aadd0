// Tasks staff work through. Their reviews are a module of their own (./reviews): only a task's drawer needs them.
import { LIST_DEFAULTS, type ListDefaults } from '../../core/constants';
import { QUERY_GROUPS } from '../../core/query/client';
import { createResource, type ListParamsOf } from '../create-resource';
import type { Task, TaskCreate, TaskListParams, TaskPatch } from '../schemas';

export type TaskParams = ListParamsOf<TaskListParams, ListDefaults['tasks']>;

export const tasks = createResource<Task, TaskParams, TaskCreate, TaskPatch>({
  name: 'tasks',
  path: '/tasks',
  group: QUERY_GROUPS.tasks,
  defaults: LIST_DEFAULTS.tasks,
  fields:
    'created_at updated_at title description status priority assignee_sys_user_uuid? creator_sys_user_uuid? message_uuid? due_at?',
});
