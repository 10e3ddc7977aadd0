// ApexCharts radar variants: basic, multiple series, polygon fill.
import type { ApexVariants } from '../apex-page';
import { radarAxes, radarScores } from '../../sample-data/series';

export const radarVariants: ApexVariants = (theme) => {
  const categories = radarAxes.map((axis) => theme.dataLabel(axis));
  const xaxis = {
    categories,
    labels: { style: { colors: Array(categories.length).fill(theme.textMuted) } },
  };
  const polygons = {
    strokeColors: theme.grid,
    connectorColors: theme.grid,
    fill: { colors: ['transparent'] },
  };
  const series = radarScores.map(({ key, values }) => ({
    name: theme.dataLabel(key),
    data: values,
  }));
  return [
    {
      key: 'basic',
      type: 'radar',
      series: series.slice(0, 1),
      options: {
        xaxis,
        plotOptions: { radar: { polygons } },
        markers: { size: 3 },
        yaxis: { show: false },
      },
    },
    {
      key: 'multipleSeries',
      type: 'radar',
      series,
      options: {
        xaxis,
        plotOptions: { radar: { polygons } },
        fill: { opacity: 0.15 },
        markers: { size: 0 },
        yaxis: { show: false },
      },
    },
    {
      key: 'polygonFill',
      type: 'radar',
      series: series.slice(1, 2),
      options: {
        xaxis,
        yaxis: { show: false },
        dataLabels: { enabled: true, background: { enabled: true, borderRadius: 2 } },
        plotOptions: {
          radar: {
            polygons: { ...polygons, fill: { colors: [theme.surface, theme.grid] } },
          },
        },
      },
    },
  ];
};
