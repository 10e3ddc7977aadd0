// The centred message block of lists and panels: a title, an optional hint and an optional action;
// "nothing here" by default, or a failure (red title, announced) for ErrorState.

import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { TextLook } from './text-looks';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
  },
  neutral: { color: tokens.colorNeutralForeground2 },
  dangerTitle: { color: tokens.colorPaletteRedForeground1 },
});

export interface EmptyStateProps {
  title: string;
  hint?: string;
  action?: ReactNode;
  /** 'danger' colours the title and announces the block as an alert. */
  tone?: 'neutral' | 'danger';
}

export function EmptyState({ title, hint, action, tone = 'neutral' }: EmptyStateProps) {
  const styles = useStyles();
  const danger = tone === 'danger';
  return (
    <div
      className={mergeClasses(styles.root, !danger && styles.neutral)}
      role={danger ? 'alert' : undefined}
    >
      <TextLook look="subtitle2" as="p" className={danger ? styles.dangerTitle : undefined}>
        {title}
      </TextLook>
      {hint ? (
        <TextLook look="body1" as="p">
          {hint}
        </TextLook>
      ) : null}
      {action}
    </div>
  );
}
