// /charts/echart: the ECharts demo, nine variants on canvas.
import { useMemo } from 'react';
import { ChartCard } from '../chart-card';
import { chartTextBook } from '../chart-messages';
import { ChartPage } from '../chart-page';
import { type ChartTheme, useChartTheme } from '../chart-theme';
import * as options from './echart-options';
import { EChartView } from './echart-view';
import { useMessages } from '../../ui/i18n';

type Variant = {
  key: keyof typeof chartTextBook.english;
  option: (theme: ChartTheme) => Record<string, unknown>;
  wide?: boolean;
};

const VARIANTS: readonly Variant[] = [
  { key: 'bar', option: options.barOption },
  { key: 'pie', option: options.pieOption },
  { key: 'line', option: options.lineOption },
  { key: 'multiLine', option: options.multiLineOption },
  { key: 'doughnut', option: options.doughnutOption },
  { key: 'area', option: options.areaOption },
  { key: 'stackedArea', option: options.stackedAreaOption },
  { key: 'bubbleScatter', option: options.bubbleScatterOption },
  // Full width, last: a wide card in the middle would leave holes in the grid.
  { key: 'groupedZoomBar', option: options.groupedZoomBarOption, wide: true },
];

function EChartCard({ variant }: { variant: Variant }) {
  const chartText = useMessages(chartTextBook);

  const theme = useChartTheme();
  const option = useMemo(() => variant.option(theme), [variant, theme]);
  const title = chartText(variant.key);
  return (
    <ChartCard title={title} wide={variant.wide}>
      <EChartView option={option} label={title} />
    </ChartCard>
  );
}

export default function EChartPage() {
  return (
    <ChartPage titleKey="charts.route.echart">
      {VARIANTS.map((variant) => (
        <EChartCard key={variant.key} variant={variant} />
      ))}
    </ChartPage>
  );
}
