// The "nothing here" block: a title, an optional hint and an optional action.

import { Body1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground2,
  },
});

export interface EmptyStateProps {
  title: string;
  hint?: string;
  action?: ReactNode;
}

export function EmptyState({ title, hint, action }: EmptyStateProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Subtitle2 as="p">{title}</Subtitle2>
      {hint ? <Body1 as="p">{hint}</Body1> : null}
      {action}
    </div>
  );
}
