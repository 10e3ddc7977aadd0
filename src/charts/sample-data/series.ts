// The sample numbers behind the demo charts: fixed seeds, so pages and tests see the same data.
import { randomSeries, randomWalk, seededRandom } from './random';

export const DAY_MS = 86_400_000;
/** Daily series start here (UTC) rather than "today", so they never change. */
export const FIRST_DAY = Date.UTC(2026, 0, 1);

/** Monthly figures for a year (12 values each). */
export const monthly = {
  sales: randomSeries(11, 12, 120, 320),
  revenue: randomSeries(12, 12, 200, 480),
  expenses: randomSeries(13, 12, 90, 260),
  visitors: randomSeries(14, 12, 800, 2400),
  orders: randomSeries(15, 12, 40, 140),
  returns: randomSeries(16, 12, 4, 30),
  desktop: randomSeries(17, 12, 30, 90),
  mobile: randomSeries(18, 12, 40, 110),
  tablet: randomSeries(19, 12, 10, 40),
  temperature: [3, 4, 8, 12, 16, 20, 23, 22, 18, 13, 8, 4],
  rainfall: randomSeries(20, 12, 20, 110),
};

/** Profit per month, negative in some months (for charts with values below zero). */
export const monthlyProfit = monthly.revenue.map(
  (revenue, i) => revenue - (monthly.expenses[i] ?? 0) * 1.6,
);

export interface DayValue {
  /** UTC midnight, ms. */
  day: number;
  value: number;
}

/** `count` days of a random walk from FIRST_DAY. */
export function dailySeries(seed: number, count: number, start: number, step: number): DayValue[] {
  return randomWalk(seed, count, start, step).map((value, i) => ({
    day: FIRST_DAY + i * DAY_MS,
    value,
  }));
}

export const dailyVisitors = dailySeries(21, 120, 600, 90);
export const dailyOrders = dailySeries(22, 120, 80, 18);

/** Traffic sources and their share, for pies and doughnuts (keys of the sample labels). */
export const trafficShare = [
  { key: 'direct', value: 335 },
  { key: 'email', value: 210 },
  { key: 'search', value: 548 },
  { key: 'social', value: 274 },
  { key: 'referral', value: 135 },
] as const;

/** Sales per region and quarter, for grouped and stacked bars. */
export const regions = ['north', 'south', 'east', 'west'] as const;
export const quarterlyByRegion = regions.map((key, i) => ({
  key,
  values: randomSeries(30 + i, 4, 20, 90),
}));

/** Radar: scores of three products on six qualities, 0..100. */
export const radarAxes = [
  'speed',
  'reliability',
  'comfort',
  'safety',
  'efficiency',
  'price',
] as const;
export const radarScores = (['teamA', 'teamB', 'teamC'] as const).map((key, i) => ({
  key,
  values: randomSeries(40 + i, radarAxes.length, 35, 95),
}));

export interface Point {
  x: number;
  y: number;
  /** Bubble size. */
  z: number;
}

/** A cloud of points around a trend, for scatter and bubble charts. */
export function pointCloud(seed: number, count: number, slope: number): Point[] {
  const next = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const x = Math.round(150 + next() * 45);
    return {
      x,
      y: Math.round((x - 150) * slope + 45 + (next() - 0.5) * 20),
      z: Math.round(5 + next() * 35),
    };
  });
}

export const pointGroups = (['groupA', 'groupB', 'groupC'] as const).map((key, i) => ({
  key,
  points: pointCloud(50 + i, 24, 0.6 + i * 0.2),
}));

/** Completion of four goals, percent. */
export const goalProgress = [
  { key: 'cpu', value: 72 },
  { key: 'memory', value: 58 },
  { key: 'storage', value: 86 },
  { key: 'network', value: 41 },
] as const;
