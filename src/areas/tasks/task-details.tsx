// The read-only fields of a task in its drawer: priority, people, message, dates, description.
import { Body1, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Task } from '../../resources/schemas';
import { StatusBadge } from '../../ui/status-badge';
import { AbsentValue } from '../../ui/text-looks';

import { taskDetailBook } from './detail-messages.en';
import { textBook } from './messages.en';
import { personName } from './people';
import type { People } from './people';
import { useMessages, useLocale } from '../../ui/i18n';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  message: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
  description: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

export interface TaskDetailsProps {
  task: Task;
  directory: People;
  onFilterByMessage(messageUuid: string): void;
}

export function TaskDetails({ task, directory, onFilterByMessage }: TaskDetailsProps) {
  const locale = useLocale();
  const text = useMessages(taskDetailBook);
  const listText = useMessages(textBook);
  const { formatDate, formatDateTime } = useLocale();

  const styles = useStyles();
  const row = (term: string, value: ReactNode) => (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  );
  const message = task.message_uuid;
  return (
    <dl className={styles.list} aria-label={text('drawer.fields')}>
      {row(text('drawer.priority'), <StatusBadge value={task.priority} />)}
      {row(
        text('drawer.creator'),
        task.creator_sys_user_uuid
          ? personName(locale, directory, task.creator_sys_user_uuid)
          : '—',
      )}
      {row(
        text('drawer.message'),
        message ? (
          <span className={styles.message}>
            <Text font="monospace" size={200}>
              {message}
            </Text>
            <Button
              appearance="transparent"
              size="small"
              onClick={() => onFilterByMessage(message)}
            >
              {text('drawer.showMessageTasks')}
            </Button>
          </span>
        ) : (
          text('drawer.noMessage')
        ),
      )}
      {row(text('drawer.due'), formatDate(task.due_at) || listText('noDue'))}
      {row(text('drawer.created'), formatDateTime(task.created_at))}
      {row(text('drawer.updated'), formatDateTime(task.updated_at))}
      {row(
        text('drawer.description'),
        task.description ? (
          <Body1 className={styles.description}>{task.description}</Body1>
        ) : (
          <AbsentValue>{text('drawer.noDescription')}</AbsentValue>
        ),
      )}
    </dl>
  );
}
