// The Fluent theme as Recharts props: axes, grid, legend and the HTML tooltip (rendered by React
// inside the shadow root; its inline styles are set through the CSSOM, which CSP allows).
import type { ChartTheme } from '../chart-theme';

export function xAxisProps(theme: ChartTheme) {
  return {
    reversed: theme.dir === 'rtl',
    stroke: theme.axis,
    tick: { fill: theme.textMuted, fontSize: 12 },
    tickLine: { stroke: theme.axis },
  };
}

export function yAxisProps(theme: ChartTheme) {
  return {
    orientation: theme.dir === 'rtl' ? ('right' as const) : ('left' as const),
    stroke: theme.axis,
    tick: { fill: theme.textMuted, fontSize: 12 },
    tickLine: false,
    axisLine: false,
    width: 44,
  };
}

export function gridProps(theme: ChartTheme) {
  return { stroke: theme.grid, strokeDasharray: '3 3', vertical: false };
}

export function tooltipProps(theme: ChartTheme) {
  return {
    contentStyle: {
      background: theme.tooltipBackground,
      border: `1px solid ${theme.tooltipBorder}`,
      borderRadius: 4,
      color: theme.text,
      fontFamily: theme.fontFamily,
      fontSize: 12,
    },
    labelStyle: { color: theme.text, fontWeight: 600 },
    itemStyle: { color: theme.text },
    cursor: { fill: theme.grid, fillOpacity: 0.4, stroke: theme.axis },
  };
}

export function legendProps(theme: ChartTheme) {
  return {
    wrapperStyle: { color: theme.text, fontSize: 12, fontFamily: theme.fontFamily },
    iconSize: 10,
  };
}

/** The i-th series colour, wrapping around. */
export function seriesColor(theme: ChartTheme, index: number): string {
  return theme.series[index % theme.series.length] ?? theme.text;
}

export const MARGIN = { top: 8, right: 12, bottom: 4, left: 4 };
