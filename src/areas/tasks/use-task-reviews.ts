// A task's reviews, newest first: loaded through the query cache into the reviews store, added with POST.
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import type { TaskReview, TaskReviewCreate } from '../../resources/schemas';
import { addReview, listReviews, reviewKeys, reviewsStore } from '../../resources/tasks/reviews';
import { useBackend } from '../../ui/backend-context';
import { useListError } from '../../ui/use-list-error';
import { useResourceMutation } from '../../ui/use-resource-mutation';
import { taskDetailBook } from './detail-messages.en';
import { useMessages } from '../../ui/i18n';

const NONE: readonly TaskReview[] = [];

export function useTaskReviews(taskUuid: string) {
  const text = useMessages(taskDetailBook);
  const backend = useBackend();

  const query = useQuery({
    queryKey: reviewKeys(taskUuid, backend),
    queryFn: ({ signal }) => listReviews(taskUuid, {}, signal, backend),
  });
  useListError(query);
  // The store, not the query data: an added review is at the top before any refetch.
  const reviews = useStore(reviewsStore, (state) => state.byTask[taskUuid] ?? NONE);
  const add = useResourceMutation<TaskReviewCreate, TaskReview>({
    // A review is its own record; hosts listening for task changes are not told a task changed.
    resource: 'taskReviews',
    action: 'create',
    mutationFn: (body) => addReview(taskUuid, body, backend),
    successTitle: () => text('reviews.done'),
    failureTitle: text('reviews.failed'),
  });
  return {
    reviews,
    loading: query.isLoading && reviews.length === 0,
    error: query.isError ? query.error : null,
    retry: () => void query.refetch(),
    add,
  };
}
