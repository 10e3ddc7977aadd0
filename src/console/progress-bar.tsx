// The thin bar at the top of the console while a route loads or a list fetch takes longer than 300 ms.

import { makeStyles, tokens } from '@fluentui/react-components';
import { useIsFetching } from '@tanstack/react-query';
import { useNavigation } from 'react-router';
import { ctBook } from './messages.en';
import { useMessages } from '../ui/i18n';
import { LazyPartBoundary, lazyPart } from '../ui/lazy-part';
import { useLateFlag } from '../ui/use-late-flag';
import { PROGRESS_DELAY_MS } from './progress-delay';

// Most loads end before the bar would show: its drawing (and Fluent's motion code) waits for one that does not.
const trackPart = lazyPart<{ label: string; className: string }>(() =>
  import('./progress-track').then((module) => module.ProgressTrack),
);

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

export function RouteProgress() {
  const ct = useMessages(ctBook);

  const styles = useStyles();
  const routing = useNavigation().state !== 'idle';
  const fetching = useIsFetching() > 0;
  const shown = useLateFlag(routing || fetching, routing ? 0 : PROGRESS_DELAY_MS);
  if (!shown) return null;
  const Track = trackPart.current();
  return (
    <div className={styles.bar} data-bo-progress="">
      <LazyPartBoundary part={trackPart}>
        <Track label={ct('loading')} className={styles.track} />
      </LazyPartBoundary>
    </div>
  );
}
