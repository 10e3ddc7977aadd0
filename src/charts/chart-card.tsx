// One chart in a Fluent card: a titled header and a body the chart fills, which follows the
// card's width (grid items are allowed to shrink, so charts resize with the grid).
import {
  Card,
  CardHeader,
  makeStyles,
  mergeClasses,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  card: { minWidth: 0 },
  wide: { gridColumn: '1 / -1' },
  body: {
    position: 'relative',
    minWidth: 0,
    width: '100%',
    color: tokens.colorNeutralForeground1,
  },
  title: { margin: 0 },
});

/** Height of a chart body in px, the same for every library so the grid rows line up. */
export const CHART_HEIGHT = 300;

export interface ChartCardProps {
  title: string;
  /** Spans the whole row (charts that need width: brushes, long time series). */
  wide?: boolean;
  /** Body height in px; CHART_HEIGHT by default. */
  height?: number;
  children: ReactNode;
}

export function ChartCard({ title, wide, height = CHART_HEIGHT, children }: ChartCardProps) {
  const styles = useStyles();
  return (
    <Card className={mergeClasses(styles.card, wide && styles.wide)} data-chart-card="">
      <CardHeader
        header={
          <Subtitle2 as="h2" className={styles.title}>
            {title}
          </Subtitle2>
        }
      />
      <div className={styles.body} style={{ height }}>
        {children}
      </div>
    </Card>
  );
}
