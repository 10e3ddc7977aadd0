// The Fluent theme as ApexCharts base options, deep-merged under every variant's own options.
import type { ApexOptions } from 'apexcharts';
import type { ChartTheme } from '../chart-theme';

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects merge key by key; arrays and everything else in `over` replace what `base` had. */
export function mergeOptions<T extends object>(base: T, over: object): T {
  const merged: Plain = { ...(base as Plain) };
  for (const [key, value] of Object.entries(over)) {
    const current = merged[key];
    merged[key] = isPlain(current) && isPlain(value) ? mergeOptions(current, value) : value;
  }
  return merged as T;
}

export function apexBaseOptions(theme: ChartTheme): ApexOptions {
  const rtl = theme.dir === 'rtl';
  return {
    colors: [...theme.series],
    theme: { mode: theme.mode },
    chart: {
      background: 'transparent',
      foreColor: theme.textMuted,
      fontFamily: theme.fontFamily,
      toolbar: { show: false },
      redrawOnParentResize: true,
      parentHeightOffset: 0,
      animations: { enabled: true, speed: 500 },
    },
    grid: { borderColor: theme.grid, strokeDashArray: 3 },
    legend: {
      labels: { colors: theme.text },
      fontFamily: theme.fontFamily,
      horizontalAlign: 'center',
      itemMargin: { horizontal: 8 },
    },
    tooltip: { theme: theme.mode, style: { fontFamily: theme.fontFamily } },
    stroke: { width: 2 },
    dataLabels: { enabled: false, style: { fontFamily: theme.fontFamily } },
    xaxis: {
      axisBorder: { color: theme.axis },
      axisTicks: { color: theme.axis },
      labels: { style: { colors: theme.textMuted } },
    },
    // Right-to-left pages carry the value axis on the right.
    yaxis: { opposite: rtl, labels: { style: { colors: theme.textMuted } } },
    states: { active: { filter: { type: 'none' } } },
  };
}
