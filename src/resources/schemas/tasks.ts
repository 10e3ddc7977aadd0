// Tasks staff work through, and their reviews.
import Type, { type Static } from 'typebox';
import { REVIEW_VERDICTS, SORT_FIELDS, TASK_PRIORITIES, TASK_STATUSES } from '../enums';
import {
  INT32_MAX,
  Nullable,
  Timestamp,
  Uuid,
  listParams,
  listReply,
  patchOf,
  recordFields,
} from './common';

export const TaskSchema = Type.Object(
  {
    ...recordFields,
    title: Type.String({ minLength: 1, maxLength: 200 }),
    description: Type.String({ maxLength: 10000 }),
    status: Type.Enum(TASK_STATUSES),
    priority: Type.Enum(TASK_PRIORITIES),
    assignee_sys_user_uuid: Nullable(Uuid),
    creator_sys_user_uuid: Nullable(Uuid),
    message_uuid: Nullable(Uuid),
    due_at: Nullable(Timestamp),
  },
  { title: 'Task' },
);
export type Task = Static<typeof TaskSchema>;

/** The creator is the signed-in system user; it is not part of the body. */
export const TaskCreateSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    description: Type.Optional(Type.String({ maxLength: 10000 })),
    status: Type.Optional(Type.Enum(TASK_STATUSES)),
    priority: Type.Optional(Type.Enum(TASK_PRIORITIES)),
    assignee_sys_user_uuid: Type.Optional(Nullable(Uuid)),
    message_uuid: Type.Optional(Nullable(Uuid)),
    due_at: Type.Optional(Nullable(Timestamp)),
  },
  { additionalProperties: false },
);
export type TaskCreate = Static<typeof TaskCreateSchema>;
export const TaskPatchSchema = patchOf(TaskCreateSchema);
export type TaskPatch = Static<typeof TaskPatchSchema>;

export const TaskListParamsSchema = listParams(SORT_FIELDS.tasks, {
  status: Type.Optional(Type.Enum(TASK_STATUSES)),
  priority: Type.Optional(Type.Enum(TASK_PRIORITIES)),
  assignee_sys_user_uuid: Type.Optional(Uuid),
  creator_sys_user_uuid: Type.Optional(Uuid),
  message_uuid: Type.Optional(Uuid),
});
export type TaskListParams = Static<typeof TaskListParamsSchema>;
export const TaskListSchema = listReply(TaskSchema);

export const TaskReviewSchema = Type.Object(
  {
    ...recordFields,
    task_uuid: Uuid,
    author_sys_user_uuid: Nullable(Uuid),
    verdict: Type.Enum(REVIEW_VERDICTS),
    comment: Type.String({ maxLength: 5000 }),
  },
  { title: 'TaskReview' },
);
export type TaskReview = Static<typeof TaskReviewSchema>;

/** The author is the signed-in system user. */
export const TaskReviewCreateSchema = Type.Object(
  {
    verdict: Type.Enum(REVIEW_VERDICTS),
    comment: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);
export type TaskReviewCreate = Static<typeof TaskReviewCreateSchema>;

/** Reviews come newest first. */
export const TaskReviewListParamsSchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: INT32_MAX, default: 0 })),
});
export type TaskReviewListParams = Static<typeof TaskReviewListParamsSchema>;
export const TaskReviewListSchema = listReply(TaskReviewSchema);
