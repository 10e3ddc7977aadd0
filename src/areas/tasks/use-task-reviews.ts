// A task's reviews, newest first, as the query cache holds them; added with POST.
import { useQuery } from '@tanstack/react-query';
import type { TaskReview, TaskReviewCreate } from '../../resources/schemas';
import { addReview, reviewsQuery } from '../../resources/tasks/reviews';
import { useBackend } from '../../ui/backend-context';
import { useListError } from '../../ui/use-list-error';
import { useResourceMutation } from '../../ui/use-resource-mutation';
import { taskDetailBook } from './detail-messages.en';
import { useMessages } from '../../ui/i18n';

const NONE: readonly TaskReview[] = [];

export function useTaskReviews(taskUuid: string) {
  const text = useMessages(taskDetailBook);
  const backend = useBackend();

  const query = useQuery(reviewsQuery(taskUuid, backend));
  useListError(query);
  // An added review is written at the top of the cached list before any refetch.
  const reviews = query.data?.items ?? NONE;
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
