// ApexCharts radial bar variants: single value, multiple values, custom angle, semi-circle and stroked gauges.
import type { ApexVariants } from '../apex-page';
import { goalProgress } from '../../sample-data/series';

export const radialBarVariants: ApexVariants = (theme) => {
  const labels = goalProgress.map(({ key }) => theme.dataLabel(key));
  const values = goalProgress.map(({ value }) => value);
  const text = {
    name: { color: theme.textMuted, fontSize: '14px' },
    value: { color: theme.text, fontSize: '22px' },
  };
  const track = { background: theme.grid };
  return [
    {
      key: 'simpleRadial',
      type: 'radialBar',
      series: values.slice(0, 1),
      options: {
        labels: labels.slice(0, 1),
        plotOptions: { radialBar: { hollow: { size: '62%' }, track, dataLabels: text } },
      },
    },
    {
      key: 'multipleRadial',
      type: 'radialBar',
      series: values,
      options: {
        labels,
        plotOptions: {
          radialBar: {
            track,
            dataLabels: {
              ...text,
              total: { show: true, label: theme.dataLabel('total'), color: theme.textMuted },
            },
          },
        },
      },
    },
    {
      key: 'customAngle',
      type: 'radialBar',
      series: values,
      options: {
        labels,
        legend: {
          show: true,
          floating: true,
          position: 'left',
          offsetX: 10,
          offsetY: 10,
          fontSize: '12px',
        },
        plotOptions: {
          radialBar: {
            startAngle: 0,
            endAngle: 270,
            hollow: { size: '30%' },
            track,
            dataLabels: { name: { show: false }, value: { show: false } },
          },
        },
      },
    },
    {
      key: 'semiCircle',
      type: 'radialBar',
      series: values.slice(2, 3),
      options: {
        labels: labels.slice(2, 3),
        plotOptions: {
          radialBar: {
            startAngle: -90,
            endAngle: 90,
            track: { ...track, strokeWidth: '97%' },
            dataLabels: { name: { show: false }, value: { ...text.value, offsetY: -4 } },
          },
        },
        fill: {
          type: 'gradient',
          gradient: { shade: theme.mode, shadeIntensity: 0.4, stops: [0, 50, 65, 91] },
        },
      },
    },
    {
      key: 'strokedGauge',
      type: 'radialBar',
      series: values.slice(1, 2),
      options: {
        labels: labels.slice(1, 2),
        stroke: { dashArray: 4 },
        plotOptions: {
          radialBar: {
            startAngle: -135,
            endAngle: 135,
            track,
            dataLabels: { ...text, value: { ...text.value, offsetY: 16 } },
          },
        },
      },
    },
  ];
};
