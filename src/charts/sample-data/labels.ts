// Names in the sample data (series, categories, axes): template sample text, still read from the
// message catalog so a host's language catalog can translate the demo pages too.
import { type BookText, defineMessages } from '../../core/i18n';

export const dataLabelBook = defineMessages('charts.data', {
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

export type DataLabel = BookText<keyof typeof dataLabelBook.english>;

/** Short month names in `language`: Jan .. Dec for English. */
export function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2026, month, 1)));
}

/** Short weekday names in `language`, Monday first. */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  // 2026-01-05 is a Monday.
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2026, 0, 5 + day)));
}

/** A day as the axes show it: "Mar 4" in English. */
export function dayFormat(language: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
