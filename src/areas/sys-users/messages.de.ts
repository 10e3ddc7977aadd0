// German texts of the system-user manager.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const sysUsersDe: Translation<typeof textBook> = {
  title: 'Systembenutzer',
  tableLabel: 'Systembenutzer',
  empty: 'Keine Systembenutzer passen zu diesen Filtern.',
  'column.name': 'Name',
  'column.email': 'E-Mail',
  'column.roles': 'Rollen',
  'column.lastLogin': 'Letzte Anmeldung',
  you: 'Sie',
  noRoles: 'Keine Rolle',

  'filter.label': 'Systembenutzerfilter',
  'filter.qPlaceholder': 'Name oder E-Mail…',
  'filter.email': 'E-Mail enthält',
  'filter.emailPlaceholder': 'name@example.com',
  'filter.role': 'Rolle',

  'role.SA': 'SA',
  'role.ADMIN': 'Admin',
  'role.EDITOR': 'Redakteur',
  'role.GUEST': 'Gast',
  'roleHint.SA': 'Super-Admin: alles, auch SA-Konten',
  'roleHint.ADMIN': 'Jeder Bereich der Konsole',
  'roleHint.EDITOR': 'Bearbeitet Aufgaben, Nachrichten, Kategorien und Kanäle',
  'roleHint.GUEST': 'Liest einige Bereiche',

  'action.create': 'Neuer Benutzer',
  'action.disable': 'Deaktivieren',
  'action.enable': 'Aktivieren',
  'action.delete': 'Löschen',

  'form.createTitle': 'Neuer Systembenutzer',
  'form.name': 'Name',
  'form.email': 'E-Mail',
  'form.password': 'Passwort',
  'form.passwordHint': 'Mindestens {min} Zeichen.',
  'form.roles': 'Rollen',
  'form.create': 'Benutzer anlegen',
  'form.save': 'Änderungen speichern',
  'form.saOnly': 'Nur ein SA-Konto kann die SA-Rolle vergeben oder SA-Konten ändern.',

  'rule.nameRequired': 'Geben Sie einen Namen ein.',
  'rule.nameTooLong': 'Verwenden Sie höchstens {max} Zeichen.',
  'rule.emailRequired': 'Geben Sie eine E-Mail-Adresse ein.',
  'rule.emailInvalid': 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
  'rule.emailTooLong': 'Verwenden Sie höchstens {max} Zeichen.',
  'rule.passwordRequired': 'Geben Sie ein Passwort ein.',
  'rule.passwordTooShort': 'Verwenden Sie mindestens {min} Zeichen.',
  'rule.passwordTooLong': 'Verwenden Sie höchstens {max} Zeichen.',
  'rule.rolesRequired': 'Wählen Sie mindestens eine Rolle.',

  'confirm.disableTitle': '{name} deaktivieren?',
  'confirm.disableBody':
    '{email} kann sich nicht mehr anmelden, bis das Konto wieder aktiviert wird.',
  'confirm.deleteTitle': '{name} löschen?',
  'confirm.deleteBody':
    'Das Konto {email} wird endgültig entfernt. Dies kann nicht rückgängig gemacht werden.',

  'toast.disabled': '{name} wurde deaktiviert',
  'toast.enabled': '{name} wurde aktiviert',
  'toast.deleted': '{name} wurde gelöscht',
  'toast.statusFailed': 'Der Status konnte nicht geändert werden',
  'toast.deleteFailed': 'Der Benutzer konnte nicht gelöscht werden',
};
