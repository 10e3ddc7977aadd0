// German texts of the area kit.
import type { Translation } from '../../core/i18n';
import type { kitTextBook } from './kit-messages';
import type { kitWorkBook } from './kit-work-messages';

export const kitDe: Translation<typeof kitTextBook> & Translation<typeof kitWorkBook> = {
  create: 'Anlegen',
  edit: 'Bearbeiten',
  editLabel: '{name} bearbeiten',
  save: 'Speichern',
  cancel: 'Abbrechen',
  created: '{name} angelegt',
  saved: '{name} gespeichert',
  saveFailed: 'Speichern fehlgeschlagen',
  actions: 'Aktionen',
  actionsLabel: 'Aktionen für {name}',
  actionFailed: '„{action}“ für {name} fehlgeschlagen',
  ownRow: 'Nicht für Ihr eigenes Konto',

  'rule.required': 'Pflichtfeld.',
  'rule.tooShort': 'Mindestens {min} Zeichen.',
  'rule.tooLong': 'Höchstens {max} Zeichen.',
  'rule.email': 'Geben Sie eine E-Mail-Adresse wie name@example.com ein.',
  'rule.phone': 'Geben Sie eine Telefonnummer im internationalen Format ein, z. B. +15550000001.',
  'rule.url': 'Geben Sie eine vollständige Webadresse mit http:// oder https:// ein.',
  'rule.number': 'Geben Sie eine Zahl ein.',
  'rule.integer': 'Geben Sie eine ganze Zahl ein.',
  'rule.min': 'Mindestens {min}.',
  'rule.max': 'Höchstens {max}.',
  'rule.money': 'Geben Sie einen Betrag wie 12,50 ein.',
  'rule.date': 'Geben Sie Datum und Uhrzeit ein.',
  'rule.pattern': 'Dieser Wert ist hier nicht zulässig.',
  'rule.chooseAtLeast': 'Wählen Sie mindestens {min}.',
  'rule.chooseAtMost': 'Wählen Sie höchstens {max}.',

  'reference.placeholder': 'Zum Suchen tippen',
  'reference.none': 'Keine Treffer',
  'reference.searching': 'Suche läuft…',
  none: '—',

  selected: { one: '{count} ausgewählt', other: '{count} ausgewählt' },
  selectAllMatching: {
    one: 'Den {count} Treffer des Filters auswählen',
    other: 'Alle {count} Treffer des Filters auswählen',
  },
  allMatching: {
    one: 'Der {count} Treffer des Filters ist ausgewählt',
    other: 'Alle {count} Treffer des Filters sind ausgewählt',
  },
  clearSelection: 'Auswahl aufheben',
  bulkLabel: 'Sammelaktionen',
  bulkConfirmTitle: { one: '{action}: {count} Eintrag?', other: '{action}: {count} Einträge?' },
  bulkConfirmBody: {
    one: 'Dies betrifft {count} Eintrag und kann nicht rückgängig gemacht werden.',
    other: 'Dies betrifft {count} Einträge und kann nicht rückgängig gemacht werden.',
  },
  bulkUpdated: { one: '{count} aktualisiert', other: '{count} aktualisiert' },
  bulkDeleted: { one: '{count} gelöscht', other: '{count} gelöscht' },
  bulkFailedCount: { one: '{count} fehlgeschlagen', other: '{count} fehlgeschlagen' },
  bulkResult: '{done}, {failed}',
  bulkFailedNames: 'Fehlgeschlagen: {names}',
  bulkMore: { one: '{names} und {count} weiterer', other: '{names} und {count} weitere' },
  bulkFailed: 'Die Sammelaktion ist fehlgeschlagen',

  export: 'CSV exportieren',
  exporting: 'Export läuft… {size}',
  exported: { one: '{count} Zeile exportiert', other: '{count} Zeilen exportiert' },
  exportFailed: 'Der Export ist fehlgeschlagen',

  columns: 'Spalten',
  columnsReset: 'Spalten zurücksetzen',

  relativeNever: 'Nie',
};
