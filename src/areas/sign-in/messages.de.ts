// German texts of the sign-in area.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const signInDe: Translation<typeof textBook> = {
  methods: 'Anmeldeverfahren',
  methodEmail: 'E-Mail',
  methodPhone: 'Telefon',

  phoneTitle: 'Mit dem Telefon anmelden',
  phoneIntro: 'Wir senden einen Anmeldecode an diese Nummer.',
  phone: 'Telefon',
  phoneHint: 'Internationales Format, z. B. +15550000002',
  phoneRequired: 'Geben Sie Ihre Telefonnummer ein.',
  phoneInvalid: 'Verwenden Sie + gefolgt von 7 bis 15 Ziffern.',
  sendCode: 'Code senden',

  codeSent: 'Wir haben einen Code an {phone} gesendet.',
  code: 'Code',
  codeRequired: 'Geben Sie den Code aus der Nachricht ein.',
  codeInvalid: 'Der Code hat 4 bis 8 Ziffern.',
  verifyCode: 'Bestätigen',
  resendIn: 'Code erneut senden in {seconds} s',
  resend: 'Code erneut senden',
  changePhone: 'Telefonnummer ändern',

  passwordIntro: 'Dieses Konto verlangt zusätzlich sein Passwort.',
  passwordSubmit: 'Anmelden',
  startOver: 'Neu beginnen',

  signedInTitle: 'Angemeldet',
  roles: 'Rollen',
  noRoles: 'Keine Rollen',
  phoneSession: 'Telefonanmeldung',
  phoneSessionActive: 'Aktiv',
  phoneSessionInactive: 'Nicht aktiv',
  phoneSessionChecking: 'Wird geprüft…',
  lastFetched: 'Daten zuletzt abgerufen',
  never: 'Nie',
  statusFailed: 'Der Status der Telefonanmeldung konnte nicht gelesen werden: {message}',
  signOut: 'Abmelden',
};
