// ApexCharts sparkline variants: lines, areas and bars with their figure, and sparklines in a table.
import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { ApexOptions } from 'apexcharts';

import { chartTextBook } from '../../chart-messages';
import { monthly } from '../../sample-data/series';
import { ApexChart, type ApexType } from '../apex-chart';
import type { ApexVariants } from '../apex-page';
import { useMessages, useLocale } from '../../../ui/i18n';
import { useChartTheme } from '../../chart-theme';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, height: '100%' },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flex: 1,
    minHeight: 0,
  },
  figure: { display: 'flex', flexDirection: 'column', minWidth: '88px' },
  value: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  chart: { flex: 1, minWidth: 0, height: '100%' },
  tableChart: { width: '120px', height: '36px' },
});

const METRICS = ['sales', 'orders', 'visitors'] as const;

const sparkOptions: ApexOptions = {
  chart: { sparkline: { enabled: true } },
  stroke: { curve: 'smooth', width: 2 },
  tooltip: { fixed: { enabled: false }, x: { show: false }, marker: { show: false } },
};

function Spark({
  type,
  metric,
  color,
  label,
}: {
  type: ApexType;
  metric: (typeof METRICS)[number];
  color?: string;
  label: string;
}) {
  const theme = useChartTheme();

  const data = monthly[metric];
  return (
    <ApexChart
      type={type}
      label={label}
      series={[{ name: theme.dataLabel(metric), data }]}
      options={{
        ...sparkOptions,
        ...(color ? { colors: [color] } : {}),
        ...(type === 'area'
          ? { fill: { type: 'gradient', gradient: { opacityFrom: 0.5, opacityTo: 0.05 } } }
          : {}),
        ...(type === 'bar'
          ? { plotOptions: { bar: { columnWidth: '70%', borderRadius: 1 } } }
          : {}),
      }}
    />
  );
}

/** Three metrics, each its figure beside its sparkline. */
function SparkStack({ type, label }: { type: ApexType; label: string }) {
  const theme = useChartTheme();
  const { formatNumber } = useLocale();

  const styles = useStyles();
  return (
    <div className={styles.stack}>
      {METRICS.map((metric) => (
        <div key={metric} className={styles.row}>
          <div className={styles.figure}>
            <Text className={styles.value}>
              {formatNumber(monthly[metric].reduce((a, b) => a + b, 0))}
            </Text>
            <Text size={200}>{theme.dataLabel(metric)}</Text>
          </div>
          <div className={styles.chart}>
            <Spark type={type} metric={metric} label={`${label}: ${theme.dataLabel(metric)}`} />
          </div>
        </div>
      ))}
    </div>
  );
}

function SparkTable({ label }: { label: string }) {
  const theme = useChartTheme();
  const chartText = useMessages(chartTextBook);
  const { formatNumber } = useLocale();

  const styles = useStyles();
  return (
    <Table size="small" aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{theme.dataLabel('metric')}</TableHeaderCell>
          <TableHeaderCell>{theme.dataLabel('total')}</TableHeaderCell>
          <TableHeaderCell>{chartText('line')}</TableHeaderCell>
          <TableHeaderCell>{chartText('bar')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {(['sales', 'orders', 'visitors', 'desktop', 'mobile'] as const).map((metric) => (
          <TableRow key={metric}>
            <TableCell>{theme.dataLabel(metric)}</TableCell>
            <TableCell>{formatNumber(monthly[metric].reduce((a, b) => a + b, 0))}</TableCell>
            <TableCell>
              <div className={styles.tableChart}>
                <ApexChart
                  type="line"
                  label={theme.dataLabel(metric)}
                  series={[{ name: theme.dataLabel(metric), data: monthly[metric] }]}
                  options={sparkOptions}
                />
              </div>
            </TableCell>
            <TableCell>
              <div className={styles.tableChart}>
                <ApexChart
                  type="bar"
                  label={theme.dataLabel(metric)}
                  series={[{ name: theme.dataLabel(metric), data: monthly[metric] }]}
                  options={sparkOptions}
                />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const SparkLines = ({ label }: { label: string }) => <SparkStack type="line" label={label} />;
const SparkAreas = ({ label }: { label: string }) => <SparkStack type="area" label={label} />;
const SparkBars = ({ label }: { label: string }) => <SparkStack type="bar" label={label} />;

export const sparkLineVariants: ApexVariants = () => [
  { key: 'sparkLines', Custom: SparkLines },
  { key: 'sparkArea', Custom: SparkAreas },
  { key: 'sparkBar', Custom: SparkBars },
  { key: 'sparkTable', Custom: SparkTable, wide: true, height: 240 },
];
