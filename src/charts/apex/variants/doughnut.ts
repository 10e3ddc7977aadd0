// ApexCharts doughnut variants: simple, pie, monochrome, gradient, semi doughnut.
import type { ApexVariants } from '../apex-page';
import { trafficShare } from '../../sample-data/series';

export const doughnutVariants: ApexVariants = (theme) => {
  const labels = trafficShare.map(({ key }) => theme.dataLabel(key));
  const series = trafficShare.map(({ value }) => value);
  const common = {
    labels,
    legend: { position: 'bottom' as const },
    stroke: { colors: [theme.surface], width: 2 },
    plotOptions: {
      pie: {
        donut: {
          labels: {
            show: true,
            name: { color: theme.textMuted },
            value: { color: theme.text },
            total: { show: true, label: theme.dataLabel('total'), color: theme.textMuted },
          },
        },
      },
    },
  };
  return [
    { key: 'simpleDonut', type: 'donut', series, options: common },
    {
      key: 'pie',
      type: 'pie',
      series,
      options: {
        ...common,
        plotOptions: { pie: { donut: { labels: { show: false } } } },
        dataLabels: { enabled: true, dropShadow: { enabled: false } },
      },
    },
    {
      key: 'monochrome',
      type: 'donut',
      series,
      options: {
        ...common,
        theme: {
          mode: theme.mode,
          monochrome: {
            enabled: true,
            color: theme.series[0],
            shadeTo: theme.mode,
            shadeIntensity: 0.6,
          },
        },
      },
    },
    {
      key: 'gradientDonut',
      type: 'donut',
      series,
      options: {
        ...common,
        fill: { type: 'gradient' },
        dataLabels: { enabled: true, dropShadow: { enabled: false } },
      },
    },
    {
      key: 'semiDonut',
      type: 'donut',
      series,
      options: {
        ...common,
        plotOptions: {
          pie: { startAngle: -90, endAngle: 90, offsetY: 10, donut: { labels: { show: false } } },
        },
        grid: { padding: { bottom: -100 } },
      },
    },
  ];
};
