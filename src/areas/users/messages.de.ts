// German texts of the users area.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const usersDe: Translation<typeof textBook> = {
  title: 'Nutzer',
  filters: 'Nutzerfilter',
  empty: 'Keine Nutzer gefunden.',
  create: 'Neuer Nutzer',
  'field.qPlaceholder': 'Name, Benutzername oder Telefon',
  'field.name': 'Name',
  'field.username': 'Benutzername',
  'field.phone': 'Telefon',
  'field.language': 'Sprache',
  'field.languageHint': 'Ein Sprachcode wie en oder pt-BR',
  'field.lastSeen': 'Zuletzt gesehen',
};
