// /charts/recharts: the Recharts demo, eight SVG variants.
import type { ComponentType } from 'react';
import { ChartCard } from '../chart-card';
import { chartText } from '../chart-messages';
import { ChartPage } from '../chart-page';
import { type ChartTheme, useChartTheme } from '../chart-theme';
import * as charts from './recharts-charts';

const VARIANTS: readonly [Parameters<typeof chartText>[0], ComponentType<{ theme: ChartTheme }>][] =
  [
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
