// German texts of the orders area.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const ordersDe: Translation<typeof textBook> = {
  title: 'Bestellungen',
  filters: 'Bestellfilter',
  empty: 'Keine Bestellungen gefunden.',
  create: 'Neue Bestellung',
  'field.qPlaceholder': 'Nummer, Notiz oder Käufername',
  'field.number': 'Nummer',
  'field.buyer': 'Käufer',
  'field.channel': 'Kanal',
  'field.amount': 'Betrag',
  'field.currency': 'Währung',
  'field.placedAt': 'Bestellt am',
  'field.note': 'Notiz',
  'field.placed': 'Bestellt',
  'move.paid': 'Als bezahlt markieren',
  'move.in_progress': 'Bearbeitung beginnen',
  'move.completed': 'Abschließen',
  'move.cancelled': 'Bestellung stornieren',
  'move.refunded': 'Erstatten',
  moveTitle: '{move}: {number}?',
  moveBody: 'Bestellung {number} wechselt von „{from}“ zu „{to}“.',
  moveDone: 'Bestellung {number}: {to}',
};
