// The Fluent theme as a Victory theme: axis, grid and label styles plus the series colours.
import type { VictoryThemeDefinition } from 'victory';
import type { ChartTheme } from '../chart-theme';

export function victoryTheme(theme: ChartTheme): VictoryThemeDefinition {
  const labels = { fill: theme.textMuted, fontFamily: theme.fontFamily, fontSize: 11, padding: 6 };
  const axisStyle = {
    axis: { stroke: theme.axis, strokeWidth: 1 },
    grid: { stroke: theme.grid, strokeDasharray: '3, 3' },
    ticks: { stroke: 'transparent', size: 0 },
    tickLabels: labels,
    axisLabel: { ...labels, padding: 30, fill: theme.text },
  };
  const colorScale = [...theme.series];
  return {
    axis: { style: axisStyle },
    dependentAxis: { style: axisStyle },
    polarAxis: { style: axisStyle },
    polarDependentAxis: { style: { ...axisStyle, tickLabels: { ...labels, fontSize: 9 } } },
    chart: { padding: { top: 16, bottom: 40, left: 48, right: 24 } },
    group: { colorScale },
    stack: { colorScale },
    pie: {
      colorScale,
      style: {
        data: { stroke: theme.surface, strokeWidth: 2 },
        labels: { fill: theme.text, fontFamily: theme.fontFamily, fontSize: 12 },
      },
    },
    bar: { style: { data: { fill: colorScale[0] }, labels } },
    area: { style: { data: { fill: colorScale[0] }, labels } },
    line: { style: { data: { stroke: colorScale[0] }, labels } },
    legend: {
      colorScale,
      gutter: 16,
      style: { labels: { fill: theme.text, fontFamily: theme.fontFamily, fontSize: 12 } },
    },
    tooltip: {
      style: { fill: theme.text, fontFamily: theme.fontFamily, fontSize: 12 },
      flyoutStyle: { fill: theme.tooltipBackground, stroke: theme.tooltipBorder, strokeWidth: 1 },
      flyoutPadding: 8,
      cornerRadius: 4,
      pointerLength: 6,
    },
  };
}
