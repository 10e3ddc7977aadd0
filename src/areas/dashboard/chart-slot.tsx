// The messages chart's place on the dashboard: its height held from the first paint, its code (the chart library) asked for only once the figures are on screen and the place is near the view, a spinner in that place until the chart is drawn.
import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { LazyPartBoundary, lazyPart } from '../../ui/lazy-part';
import { useNearView } from '../../ui/use-near-view';
import type { MessagesChartProps } from './messages-chart';

const chart = lazyPart<MessagesChartProps>(() =>
  import('./messages-chart').then((module) => module.MessagesChart),
);

/** The drawing's height in px: the chart fills its place, which holds it from the first paint. */
const CHART_HEIGHT = 240;

const useStyles = makeStyles({
  slot: { height: `${CHART_HEIGHT}px`, minWidth: 0 },
  waiting: {
    height: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface ChartSlotProps extends MessagesChartProps {
  /** Said while the chart's code is on its way. */
  loadingLabel: string;
  /** Said in its place if that code cannot load. */
  failedLabel: string;
}

export function MessagesChartSlot({ loadingLabel, failedLabel, ...chartProps }: ChartSlotProps) {
  const styles = useStyles();
  const [place, near] = useNearView<HTMLDivElement>();
  const waiting = (
    <div className={styles.waiting} data-chart-waiting="">
      <Spinner size="small" label={loadingLabel} />
    </div>
  );
  // Once its code is here (a second visit), the chart draws at once.
  const Chart = near || chart.loaded() ? chart.current() : null;
  return (
    <div ref={place} className={styles.slot} data-chart-slot="">
      {Chart ? (
        <LazyPartBoundary
          part={chart}
          loading={waiting}
          fallback={
            <div className={styles.waiting}>
              <span className={styles.hint}>{failedLabel}</span>
            </div>
          }
        >
          <Chart {...chartProps} />
        </LazyPartBoundary>
      ) : (
        waiting
      )}
    </div>
  );
}
