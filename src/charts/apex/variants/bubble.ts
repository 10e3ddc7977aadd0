// ApexCharts bubble variants: simple, 3D shaded, single series.
import type { ApexVariants } from '../apex-page';
import { pointGroups } from '../../sample-data/series';

export const bubbleVariants: ApexVariants = (theme) => {
  const series = pointGroups.map(({ key, points }) => ({
    name: theme.dataLabel(key),
    data: points.slice(0, 14).map((p) => [p.x, p.y, p.z]),
  }));
  const axes = {
    xaxis: { tickAmount: 8, type: 'numeric' as const, reversed: theme.dir === 'rtl' },
    yaxis: { opposite: theme.dir === 'rtl', min: 20, max: 110 },
  };
  return [
    { key: 'simple', type: 'bubble', series, options: { ...axes, fill: { opacity: 0.75 } } },
    {
      key: 'threeD',
      type: 'bubble',
      series,
      options: {
        ...axes,
        fill: { type: 'gradient', gradient: { shade: theme.mode, type: 'diagonal1' } },
      },
    },
    {
      key: 'multipleSeries',
      type: 'bubble',
      series: series.slice(0, 1),
      options: {
        ...axes,
        fill: { opacity: 0.6 },
        plotOptions: { bubble: { minBubbleRadius: 4, maxBubbleRadius: 28 } },
      },
    },
  ];
};
