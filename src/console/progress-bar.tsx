// The thin bar at the top of the console while a route loads or a list fetch takes longer than 300 ms.

import { makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { ctBook } from './messages.en';
import { useMessages } from '../ui/i18n';

/** Fetches shorter than this never flash a bar. */
export const PROGRESS_DELAY_MS = 300;

const useStyles = makeStyles({
  bar: {
    position: 'absolute',
    insetBlockStart: 0,
    insetInline: 0,
    zIndex: 1000,
    pointerEvents: 'none',
  },
  hidden: { display: 'none' },
  track: { backgroundColor: tokens.colorTransparentBackground },
});

function useDelayed(active: boolean, delay: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [active, delay]);
  return shown;
}

export function RouteProgress() {
  const ct = useMessages(ctBook);

  const styles = useStyles();
  const routing = useNavigation().state !== 'idle';
  const fetching = useIsFetching() > 0;
  const shown = useDelayed(routing || fetching, routing ? 0 : PROGRESS_DELAY_MS);
  if (!shown) return null;
  return (
    <div className={styles.bar} data-bo-progress="">
      <ProgressBar thickness="medium" aria-label={ct('loading')} className={styles.track} />
    </div>
  );
}
