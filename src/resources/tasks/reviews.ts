// Reviews of tasks: held per task_uuid in the query cache, newest first; listed and added through the provider.
import type { UnsupportedFeature } from '../../core/providers/unsupported';
import { checkListReply, fieldsOf, type RecordShape } from '../../core/lists/reply-shape';
import { type Backend, keyOn, pageBackend } from '../../core/providers/backend';
import { callExtra } from '../../core/providers/provider-calls';
import { fromRaRecord } from '../../core/providers/record-ids';
import { invalidateGroup, QUERY_GROUPS, queryClient } from '../../core/query/client';
import type { ListReply } from '../create-resource';
import type { TaskReview, TaskReviewCreate, TaskReviewListParams } from '../schemas';

function newestFirst(reviews: readonly TaskReview[]): TaskReview[] {
  return [...reviews].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** Each field's JSON type, which answers are checked against. */
export const REVIEW_FIELDS = fieldsOf(
  'uuid created_at updated_at task_uuid author_sys_user_uuid? verdict comment',
) as RecordShape<TaskReview>;

export const reviewKeys = (taskUuid: string, backend: Backend = pageBackend) =>
  keyOn([QUERY_GROUPS.tasks, 'tasks', 'reviews', taskUuid] as const, backend);

const REVIEWS: UnsupportedFeature = 'taskReviews';

/** A task's reviews, newest first, as listed by the provider. */
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
  const reply = checkListReply({ items, total: items?.length ?? 0 }, 'task reviews', REVIEW_FIELDS);
  return { ...reply, items: newestFirst(reply.items) };
}

/** The query that holds a task's reviews. */
export const reviewsQuery = (taskUuid: string, backend: Backend = pageBackend) => ({
  queryKey: reviewKeys(taskUuid, backend),
  queryFn: ({ signal }: { signal: AbortSignal }) => listReviews(taskUuid, {}, signal, backend),
});

/** A task's cached reviews, newest first; undefined until they are loaded. */
export const reviewsOf = (
  taskUuid: string,
  backend: Backend = pageBackend,
): TaskReview[] | undefined =>
  queryClient.getQueryData<ListReply<TaskReview>>(reviewKeys(taskUuid, backend))?.items;

/** Sets a task's reviews, newest first. */
export function cacheReviews(
  taskUuid: string,
  reviews: readonly TaskReview[],
  backend: Backend = pageBackend,
): void {
  queryClient.setQueryData<ListReply<TaskReview>>(reviewKeys(taskUuid, backend), {
    items: newestFirst(reviews),
    total: reviews.length,
  });
}

/** Puts a review at the front of its task's reviews (replacing an older copy). */
export function cacheReview(
  taskUuid: string,
  review: TaskReview,
  backend: Backend = pageBackend,
): void {
  queryClient.setQueryData<ListReply<TaskReview>>(reviewKeys(taskUuid, backend), (page) => {
    const items = page?.items ?? [];
    const others = items.filter((one) => one.uuid !== review.uuid);
    const total = (page?.total ?? 0) + (others.length === items.length ? 1 : 0);
    return { items: [review, ...others], total };
  });
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
  cacheReview(taskUuid, review, backend);
  void invalidateGroup(QUERY_GROUPS.tasks);
  return review;
}
