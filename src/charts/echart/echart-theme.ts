// The Fluent theme as ECharts option fragments: text, axes, grid, legend and a tooltip drawn on
// the canvas (the HTML tooltip writes inline style attributes, which a strict CSP blocks).
import type { ChartTheme } from '../chart-theme';

export function baseOption(theme: ChartTheme) {
  return {
    color: [...theme.series],
    backgroundColor: 'transparent',
    textStyle: { fontFamily: theme.fontFamily, color: theme.text },
    aria: { enabled: true },
    animationDuration: 600,
    legend: {
      top: 0,
      type: 'scroll',
      textStyle: { color: theme.text, fontFamily: theme.fontFamily },
      pageTextStyle: { color: theme.textMuted },
      pageIconColor: theme.text,
      pageIconInactiveColor: theme.grid,
      // Icon after the text in right-to-left pages.
      align: theme.dir === 'rtl' ? 'right' : 'left',
    },
    tooltip: {
      renderMode: 'richText',
      backgroundColor: theme.tooltipBackground,
      borderColor: theme.tooltipBorder,
      borderWidth: 1,
      textStyle: { color: theme.text, fontFamily: theme.fontFamily, fontSize: 12 },
    },
  };
}

/** Room for the legend on top and for axis labels on the y-axis side. */
export function gridOption(bottom = 16) {
  return { top: 40, bottom, left: 8, right: 8, containLabel: true };
}

/** A category x-axis; right-to-left pages read it from the right. */
export function categoryAxis(theme: ChartTheme, data: readonly string[], boundaryGap = true) {
  return {
    type: 'category',
    data: [...data],
    boundaryGap,
    inverse: theme.dir === 'rtl',
    axisLine: { lineStyle: { color: theme.axis } },
    axisTick: { lineStyle: { color: theme.axis } },
    axisLabel: { color: theme.textMuted },
  };
}

/** A value axis; on the right in right-to-left pages. */
export function valueAxis(theme: ChartTheme, extra: Record<string, unknown> = {}) {
  return {
    type: 'value',
    position: theme.dir === 'rtl' ? 'right' : 'left',
    axisLabel: { color: theme.textMuted },
    axisLine: { show: false, lineStyle: { color: theme.axis } },
    splitLine: { lineStyle: { color: theme.grid } },
    nameTextStyle: { color: theme.textMuted },
    ...extra,
  };
}
