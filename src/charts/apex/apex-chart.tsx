// One ApexCharts chart filling its card, in the page's theme, drawn with the ApexCharts the host
// supplied (apex-library.tsx). A few lines over ApexCharts' own API instead of react-apexcharts,
// which carries ApexCharts' licence and would have to be bundled.
import type { ApexOptions } from 'apexcharts';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ApexChartsChart } from '../../core/apex-charts';
import { useChartTheme } from '../chart-theme';
import { useApexChartsConstructor } from './apex-library';
import { adoptApexStyles } from './apex-styles';
import { apexBaseOptions, mergeOptions } from './apex-theme';

export type ApexType = NonNullable<NonNullable<ApexOptions['chart']>['type']>;

export interface ApexChartProps {
  type: ApexType;
  series: ApexOptions['series'];
  options?: ApexOptions;
  /** Pixels or a percentage of the card body; the whole body by default. */
  height?: number | string;
  label: string;
}

export function ApexChart({ type, series, options, height = '100%', label }: ApexChartProps) {
  const ApexCharts = useApexChartsConstructor();
  const theme = useChartTheme();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const chart = useRef<ApexChartsChart | null>(null);
  const drawn = useRef<{ options: ApexOptions; series: ApexOptions['series'] } | null>(null);
  const merged = useMemo(
    () => mergeOptions(apexBaseOptions(theme), options ?? {}),
    [theme, options],
  );

  // Created once per box and library; later option and series changes update it in place (the
  // effect below). The styles are in place first, or ApexCharts adds a <style> of its own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: options and series update in place
  useLayoutEffect(() => {
    if (!box) return;
    const hostStyles = adoptApexStyles(box);
    const frame = box.ownerDocument.createElement('div');
    box.append(frame);
    const created = new ApexCharts(frame, {
      ...chartOptions(merged, type, hostStyles),
      series,
    });
    chart.current = created;
    drawn.current = { options: merged, series };
    created.render().catch(() => undefined);
    return () => {
      chart.current = null;
      drawn.current = null;
      created.destroy();
      frame.remove();
    };
  }, [box, ApexCharts]);

  useLayoutEffect(() => {
    const current = chart.current;
    const last = drawn.current;
    if (!current || !last || (last.options === merged && last.series === series)) return;
    drawn.current = { options: merged, series };
    if (last.options === merged) {
      current.updateSeries(series ?? []).catch(() => undefined);
    } else {
      const hostStyles = box ? adoptApexStyles(box) : false;
      current
        .updateOptions({ ...chartOptions(merged, type, hostStyles), series })
        .catch(() => undefined);
    }
  }, [merged, series, type, box]);

  return (
    // ApexCharts lays out its SVG text for left-to-right; the options mirror it for RTL pages.
    <div ref={setBox} dir="ltr" role="img" aria-label={label} style={{ height }} />
  );
}

function chartOptions(merged: ApexOptions, type: ApexType, hostStyles: boolean): ApexOptions {
  return {
    ...merged,
    chart: {
      ...merged.chart,
      type,
      height: '100%',
      width: '100%',
      // With the host's stylesheets adopted, the legend's inline <style> is not needed.
      injectStyleSheet: !hostStyles,
    },
  };
}
