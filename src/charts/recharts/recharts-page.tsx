// /charts/recharts: the Recharts demo, eight SVG variants.
import type { ComponentType } from 'react';
import { ChartCard } from '../chart-card';
import { chartTextBook } from '../chart-messages';
import { ChartPage } from '../chart-page';
import { type ChartTheme, useChartTheme } from '../chart-theme';
import * as charts from './recharts-charts';
import { useMessages } from '../../ui/i18n';

const VARIANTS: readonly [
  keyof typeof chartTextBook.english,
  ComponentType<{ theme: ChartTheme }>,
][] = [
  ['line', charts.LineVariant],
  ['stackedArea', charts.StackedAreaVariant],
  ['bar', charts.BarVariant],
  ['composed', charts.ComposedVariant],
  ['scatter', charts.ScatterVariant],
  ['pie', charts.PieVariant],
  ['radar', charts.RadarVariant],
  ['radialBar', charts.RadialBarVariant],
];

function Cards() {
  const chartText = useMessages(chartTextBook);

  const theme = useChartTheme();
  return VARIANTS.map(([key, Variant]) => (
    <ChartCard key={key} title={chartText(key)}>
      <Variant theme={theme} />
    </ChartCard>
  ));
}

export default function RechartsPage() {
  return (
    <ChartPage titleKey="charts.route.recharts">
      <Cards />
    </ChartPage>
  );
}
