// German texts of the sources area.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const sourcesDe: Translation<typeof textBook> = {
  title: 'Quellen',
  filters: 'Quellenfilter',
  empty: 'Keine Quellen gefunden.',
  create: 'Neue Quelle',
  'field.q': 'Suche',
  'field.qPlaceholder': 'Titel oder Benutzername',
  'field.title': 'Titel',
  'field.kind': 'Art',
  'field.username': 'Benutzername',
  'field.usernameHint': 'Ohne das @',
  'field.externalId': 'Netzwerk-ID',
  'field.enabled': 'Aktiviert',
  'field.lastFetched': 'Zuletzt abgerufen',
  'field.messages': 'Nachrichten',
  'kind.channel': 'Kanal',
  'kind.group': 'Gruppe',
  'kind.bot': 'Bot',
  enable: 'Aktivieren',
  disable: 'Deaktivieren',
  delete: 'Löschen',
  toggleLabel: 'Aktiviert: {title}',
  showMessages: 'Nachrichten anzeigen',
  enabledToast: 'Quelle aktiviert: {title}',
  disabledToast: 'Quelle deaktiviert: {title}',
};
