// German texts of the channel table.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const channelsDe: Translation<typeof textBook> = {
  title: 'Kanäle',
  tableLabel: 'Kanäle',
  filters: 'Kanalfilter',
  emptyTitle: 'Keine Kanäle gefunden.',

  'filter.q': 'Suche',
  'filter.qPlaceholder': 'Titel oder Benutzername',
  'filter.enabled': 'Aktiviert',
  'filter.autopost': 'Automatisch posten',
  'filter.purpose': 'Zweck',
  'filter.category': 'Kategorie',

  'column.title': 'Kanal',
  'column.kind': 'Art',
  'column.purpose': 'Zweck',
  'column.category': 'Kategorie',
  'column.members': 'Mitglieder',
  'column.enabled': 'Aktiviert',
  'column.autopost': 'Automatisch posten',
  'column.actions': 'Aktionen',

  'purpose.source': 'Quelle',
  'purpose.target': 'Ziel',
  'purpose.both': 'Quelle und Ziel',
  noCategory: 'Keine Kategorie',
  unknownCategory: 'Unbekannte Kategorie',

  'bulk.enable': 'Aktivieren',
  'bulk.disable': 'Deaktivieren',
  'bulk.autopostOn': 'Autopost ein',
  'bulk.autopostOff': 'Autopost aus',
  'toggle.enabled': 'Aktiviert: {title}',
  'toggle.autopost': 'Automatisch posten: {title}',
  'toggle.enabledFailed': '„Aktiviert“ von {title} konnte nicht geändert werden',
  'toggle.autopostFailed': '„Automatisch posten“ von {title} konnte nicht geändert werden',

  editLabel: '{title} bearbeiten',
  saved: 'Kanal gespeichert',
  saveFailed: 'Der Kanal konnte nicht gespeichert werden',

  add: 'Kanal hinzufügen',
  addTitle: 'Kanal aus Vorschlägen hinzufügen',
  addHint:
    'Durchsuchen Sie die Gruppen und Kanäle des Netzwerks, die größten zuerst. Bereits hinzugefügte sind markiert.',
  suggestionSearch: 'Gruppen und Kanäle suchen',
  suggestionsLabel: 'Vorschläge',
  suggestionsCount: { one: '{shown} von {total} Treffer', other: '{shown} von {total} Treffern' },
  suggestionsEmpty: 'Keine passenden Gruppen oder Kanäle.',
  suggestionsLoading: 'Suche läuft…',
  suggestionsMore: 'Mehr anzeigen',
  addOne: 'Hinzufügen',
  addOneLabel: '{title} hinzufügen',
  added: 'Hinzugefügt',
  addedLabel: 'Hinzugefügt: {title}',
  addedToast: 'Kanal hinzugefügt: {title}',
  addFailed: 'Der Kanal konnte nicht hinzugefügt werden',
  close: 'Schließen',
};
