// The ECharts demo variants as option builders: sample data plus the page's theme in, option out.
import type { ChartTheme } from '../chart-theme';
import {
  dailyOrders,
  dailyVisitors,
  monthly,
  pointGroups,
  quarterlyByRegion,
  trafficShare,
} from '../sample-data/series';
import { baseOption, categoryAxis, gridOption, valueAxis } from './echart-theme';

type Option = Record<string, unknown>;

const axisTooltip = { trigger: 'axis' };

export function barOption(theme: ChartTheme): Option {
  const base = baseOption(theme);
  return {
    ...base,
    tooltip: { ...base.tooltip, ...axisTooltip },
    grid: gridOption(),
    xAxis: categoryAxis(theme, theme.monthNames()),
    yAxis: valueAxis(theme),
    series: [
      {
        name: theme.dataLabel('sales'),
        type: 'bar',
        data: monthly.sales,
        itemStyle: { borderRadius: [4, 4, 0, 0] },
      },
    ],
  };
}

function pieSeries(theme: ChartTheme, radius: string | [string, string]) {
  return {
    name: theme.dataLabel('visitors'),
    type: 'pie',
    radius,
    center: ['50%', '56%'],
    itemStyle: { borderColor: theme.surface, borderWidth: 2, borderRadius: 4 },
    label: { color: theme.text, fontFamily: theme.fontFamily },
    labelLine: { lineStyle: { color: theme.axis } },
    data: trafficShare.map(({ key, value }) => ({ name: theme.dataLabel(key), value })),
  };
}

export function pieOption(theme: ChartTheme): Option {
  const base = baseOption(theme);
  return {
    ...base,
    tooltip: { ...base.tooltip, trigger: 'item' },
    series: [pieSeries(theme, '62%')],
  };
}

export function doughnutOption(theme: ChartTheme): Option {
  const base = baseOption(theme);
  return {
    ...base,
    tooltip: { ...base.tooltip, trigger: 'item' },
    series: [{ ...pieSeries(theme, ['42%', '66%']), label: { show: false } }],
  };
}

export function lineOption(theme: ChartTheme): Option {
  const base = baseOption(theme);
  return {
    ...base,
    tooltip: { ...base.tooltip, ...axisTooltip },
    grid: gridOption(),
    xAxis: categoryAxis(theme, theme.monthNames(), false),
    yAxis: valueAxis(theme),
    series: [
      {
        name: theme.dataLabel('visitors'),
        type: 'line',
        smooth: true,
        symbolSize: 6,
        data: monthly.visitors,
      },
    ],
  };
}

export function multiLineOption(theme: ChartTheme): Option {
  const base = baseOption(theme);
  const keys = ['revenue', 'expenses', 'sales'] as const;
  return {
    ...base,
    tooltip: { ...base.tooltip, ...axisTooltip },
    grid: gridOption(),
    xAxis: categoryAxis(theme, theme.monthNames(), false),
    yAxis: valueAxis(theme),
    series: keys.map((key) => ({
      name: theme.dataLabel(key),
      type: 'line',
      symbolSize: 5,
      data: monthly[key],
    })),
  };
}

/** Four regions side by side per quarter, with a slider (and wheel / drag) to zoom the quarters. */
export function groupedZoomBarOption(theme: ChartTheme): Option {
  const base = baseOption(theme);
  const days = dailyOrders.slice(0, 60);
  return {
    ...base,
    tooltip: { ...base.tooltip, ...axisTooltip },
    grid: gridOption(56),
    xAxis: categoryAxis(
      theme,
      days.map((point) => theme.formatDay(point.day)),
    ),
    yAxis: valueAxis(theme),
    dataZoom: [
      { type: 'inside', start: 0, end: 40 },
      {
        type: 'slider',
        start: 0,
        end: 40,
        height: 20,
        bottom: 8,
        borderColor: theme.grid,
        fillerColor: `${theme.series[0]}33`,
        textStyle: { color: theme.textMuted },
        dataBackground: { lineStyle: { color: theme.axis }, areaStyle: { color: theme.grid } },
        handleStyle: { color: theme.surface, borderColor: theme.axis },
        moveHandleStyle: { color: theme.axis },
      },
    ],
    series: quarterlyByRegion.slice(0, 3).map(({ key }, i) => ({
      name: theme.dataLabel(key),
      type: 'bar',
      data: days.map((point) => Math.round(point.value * (0.6 + i * 0.25))),
    })),
  };
}

export function areaOption(theme: ChartTheme): Option {
  const base = baseOption(theme);
  return {
    ...base,
    tooltip: { ...base.tooltip, ...axisTooltip },
    grid: gridOption(),
    xAxis: categoryAxis(
      theme,
      dailyVisitors.slice(0, 30).map((p) => theme.formatDay(p.day)),
      false,
    ),
    yAxis: valueAxis(theme),
    series: [
      {
        name: theme.dataLabel('visitors'),
        type: 'line',
        smooth: true,
        showSymbol: false,
        areaStyle: { opacity: 0.35 },
        data: dailyVisitors.slice(0, 30).map((p) => p.value),
      },
    ],
  };
}

export function stackedAreaOption(theme: ChartTheme): Option {
  const base = baseOption(theme);
  const keys = ['desktop', 'mobile', 'tablet'] as const;
  return {
    ...base,
    tooltip: { ...base.tooltip, ...axisTooltip },
    grid: gridOption(),
    xAxis: categoryAxis(theme, theme.monthNames(), false),
    yAxis: valueAxis(theme),
    series: keys.map((key) => ({
      name: theme.dataLabel(key),
      type: 'line',
      stack: 'devices',
      areaStyle: { opacity: 0.55 },
      emphasis: { focus: 'series' },
      showSymbol: false,
      data: monthly[key],
    })),
  };
}

export function bubbleScatterOption(theme: ChartTheme): Option {
  const base = baseOption(theme);
  return {
    ...base,
    tooltip: { ...base.tooltip, trigger: 'item' },
    grid: gridOption(36),
    xAxis: valueAxis(theme, {
      position: 'bottom',
      inverse: theme.dir === 'rtl',
      scale: true,
      name: theme.dataLabel('height'),
      nameLocation: 'middle',
      nameGap: 26,
      axisLine: { show: true, lineStyle: { color: theme.axis } },
    }),
    yAxis: valueAxis(theme, { scale: true, name: theme.dataLabel('weight') }),
    series: pointGroups.map(({ key, points }) => ({
      name: theme.dataLabel(key),
      type: 'scatter',
      symbolSize: (value: number[]) => value[2] ?? 10,
      itemStyle: { opacity: 0.75 },
      data: points.map((p) => [p.x, p.y, p.z]),
    })),
  };
}
