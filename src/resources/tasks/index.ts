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
  fields: {
    created_at: 'string',
    updated_at: 'string',
    title: 'string',
    description: 'string',
    status: 'string',
    priority: 'string',
    assignee_sys_user_uuid: 'string?',
    creator_sys_user_uuid: 'string?',
    message_uuid: 'string?',
    due_at: 'string?',
  },
});
