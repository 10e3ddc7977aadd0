// Reviews of tasks: held per task_uuid in the query cache, newest first; listed and added through the API.
import { api } from '../../core/api/client';
import { checkListReply, fieldsOf, type RecordShape } from '../../core/lists/reply-shape';
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

export const reviewKeys = (taskUuid: string) =>
  [QUERY_GROUPS.tasks, 'tasks', 'reviews', taskUuid] as const;

const reviewsPath = (taskUuid: string) => `/tasks/${encodeURIComponent(taskUuid)}/reviews`;

/** A task's reviews, newest first, as listed by the API. */
export async function listReviews(
  taskUuid: string,
  params: TaskReviewListParams = {},
  signal?: AbortSignal,
): Promise<ListReply<TaskReview>> {
  const reply = checkListReply(
    await api<unknown>(reviewsPath(taskUuid), { query: params, signal }),
    'task reviews',
    REVIEW_FIELDS,
  );
  return { ...reply, items: newestFirst(reply.items) };
}

/** The query that holds a task's reviews. */
export const reviewsQuery = (taskUuid: string) => ({
  queryKey: reviewKeys(taskUuid),
  queryFn: ({ signal }: { signal: AbortSignal }) => listReviews(taskUuid, {}, signal),
});

/** A task's cached reviews, newest first; undefined until they are loaded. */
export const reviewsOf = (taskUuid: string): TaskReview[] | undefined =>
  queryClient.getQueryData<ListReply<TaskReview>>(reviewKeys(taskUuid))?.items;

/** Sets a task's reviews, newest first. */
export function cacheReviews(taskUuid: string, reviews: readonly TaskReview[]): void {
  queryClient.setQueryData<ListReply<TaskReview>>(reviewKeys(taskUuid), {
    items: newestFirst(reviews),
    total: reviews.length,
  });
}

/** Puts a review at the front of its task's reviews (replacing an older copy). */
export function cacheReview(taskUuid: string, review: TaskReview): void {
  queryClient.setQueryData<ListReply<TaskReview>>(reviewKeys(taskUuid), (page) => {
    const items = page?.items ?? [];
    const others = items.filter((one) => one.uuid !== review.uuid);
    const total = (page?.total ?? 0) + (others.length === items.length ? 1 : 0);
    return { items: [review, ...others], total };
  });
}

/** Adds a review by the signed-in user; it lands at the front of the task's reviews. */
export async function addReview(taskUuid: string, body: TaskReviewCreate): Promise<TaskReview> {
  const review = await api<TaskReview>(reviewsPath(taskUuid), { method: 'POST', body });
  cacheReview(taskUuid, review);
  void invalidateGroup(QUERY_GROUPS.tasks);
  return review;
}
