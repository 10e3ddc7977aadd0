// ApexCharts mixed variants: line and column, multiple y-axes, line and area, line, column and area.
import type { ApexVariants } from '../apex-page';
import { dataLabel, monthNames } from '../../sample-data/labels';
import { monthly } from '../../sample-data/series';

export const mixVariants: ApexVariants = (theme) => {
  const rtl = theme.dir === 'rtl';
  const categories = monthNames();
  return [
    {
      key: 'lineColumn',
      type: 'line',
      series: [
        { name: dataLabel('orders'), type: 'column', data: monthly.orders },
        { name: dataLabel('returns'), type: 'line', data: monthly.returns },
      ],
      options: {
        stroke: { width: [0, 3] },
        xaxis: { categories },
        yaxis: [
          { title: { text: dataLabel('orders') }, opposite: rtl },
          { title: { text: dataLabel('returns') }, opposite: !rtl },
        ],
      },
    },
    {
      key: 'multipleYAxes',
      type: 'line',
      series: [
        { name: dataLabel('income'), type: 'column', data: monthly.revenue },
        { name: dataLabel('cashflow'), type: 'column', data: monthly.expenses },
        { name: dataLabel('visitors'), type: 'line', data: monthly.visitors },
      ],
      options: {
        stroke: { width: [0, 0, 3] },
        xaxis: { categories },
        yaxis: [
          {
            seriesName: dataLabel('income'),
            opposite: rtl,
            axisBorder: { show: true, color: theme.series[0] },
            labels: { style: { colors: theme.series[0] } },
          },
          { seriesName: dataLabel('income'), show: false },
          {
            seriesName: dataLabel('visitors'),
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
        { name: dataLabel('desktop'), type: 'area', data: monthly.desktop },
        { name: dataLabel('mobile'), type: 'line', data: monthly.mobile },
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
        { name: dataLabel('sales'), type: 'column', data: monthly.sales },
        { name: dataLabel('revenue'), type: 'area', data: monthly.revenue },
        { name: dataLabel('expenses'), type: 'line', data: monthly.expenses },
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
