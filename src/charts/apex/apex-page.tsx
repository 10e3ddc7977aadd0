// The frame of every ApexCharts page: its variants, each in a card, once the host's ApexCharts is there.
import type { ApexOptions } from 'apexcharts';
import type { ComponentType } from 'react';
import { ChartCard } from '../chart-card';
import { chartTextBook } from '../chart-messages';
import { ChartPage } from '../chart-page';
import { type ChartTheme, useChartTheme } from '../chart-theme';
import type { ApexChartType } from '../chart-routes';
import { ApexChart, type ApexType } from './apex-chart';
import { ApexChartsGate } from './apex-library';
import { useMessages } from '../../ui/i18n';

export type ChartTextKey = keyof typeof chartTextBook.english;

export interface ApexVariant {
  key: ChartTextKey;
  type: ApexType;
  series: ApexOptions['series'];
  options?: ApexOptions;
  wide?: boolean;
}

/** A variant that is more than one chart with options: it renders itself inside the card. */
export interface CustomApexVariant {
  key: ChartTextKey;
  Custom: ComponentType<{ label: string }>;
  wide?: boolean;
  /** Card body height in px when it differs from the charts' (a table of sparklines). */
  height?: number;
}

export type ApexVariants = (theme: ChartTheme) => readonly (ApexVariant | CustomApexVariant)[];

function Cards({ variants }: { variants: ApexVariants }) {
  const chartText = useMessages(chartTextBook);

  const theme = useChartTheme();
  return variants(theme).map((variant) => {
    const title = chartText(variant.key);
    return (
      <ChartCard
        key={variant.key}
        title={title}
        wide={variant.wide}
        height={'height' in variant ? variant.height : undefined}
      >
        {'Custom' in variant ? (
          <variant.Custom label={title} />
        ) : (
          <ApexChart
            type={variant.type}
            series={variant.series}
            options={variant.options}
            label={title}
          />
        )}
      </ChartCard>
    );
  });
}

export function ApexPage({ type, variants }: { type: ApexChartType; variants: ApexVariants }) {
  return (
    <ChartPage titleKey={`charts.route.apex.${type}`}>
      <ApexChartsGate>
        <Cards variants={variants} />
      </ApexChartsGate>
    </ChartPage>
  );
}
