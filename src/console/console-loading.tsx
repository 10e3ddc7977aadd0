// Shown while the first route's chunks load: nothing for a quick load, a spinner once the wait is long enough to notice. The spinner's code (Fluent's Spinner) is then fetched, so a sign-in page or a session page that arrives in time never loads it.

import { makeStyles } from '@fluentui/react-components';
import { LazyPartBoundary, lazyPart } from '../ui/lazy-part';
import { useMessages } from '../ui/i18n';
import { useLateFlag } from '../ui/use-late-flag';
import { ctBook } from './messages.en';
import { PROGRESS_DELAY_MS } from './progress-delay';

const spinnerPart = lazyPart<{ label: string }>(() =>
  import('./loading-spinner').then((module) => module.LoadingSpinner),
);

const useStyles = makeStyles({
  loading: { display: 'flex', justifyContent: 'center', padding: '20vh 16px' },
});

/** `delayMs`: how long before the spinner shows; less when the wait began before this mounted. */
export function ConsoleLoading(props: { delayMs?: number }) {
  const ct = useMessages(ctBook);
  const styles = useStyles();
  const shown = useLateFlag(true, props.delayMs ?? PROGRESS_DELAY_MS);
  if (!shown) return null;
  const Spinner = spinnerPart.current();
  // Its label stands in while the spinner loads or if its chunk fails.
  const label = <span role="status">{ct('loading')}</span>;
  return (
    <div className={styles.loading}>
      <LazyPartBoundary part={spinnerPart} fallback={label}>
        <Spinner label={ct('loading')} />
      </LazyPartBoundary>
    </div>
  );
}
