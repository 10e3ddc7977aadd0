// German texts of the buyers area.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const buyersDe: Translation<typeof textBook> = {
  title: 'Käufer',
  filters: 'Käuferfilter',
  empty: 'Keine Käufer gefunden.',
  create: 'Neuer Käufer',
  'field.qPlaceholder': 'Name, E-Mail oder Firma',
  'field.name': 'Name',
  'field.email': 'E-Mail',
  'field.phone': 'Telefon',
  'field.company': 'Firma',
  'field.balance': 'Guthaben',
  'field.currency': 'Währung',
  'field.orders': 'Bestellungen',
  latestOrders: 'Neueste Bestellungen',
  noOrders: 'Noch keine Bestellungen.',
  ordersFailed: 'Die Bestellungen konnten nicht geladen werden.',
};
