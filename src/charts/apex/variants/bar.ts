// ApexCharts horizontal bar variants: basic, grouped, stacked, 100% stacked, negative values.
import type { ApexVariants } from '../apex-page';
import { monthly, quarterlyByRegion, regions } from '../../sample-data/series';
import type { ChartTheme } from '../../chart-theme';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const regionSeries = (theme: ChartTheme) =>
  quarterlyByRegion.map(({ key, values }) => ({ name: theme.dataLabel(key), data: values }));

export const barVariants: ApexVariants = (theme) => {
  const horizontal = {
    plotOptions: {
      bar: { horizontal: true, borderRadius: 3, borderRadiusApplication: 'end' as const },
    },
    // Right-to-left pages grow bars from the right.
    yaxis: { opposite: theme.dir === 'rtl' },
    xaxis: { reversed: theme.dir === 'rtl' },
  };
  return [
    {
      key: 'basic',
      type: 'bar',
      series: [{ name: theme.dataLabel('sales'), data: monthly.sales.slice(0, 6) }],
      options: {
        ...horizontal,
        xaxis: { ...horizontal.xaxis, categories: theme.monthNames().slice(0, 6) },
      },
    },
    {
      key: 'grouped',
      type: 'bar',
      series: regionSeries(theme).slice(0, 2),
      options: {
        ...horizontal,
        xaxis: { ...horizontal.xaxis, categories: quarters },
        dataLabels: { enabled: true, style: { fontSize: '11px' } },
      },
    },
    {
      key: 'stacked',
      type: 'bar',
      series: regionSeries(theme),
      options: {
        ...horizontal,
        chart: { stacked: true },
        xaxis: { ...horizontal.xaxis, categories: quarters },
      },
    },
    {
      key: 'stacked100',
      type: 'bar',
      series: regionSeries(theme),
      options: {
        ...horizontal,
        chart: { stacked: true, stackType: '100%' },
        xaxis: { ...horizontal.xaxis, categories: quarters },
      },
    },
    {
      key: 'negative',
      type: 'bar',
      series: [
        { name: theme.dataLabel(regions[0]), data: monthly.desktop.slice(0, 8) },
        { name: theme.dataLabel(regions[1]), data: monthly.mobile.slice(0, 8).map((v) => -v) },
      ],
      options: {
        ...horizontal,
        chart: { stacked: true },
        colors: [theme.series[0] ?? theme.text, theme.series[4] ?? theme.text],
        xaxis: {
          ...horizontal.xaxis,
          categories: theme.monthNames().slice(0, 8),
          labels: { formatter: (value: string) => String(Math.abs(Number(value))) },
        },
        tooltip: { y: { formatter: (value: number) => String(Math.abs(value)) } },
      },
    },
  ];
};
