// ApexCharts column variants: basic, data labels, stacked, 100% stacked, distributed, negative, rotated labels.
import type { ApexVariants } from '../apex-page';
import { monthly, monthlyProfit, quarterlyByRegion } from '../../sample-data/series';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const column = {
  plotOptions: {
    bar: { borderRadius: 3, borderRadiusApplication: 'end' as const, columnWidth: '60%' },
  },
};

export const columnVariants: ApexVariants = (theme) => {
  const rtl = theme.dir === 'rtl';
  return [
    {
      key: 'basic',
      type: 'bar',
      series: (['revenue', 'expenses'] as const).map((key) => ({
        name: theme.dataLabel(key),
        data: monthly[key].slice(0, 8),
      })),
      options: { ...column, xaxis: { categories: theme.monthNames().slice(0, 8) } },
    },
    {
      key: 'dataLabels',
      type: 'bar',
      series: [{ name: theme.dataLabel('orders'), data: monthly.orders.slice(0, 7) }],
      options: {
        plotOptions: { bar: { borderRadius: 3, dataLabels: { position: 'top' } } },
        dataLabels: {
          enabled: true,
          offsetY: -18,
          style: { fontSize: '11px', colors: [theme.text] },
        },
        xaxis: { categories: theme.weekdayNames() },
      },
    },
    {
      key: 'stacked',
      type: 'bar',
      series: quarterlyByRegion.map(({ key, values }) => ({
        name: theme.dataLabel(key),
        data: values,
      })),
      options: {
        chart: { stacked: true },
        xaxis: { categories: quarters },
        plotOptions: { bar: { columnWidth: '45%' } },
      },
    },
    {
      key: 'stacked100',
      type: 'bar',
      series: quarterlyByRegion.map(({ key, values }) => ({
        name: theme.dataLabel(key),
        data: values,
      })),
      options: { chart: { stacked: true, stackType: '100%' }, xaxis: { categories: quarters } },
    },
    {
      key: 'distributed',
      type: 'bar',
      series: [{ name: theme.dataLabel('visitors'), data: monthly.visitors.slice(0, 6) }],
      options: {
        ...column,
        plotOptions: { bar: { ...column.plotOptions.bar, distributed: true } },
        legend: { show: false },
        xaxis: { categories: theme.monthNames().slice(0, 6) },
      },
    },
    {
      key: 'negative',
      type: 'bar',
      series: [{ name: theme.dataLabel('profit'), data: monthlyProfit.map(Math.round) }],
      options: {
        plotOptions: {
          bar: {
            colors: {
              ranges: [
                { from: -1000, to: -0.5, color: theme.negative },
                { from: 0, to: 1000, color: theme.positive },
              ],
            },
            columnWidth: '70%',
          },
        },
        xaxis: { categories: theme.monthNames() },
        legend: { show: false },
      },
    },
    {
      key: 'rotatedLabels',
      type: 'bar',
      series: [{ name: theme.dataLabel('sessions'), data: monthly.visitors }],
      options: {
        ...column,
        xaxis: {
          categories: theme.monthNames().map((m) => `${m} 2026`),
          labels: { rotate: rtl ? 45 : -45, rotateAlways: true },
        },
      },
    },
  ];
};
