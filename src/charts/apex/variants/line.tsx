// ApexCharts line variants: basic, data labels, zoomable, gradient, real-time, dashed, brush.
import { useEffect, useId, useState } from 'react';
import type { ApexVariants } from '../apex-page';
import { ApexChart } from '../apex-chart';
import { seededRandom } from '../../sample-data/random';
import { DAY_MS, dailyVisitors, FIRST_DAY, monthly } from '../../sample-data/series';
import { useChartTheme } from '../../chart-theme';

const REALTIME_POINTS = 12;
const REALTIME_TICK_MS = 1500;

/** A line that takes a new (seeded) value every tick and drops the oldest one. */
function RealtimeLine({ label }: { label: string }) {
  const theme = useChartTheme();

  const [points, setPoints] = useState(() => {
    const next = seededRandom(7);
    return Array.from({ length: REALTIME_POINTS }, (_, i) => [
      FIRST_DAY + i * DAY_MS,
      Math.round(30 + next() * 60),
    ]);
  });
  useEffect(() => {
    const next = seededRandom(8);
    const timer = window.setInterval(() => {
      setPoints((current) => {
        const last = current.at(-1)?.[0] ?? FIRST_DAY;
        return [...current.slice(1), [last + DAY_MS, Math.round(30 + next() * 60)]];
      });
    }, REALTIME_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <ApexChart
      type="line"
      label={label}
      series={[{ name: theme.dataLabel('sessions'), data: points }]}
      options={{
        chart: { animations: { enabled: true, dynamicAnimation: { speed: 1000 } } },
        stroke: { curve: 'smooth' },
        markers: { size: 0 },
        xaxis: { type: 'datetime', range: (REALTIME_POINTS - 1) * DAY_MS },
        yaxis: { min: 0, max: 100 },
        legend: { show: false },
      }}
    />
  );
}

/** A detailed chart above a small overview whose selection decides the detail's range. */
function BrushLines({ label }: { label: string }) {
  const theme = useChartTheme();

  const id = `brush-${useId().replace(/[^\w-]/g, '')}`;
  const data = dailyVisitors.map((p) => [p.day, p.value]);
  const series = [{ name: theme.dataLabel('visitors'), data }];
  return (
    <>
      <ApexChart
        type="line"
        label={label}
        series={series}
        height="70%"
        options={{ chart: { id }, xaxis: { type: 'datetime' }, stroke: { width: 2 } }}
      />
      <ApexChart
        type="area"
        label={label}
        series={series}
        height="30%"
        options={{
          chart: {
            brush: { target: id, enabled: true },
            selection: {
              enabled: true,
              xaxis: { min: data[20]?.[0] ?? FIRST_DAY, max: data[60]?.[0] ?? FIRST_DAY },
            },
          },
          xaxis: { type: 'datetime', labels: { show: false } },
          yaxis: { tickAmount: 2, labels: { show: false } },
          fill: { type: 'gradient', gradient: { opacityFrom: 0.6, opacityTo: 0.1 } },
          legend: { show: false },
        }}
      />
    </>
  );
}

export const lineVariants: ApexVariants = (theme) => [
  {
    key: 'basic',
    type: 'line',
    series: [{ name: theme.dataLabel('sales'), data: monthly.sales }],
    options: { xaxis: { categories: theme.monthNames() }, stroke: { curve: 'straight' } },
  },
  {
    key: 'dataLabels',
    type: 'line',
    series: [
      { name: theme.dataLabel('orders'), data: monthly.orders.slice(0, 7) },
      { name: theme.dataLabel('returns'), data: monthly.returns.slice(0, 7) },
    ],
    options: {
      xaxis: { categories: theme.monthNames().slice(0, 7) },
      dataLabels: { enabled: true },
      markers: { size: 4 },
      stroke: { curve: 'smooth' },
    },
  },
  {
    key: 'zoomable',
    type: 'area',
    series: [
      { name: theme.dataLabel('visitors'), data: dailyVisitors.map((p) => [p.day, p.value]) },
    ],
    options: {
      chart: {
        zoom: { enabled: true, type: 'x', autoScaleYaxis: true },
        toolbar: { show: true, tools: { download: false } },
      },
      xaxis: { type: 'datetime' },
      fill: { type: 'gradient', gradient: { opacityFrom: 0.5, opacityTo: 0 } },
    },
  },
  {
    key: 'gradient',
    type: 'line',
    series: [{ name: theme.dataLabel('revenue'), data: monthly.revenue }],
    options: {
      xaxis: { categories: theme.monthNames() },
      stroke: { width: 5, curve: 'smooth' },
      fill: {
        type: 'gradient',
        gradient: {
          shade: theme.mode,
          gradientToColors: [theme.series[3] ?? theme.text],
          type: 'horizontal',
          stops: [0, 100],
        },
      },
    },
  },
  { key: 'realtime', Custom: RealtimeLine },
  {
    key: 'dashed',
    type: 'line',
    series: (['revenue', 'expenses', 'sales'] as const).map((key) => ({
      name: theme.dataLabel(key),
      data: monthly[key],
    })),
    options: {
      xaxis: { categories: theme.monthNames() },
      stroke: { width: [3, 2, 2], dashArray: [0, 6, 3] },
    },
  },
  { key: 'brush', Custom: BrushLines, wide: true },
];
