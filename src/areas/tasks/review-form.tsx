// The form adding a review to a task: verdict and comment (its text area's code comes when the form shows); the text stays when the server refuses it.
import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { REVIEW_VERDICTS, type ReviewVerdict } from '../../resources/enums';
import type { TaskReview, TaskReviewCreate } from '../../resources/schemas';
import { BusyButton } from '../../ui/busy-button';
import { LazyTextarea } from '../../ui/lazy-textarea';
import { apiFieldErrors, fieldProps } from '../../ui/field-error';
import { taskDetailBook } from './detail-messages.en';
import { labelledOptions, SelectOptions } from '../../ui/select-options';
import { useLocale, useMessages } from '../../ui/i18n';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

const DEFAULT_VERDICT: ReviewVerdict = 'comment';

export interface ReviewFormProps {
  add: UseMutationResult<TaskReview, unknown, TaskReviewCreate, unknown>;
}

export function ReviewForm({ add }: ReviewFormProps) {
  const { statusLabel } = useLocale();
  const text = useMessages(taskDetailBook);

  const styles = useStyles();
  const [verdict, setVerdict] = useState<ReviewVerdict>(DEFAULT_VERDICT);
  const [comment, setComment] = useState('');
  const fields = apiFieldErrors(add.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const trimmed = comment.trim();
    add.mutate(trimmed ? { verdict, comment: trimmed } : { verdict }, {
      onSuccess: () => {
        setVerdict(DEFAULT_VERDICT);
        setComment('');
      },
    });
  };

  return (
    <form className={styles.form} aria-label={text('reviews.add')} noValidate onSubmit={submit}>
      <Field label={text('reviews.verdict')} {...fieldProps(fields.verdict)}>
        <Select
          value={verdict}
          onChange={(_, data) =>
            setVerdict(REVIEW_VERDICTS.find((value) => value === data.value) ?? DEFAULT_VERDICT)
          }
        >
          <SelectOptions options={labelledOptions(REVIEW_VERDICTS, statusLabel)} />
        </Select>
      </Field>
      <Field label={text('reviews.comment')} {...fieldProps(fields.comment)}>
        <LazyTextarea
          value={comment}
          resize="vertical"
          onChange={(_, data) => setComment(data.value)}
        />
      </Field>
      <div className={styles.actions}>
        <BusyButton type="submit" busy={add.isPending}>
          {text('reviews.submit')}
        </BusyButton>
      </div>
    </form>
  );
}
