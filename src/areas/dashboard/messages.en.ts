// English texts of the dashboard, under the `dashboard.` namespace.
import { defineMessages } from '../../core/i18n';
import { AREA_TITLES } from '../kit/area-titles';

export const textBook = defineMessages('dashboard', {
  title: AREA_TITLES['dashboard.title'],
  loading: 'Loading the dashboard…',
  failed: 'The dashboard could not be loaded',
  counts: 'Records per area',
  open: 'Open {area}',
  tasksByStatus: 'Tasks by status',
  messagesPerDay: 'Messages per day, last 30 days',
  messagesTotal: { one: '{count} message in 30 days', other: '{count} messages in 30 days' },
  chartLoading: 'Loading the chart…',
  chartFailed: 'The chart could not be loaded.',
  day: 'Day',
  count: 'Messages',
  revenue: 'Revenue this month',
  revenueOrders: {
    one: '{count} paid or completed order in {month}',
    other: '{count} paid or completed orders in {month}',
  },
  noRevenue: 'No paid orders this month yet.',
  latestTasks: 'Latest tasks',
  myTasks: 'My tasks',
  myTasksTotal: { one: '{count} open for you', other: '{count} open for you' },
  noTasks: 'No tasks.',
  noMyTasks: 'Nothing assigned to you is open.',
  hidden: 'You may not see this.',
  asOf: 'As of {date}',
});
