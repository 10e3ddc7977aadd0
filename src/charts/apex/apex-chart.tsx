// One ApexCharts chart (react-apexcharts) filling its card, in the page's theme, styled by
// sheets adopted into the shadow root rather than injected <style> elements.
import type { ApexOptions } from 'apexcharts';
import { type ComponentProps, useLayoutEffect, useMemo, useState } from 'react';
import ReactApexChart from 'react-apexcharts';
import { useChartTheme } from '../chart-theme';
import { adoptApexStyles } from './apex-styles';
import { apexBaseOptions, mergeOptions } from './apex-theme';

export type ApexType = NonNullable<ComponentProps<typeof ReactApexChart>['type']>;

export interface ApexChartProps {
  type: ApexType;
  series: ApexOptions['series'];
  options?: ApexOptions;
  /** Pixels or a percentage of the card body; the whole body by default. */
  height?: number | string;
  label: string;
}

export function ApexChart({ type, series, options, height = '100%', label }: ApexChartProps) {
  const theme = useChartTheme();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [styled, setStyled] = useState(false);
  // The styles must be in place before ApexCharts mounts, or it injects its own <style>.
  useLayoutEffect(() => {
    if (!box) return;
    adoptApexStyles(box);
    setStyled(true);
  }, [box]);
  const merged = useMemo(
    () => mergeOptions(apexBaseOptions(theme), options ?? {}),
    [theme, options],
  );
  return (
    // ApexCharts lays out its SVG text for left-to-right; the options mirror it for RTL pages.
    <div ref={setBox} dir="ltr" role="img" aria-label={label} style={{ height }}>
      {styled ? (
        <ReactApexChart type={type} series={series} options={merged} height="100%" width="100%" />
      ) : null}
    </div>
  );
}
