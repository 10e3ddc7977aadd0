// /charts/victory-chart: the Victory demo, six SVG variants drawn at their card's measured size.
import type { ComponentType } from 'react';
import { useBoxWidth } from '../../ui/use-box-width';
import { CHART_HEIGHT, ChartCard } from '../chart-card';
import { chartTextBook } from '../chart-messages';
import { ChartPage } from '../chart-page';
import { useChartTheme } from '../chart-theme';
import * as charts from './victory-charts';
import { useMessages } from '../../ui/i18n';

type Variant = ComponentType<charts.VictoryVariantProps>;

const VARIANTS: readonly [keyof typeof chartTextBook.english, Variant][] = [
  ['circularProgress', charts.CircularProgressVariant],
  ['stackedPolarBar', charts.StackedPolarBarVariant],
  ['radar', charts.RadarVariant],
  ['animatedArea', charts.AnimatedAreaVariant],
  ['dateBar', charts.DateBarVariant],
  ['tooltipPie', charts.TooltipPieVariant],
];

/** Victory draws at a fixed size: measure the card body and redraw when it changes. */
function MeasuredVariant({ Variant }: { Variant: Variant }) {
  const theme = useChartTheme();
  const [box, width] = useBoxWidth<HTMLDivElement>();
  return (
    // Victory places SVG text for left-to-right only (text-anchor flips under dir="rtl") and its
    // inverted axes move the ticks but not the data, so its charts keep left-to-right inside.
    <div ref={box} dir="ltr" style={{ width: '100%', height: '100%' }}>
      {width > 0 ? <Variant theme={theme} width={width} height={CHART_HEIGHT} /> : null}
    </div>
  );
}

export default function VictoryPage() {
  const chartText = useMessages(chartTextBook);

  return (
    <ChartPage titleKey="charts.route.victory">
      {VARIANTS.map(([key, Variant]) => (
        <ChartCard key={key} title={chartText(key)}>
          <MeasuredVariant Variant={Variant} />
        </ChartCard>
      ))}
    </ChartPage>
  );
}
