// ApexCharts scatter variants: basic, date and time, distinct marker shapes.
import type { ApexVariants } from '../apex-page';
import { dailyOrders, dailyVisitors, pointGroups } from '../../sample-data/series';

export const scatterVariants: ApexVariants = (theme) => {
  const xAxis = {
    tickAmount: 8,
    title: { text: theme.dataLabel('height'), style: { color: theme.textMuted } },
    reversed: theme.dir === 'rtl',
  };
  const groups = pointGroups.map(({ key, points }) => ({
    name: theme.dataLabel(key),
    data: points.map((p) => [p.x, p.y]),
  }));
  return [
    {
      key: 'basic',
      type: 'scatter',
      series: groups,
      options: { chart: { zoom: { enabled: false } }, xaxis: xAxis, markers: { size: 6 } },
    },
    {
      key: 'dateScatter',
      type: 'scatter',
      series: [
        {
          name: theme.dataLabel('visitors'),
          data: dailyVisitors.slice(0, 60).map((p) => [p.day, p.value / 10]),
        },
        {
          name: theme.dataLabel('orders'),
          data: dailyOrders.slice(0, 60).map((p) => [p.day, p.value]),
        },
      ],
      options: {
        chart: { zoom: { enabled: false } },
        xaxis: { type: 'datetime', reversed: theme.dir === 'rtl' },
        markers: { size: 5 },
      },
    },
    {
      key: 'images',
      type: 'scatter',
      series: groups,
      options: {
        chart: { zoom: { enabled: false } },
        xaxis: xAxis,
        markers: {
          size: [7, 6, 7],
          shape: ['circle', 'square', 'triangle'],
          strokeColors: theme.surface,
          strokeWidth: 1,
        },
      },
    },
  ];
};
