// The "could not load" block: the failure in the user's words and a Retry button.

import { Button } from '@fluentui/react-components';

import { useContentStatus } from './content-status';
import { EmptyState } from './empty-state';
import { errorMessage } from './error-message';
import { useT, useLocale } from './i18n';

export interface ErrorStateProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}

export function ErrorState({ error, title, onRetry }: ErrorStateProps) {
  const locale = useLocale();
  const { t } = useT();

  // While shown, the element's status is `error`.
  useContentStatus('error');
  return (
    <EmptyState
      tone="danger"
      title={title ?? t('error.title')}
      hint={errorMessage(locale, error)}
      action={onRetry ? <Button onClick={onRetry}>{t('error.retry')}</Button> : null}
    />
  );
}
