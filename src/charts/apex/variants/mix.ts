// ApexCharts mixed variants: line and column, multiple y-axes, line and area, line, column and area.
import type { ApexVariants } from '../apex-page';
import { monthly } from '../../sample-data/series';

export const mixVariants: ApexVariants = (theme) => {
  const rtl = theme.dir === 'rtl';
  const categories = theme.monthNames();
  return [
    {
      key: 'lineColumn',
      type: 'line',
      series: [
        { name: theme.dataLabel('orders'), type: 'column', data: monthly.orders },
        { name: theme.dataLabel('returns'), type: 'line', data: monthly.returns },
      ],
      options: {
        stroke: { width: [0, 3] },
        xaxis: { categories },
        yaxis: [
          { title: { text: theme.dataLabel('orders') }, opposite: rtl },
          { title: { text: theme.dataLabel('returns') }, opposite: !rtl },
        ],
      },
    },
    {
      key: 'multipleYAxes',
      type: 'line',
      series: [
        { name: theme.dataLabel('income'), type: 'column', data: monthly.revenue },
        { name: theme.dataLabel('cashflow'), type: 'column', data: monthly.expenses },
        { name: theme.dataLabel('visitors'), type: 'line', data: monthly.visitors },
      ],
      options: {
        stroke: { width: [0, 0, 3] },
        xaxis: { categories },
        yaxis: [
          {
            seriesName: theme.dataLabel('income'),
            opposite: rtl,
            axisBorder: { show: true, color: theme.series[0] },
            labels: { style: { colors: theme.series[0] } },
          },
          { seriesName: theme.dataLabel('income'), show: false },
          {
            seriesName: theme.dataLabel('visitors'),
            opposite: !rtl,
            axisBorder: { show: true, color: theme.series[2] },
            labels: { style: { colors: theme.series[2] } },
          },
        ],
      },
    },
    {
      key: 'lineArea',
      type: 'line',
      series: [
        { name: theme.dataLabel('desktop'), type: 'area', data: monthly.desktop },
        { name: theme.dataLabel('mobile'), type: 'line', data: monthly.mobile },
      ],
      options: {
        stroke: { curve: 'smooth', width: [2, 3] },
        fill: { opacity: [0.3, 1] },
        xaxis: { categories },
      },
    },
    {
      key: 'lineColumnArea',
      type: 'line',
      series: [
        { name: theme.dataLabel('sales'), type: 'column', data: monthly.sales },
        { name: theme.dataLabel('revenue'), type: 'area', data: monthly.revenue },
        { name: theme.dataLabel('expenses'), type: 'line', data: monthly.expenses },
      ],
      options: {
        stroke: { width: [0, 2, 3], curve: 'smooth' },
        fill: { opacity: [0.9, 0.25, 1] },
        plotOptions: { bar: { columnWidth: '50%' } },
        xaxis: { categories },
      },
    },
  ];
};
