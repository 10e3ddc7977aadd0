// German texts of the dashboard.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const dashboardDe: Translation<typeof textBook> = {
  title: 'Übersicht',
  loading: 'Übersicht wird geladen…',
  failed: 'Die Übersicht konnte nicht geladen werden',
  counts: 'Einträge je Bereich',
  open: '{area} öffnen',
  tasksByStatus: 'Aufgaben nach Status',
  messagesPerDay: 'Nachrichten pro Tag, letzte 30 Tage',
  messagesTotal: { one: '{count} Nachricht in 30 Tagen', other: '{count} Nachrichten in 30 Tagen' },
  chartLoading: 'Diagramm wird geladen…',
  chartFailed: 'Das Diagramm konnte nicht geladen werden.',
  day: 'Tag',
  count: 'Nachrichten',
  revenue: 'Umsatz in diesem Monat',
  revenueOrders: {
    one: '{count} bezahlte oder abgeschlossene Bestellung im {month}',
    other: '{count} bezahlte oder abgeschlossene Bestellungen im {month}',
  },
  noRevenue: 'In diesem Monat noch keine bezahlten Bestellungen.',
  latestTasks: 'Neueste Aufgaben',
  myTasks: 'Meine Aufgaben',
  myTasksTotal: { one: '{count} offen für Sie', other: '{count} offen für Sie' },
  noTasks: 'Keine Aufgaben.',
  noMyTasks: 'Ihnen ist nichts Offenes zugewiesen.',
  hidden: 'Dies dürfen Sie nicht sehen.',
  asOf: 'Stand: {date}',
};
