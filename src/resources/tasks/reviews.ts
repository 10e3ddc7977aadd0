// Reviews of tasks: held per task_uuid, newest first; listed and added through the API.
import { createStore } from 'zustand/vanilla';
import { checkListReply, fieldsOf, type RecordShape } from '../../core/lists/reply-shape';
import { type Backend, callExtra, keyOn, pageBackend } from '../../core/providers/backend';
import { fromRaRecord } from '../../core/providers/record-ids';
import { invalidateGroup, QUERY_GROUPS } from '../../core/query/client';
import type { ListReply } from '../create-resource';
import type { TaskReview, TaskReviewCreate, TaskReviewListParams } from '../schemas';

export interface ReviewsState {
  /** Reviews per task uuid, newest first. */
  byTask: Record<string, TaskReview[]>;
  setReviews(taskUuid: string, reviews: readonly TaskReview[]): void;
  /** Puts a review at the front of its task's list (replacing an older copy). */
  addReview(taskUuid: string, review: TaskReview): void;
}

function newestFirst(reviews: readonly TaskReview[]): TaskReview[] {
  return [...reviews].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export const reviewsStore = createStore<ReviewsState>()((set) => ({
  byTask: {},
  setReviews(taskUuid, reviews) {
    set((state) => ({ byTask: { ...state.byTask, [taskUuid]: newestFirst(reviews) } }));
  },
  addReview(taskUuid, review) {
    set((state) => {
      const others = (state.byTask[taskUuid] ?? []).filter((r) => r.uuid !== review.uuid);
      return { byTask: { ...state.byTask, [taskUuid]: [review, ...others] } };
    });
  },
}));

/** Each field's JSON type, which answers are checked against. */
export const REVIEW_FIELDS = fieldsOf(
  'uuid created_at updated_at task_uuid author_sys_user_uuid? verdict comment',
) as RecordShape<TaskReview>;

export const reviewKeys = (taskUuid: string, backend: Backend = pageBackend) =>
  keyOn([QUERY_GROUPS.tasks, 'tasks', 'reviews', taskUuid] as const, backend);

const REVIEWS = 'task reviews';

/** Loads a task's reviews into the store. */
export async function listReviews(
  taskUuid: string,
  _params: TaskReviewListParams = {},
  signal?: AbortSignal,
  backend: Backend = pageBackend,
): Promise<ListReply<TaskReview>> {
  const reviews = await callExtra(backend, 'getTaskReviews', REVIEWS, (get) =>
    get({ id: taskUuid, ...(signal ? { signal } : {}) }),
  );
  const items = Array.isArray(reviews?.data) ? reviews.data.map(fromRaRecord) : reviews?.data;
  const reply = checkListReply({ items, total: items?.length ?? 0 }, REVIEWS, REVIEW_FIELDS);
  reviewsStore.getState().setReviews(taskUuid, reply.items);
  return reply;
}

/** Adds a review by the signed-in user; it lands at the front of the task's reviews. */
export async function addReview(
  taskUuid: string,
  body: TaskReviewCreate,
  backend: Backend = pageBackend,
): Promise<TaskReview> {
  const reply = await callExtra(backend, 'createTaskReview', REVIEWS, (create) =>
    create({ id: taskUuid, data: body }),
  );
  const review = fromRaRecord<TaskReview>(reply.data);
  reviewsStore.getState().addReview(taskUuid, review);
  void invalidateGroup(QUERY_GROUPS.tasks);
  return review;
}
