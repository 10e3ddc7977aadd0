// The "could not load" block: the failure in the user's words and a Retry button.

import { Body1, Button, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { t } from '../core/i18n';
import { errorMessage } from './error-message';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
  },
  title: { color: tokens.colorPaletteRedForeground1 },
});

export interface ErrorStateProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}

export function ErrorState({ error, title, onRetry }: ErrorStateProps) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="alert">
      <Subtitle2 as="p" className={styles.title}>
        {title ?? t('error.title')}
      </Subtitle2>
      <Body1 as="p">{errorMessage(error)}</Body1>
      {onRetry ? <Button onClick={onRetry}>{t('error.retry')}</Button> : null}
    </div>
  );
}
