// A task's reviews in its drawer: the form to add one on top, then the reviews newest first.
import {
  Body1,
  Caption1,
  makeStyles,
  Spinner,
  Subtitle2,
  tokens,
  useId,
} from '@fluentui/react-components';
import type { TaskReview } from '../../resources/schemas';
import { isUnsupported } from '../../core/providers/unsupported';
import { UnsupportedNote } from '../../ui/unsupported-note';
import { ErrorState } from '../../ui/error-state';
import { StatusBadge } from '../../ui/status-badge';

import { taskDetailBook } from './detail-messages.en';
import { textBook } from './messages.en';
import { ReviewForm } from './review-form';
import { personName } from './people';
import { useTaskReviews } from './use-task-reviews';
import type { People } from './people';
import { useMessages, useLocale } from '../../ui/i18n';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  review: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
  comment: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

function ReviewItem(props: { review: TaskReview; directory: People }) {
  const locale = useLocale();
  const text = useMessages(taskDetailBook);
  const listText = useMessages(textBook);
  const { formatDateTime } = useLocale();

  const { review, directory } = props;
  const styles = useStyles();
  const author = review.author_sys_user_uuid
    ? personName(locale, directory, review.author_sys_user_uuid)
    : listText('unknownUser');
  return (
    <li className={styles.review} data-review-uuid={review.uuid}>
      <div className={styles.meta}>
        <StatusBadge value={review.verdict} />
        <Caption1>
          {text('reviews.by', { name: author, when: formatDateTime(review.created_at) })}
        </Caption1>
      </div>
      {review.comment ? <Body1 className={styles.comment}>{review.comment}</Body1> : null}
    </li>
  );
}

export function TaskReviews(props: { taskUuid: string; directory: People }) {
  const text = useMessages(taskDetailBook);

  const styles = useStyles();
  const state = useTaskReviews(props.taskUuid);
  const headingId = useId('task-reviews');
  let content = null;
  // A back end without reviews: a note in their place, and no form to add one.
  const absent = isUnsupported(state.error);
  if (absent) {
    content = <UnsupportedNote error={state.error} />;
  } else if (state.error && state.reviews.length === 0) {
    content = <ErrorState error={state.error} onRetry={state.retry} />;
  } else if (state.loading) {
    content = <Spinner size="small" label={text('reviews.loading')} />;
  } else if (state.reviews.length === 0) {
    content = <Body1>{text('reviews.empty')}</Body1>;
  } else {
    content = (
      <ol className={styles.list} aria-labelledby={headingId}>
        {state.reviews.map((review) => (
          <ReviewItem key={review.uuid} review={review} directory={props.directory} />
        ))}
      </ol>
    );
  }
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId} className={styles.heading}>
        {text('reviews.title')}
      </Subtitle2>
      {absent ? null : <ReviewForm add={state.add} />}
      {content}
    </section>
  );
}
