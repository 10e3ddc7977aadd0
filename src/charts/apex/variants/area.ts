// ApexCharts area variants: basic, spline, datetime, negative values, stacked, missing values.
import type { ApexVariants } from '../apex-page';
import { dailyOrders, dailyVisitors, monthly, monthlyProfit } from '../../sample-data/series';

export const areaVariants: ApexVariants = (theme) => [
  {
    key: 'basic',
    type: 'area',
    series: [{ name: theme.dataLabel('sales'), data: monthly.sales }],
    options: { xaxis: { categories: theme.monthNames() }, stroke: { curve: 'straight' } },
  },
  {
    key: 'spline',
    type: 'area',
    series: [
      { name: theme.dataLabel('revenue'), data: monthly.revenue },
      { name: theme.dataLabel('expenses'), data: monthly.expenses },
    ],
    options: { xaxis: { categories: theme.monthNames() }, stroke: { curve: 'smooth' } },
  },
  {
    key: 'datetime',
    type: 'area',
    series: [
      { name: theme.dataLabel('visitors'), data: dailyVisitors.map((p) => [p.day, p.value]) },
    ],
    options: {
      xaxis: { type: 'datetime' },
      stroke: { curve: 'smooth' },
      fill: { type: 'gradient', gradient: { opacityFrom: 0.5, opacityTo: 0.05 } },
    },
  },
  {
    key: 'negative',
    type: 'area',
    series: [{ name: theme.dataLabel('profit'), data: monthlyProfit.map(Math.round) }],
    options: {
      xaxis: { categories: theme.monthNames() },
      stroke: { curve: 'straight' },
      colors: [theme.positive],
      plotOptions: { area: { fillTo: 'origin' } },
      annotations: { yaxis: [{ y: 0, borderColor: theme.axis }] },
    },
  },
  {
    key: 'stacked',
    type: 'area',
    series: (['desktop', 'mobile', 'tablet'] as const).map((key) => ({
      name: theme.dataLabel(key),
      data: monthly[key],
    })),
    options: {
      chart: { stacked: true },
      xaxis: { categories: theme.monthNames() },
      stroke: { curve: 'smooth' },
    },
  },
  {
    key: 'nullValues',
    type: 'area',
    series: [
      {
        name: theme.dataLabel('orders'),
        // Gaps where no numbers were recorded.
        data: dailyOrders.slice(0, 30).map((p, i) => [p.day, i % 9 > 5 ? null : p.value]),
      },
    ],
    options: { xaxis: { type: 'datetime' }, stroke: { curve: 'straight' } },
  },
];
