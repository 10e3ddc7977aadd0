// <bo-dashboard>: counts per area, tasks by status, messages per day (its chart a lazy chunk), revenue this month, latest and my tasks.
import DashboardScreen, { type DashboardProps } from '../../areas/dashboard/screen';
import { textBook } from '../../areas/dashboard/messages.en';
import { bookText } from '../../core/i18n';
import { defineElement } from '../define-element';

export const BoDashboard = defineElement<DashboardProps>('bo-dashboard', DashboardScreen, {
  props: { date: 'string' },
  requiresAdmin: true,
  title: (translator) => bookText(translator, textBook)('title'),
});
