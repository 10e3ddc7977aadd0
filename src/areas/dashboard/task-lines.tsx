// A short list of tasks on the dashboard: title, status and when it was created.
import { makeStyles, tokens } from '@fluentui/react-components';
import { TextLook } from '../../ui/text-looks';
import type { Task } from '../../resources/schemas';

import { StatusBadge } from '../../ui/status-badge';
import { useLocale } from '../../ui/i18n';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
  },
  title: { flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' },
  date: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
});

export function TaskLines(props: { tasks: readonly Task[]; empty: string; label: string }) {
  const { formatDate } = useLocale();

  const styles = useStyles();
  if (props.tasks.length === 0) return <TextLook look="body1">{props.empty}</TextLook>;
  return (
    <ul className={styles.list} aria-label={props.label}>
      {props.tasks.map((task) => (
        <li key={task.uuid} className={styles.row} data-task={task.uuid}>
          <span className={styles.title}>{task.title}</span>
          <StatusBadge value={task.status} />
          <span className={styles.date}>{formatDate(task.created_at)}</span>
        </li>
      ))}
    </ul>
  );
}
