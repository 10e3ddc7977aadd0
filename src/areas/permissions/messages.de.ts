// German texts of the permission matrix.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const permissionsDe: Translation<typeof textBook> = {
  title: 'Berechtigungen',
  tableLabel: 'Berechtigungen jeder Rolle',
  permission: 'Berechtigung',
  loading: 'Rollen und Berechtigungen werden geladen…',
  failed: 'Rollen und Berechtigungen konnten nicht geladen werden',
  'group.special': 'Sonstiges',
  locked: '{role} hat jede Berechtigung und kann nicht geändert werden.',
  readOnly: 'Sie dürfen die Berechtigungen ansehen, aber nicht ändern.',
  toggle: '{role}: {code}',
  staged: 'Ungespeicherte Änderungen',
  save: 'Änderungen speichern',
  discard: 'Verwerfen',
  confirmTitle: 'Diese Berechtigungsänderungen speichern?',
  confirmBody:
    'Die Rollen ändern sich wie aufgeführt; angemeldete Nutzer sehen es bei der nächsten Anmeldung oder Aktualisierung.',
  saved: 'Berechtigungen gespeichert: {roles}',
  saveFailed: 'Die Berechtigungen von {role} konnten nicht gespeichert werden',
};
