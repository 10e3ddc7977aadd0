// Names in the sample data (series, categories, axes): template sample text, still read from the
// message catalog so a host's language catalog can translate the demo pages too.
import { defineMessages, getLanguage } from '../../core/i18n';

export const dataLabel = defineMessages('charts.data', {
  sales: 'Sales',
  revenue: 'Revenue',
  expenses: 'Expenses',
  profit: 'Profit',
  visitors: 'Visitors',
  orders: 'Orders',
  returns: 'Returns',
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  direct: 'Direct',
  email: 'Email',
  search: 'Search',
  social: 'Social',
  referral: 'Referral',
  video: 'Video',
  north: 'North',
  south: 'South',
  east: 'East',
  west: 'West',
  speed: 'Speed',
  reliability: 'Reliability',
  comfort: 'Comfort',
  safety: 'Safety',
  efficiency: 'Efficiency',
  price: 'Price',
  teamA: 'Team A',
  teamB: 'Team B',
  teamC: 'Team C',
  groupA: 'Group A',
  groupB: 'Group B',
  groupC: 'Group C',
  completed: 'Completed',
  inProgress: 'In progress',
  pending: 'Pending',
  target: 'Target',
  temperature: 'Temperature',
  rainfall: 'Rainfall',
  height: 'Height (cm)',
  weight: 'Weight (kg)',
  cpu: 'CPU',
  memory: 'Memory',
  storage: 'Storage',
  network: 'Network',
  income: 'Income',
  cashflow: 'Cash flow',
  newUsers: 'New users',
  sessions: 'Sessions',
  progress: 'Progress',
  total: 'Total',
  metric: 'Metric',
});

/** Short month names in the page's language: Jan .. Dec for English. */
export function monthNames(): string[] {
  const format = new Intl.DateTimeFormat(getLanguage(), { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2026, month, 1)));
}

/** Short weekday names in the page's language, Monday first. */
export function weekdayNames(): string[] {
  const format = new Intl.DateTimeFormat(getLanguage(), { weekday: 'short', timeZone: 'UTC' });
  // 2026-01-05 is a Monday.
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2026, 0, 5 + day)));
}

/** A day as the axes show it: "Mar 4" in English. */
export function formatDay(timestamp: number): string {
  return new Intl.DateTimeFormat(getLanguage(), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(timestamp);
}
