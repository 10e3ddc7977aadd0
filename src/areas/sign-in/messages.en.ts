// The sign-in area's English texts, registered in the shared catalog under `signInArea`.
import { defineMessages } from '../../core/i18n';

export const textBook = defineMessages('signInArea', {
  methods: 'Sign-in method',
  methodEmail: 'Email',
  methodPhone: 'Phone',

  phoneTitle: 'Sign in with your phone',
  phoneIntro: 'We send a sign-in code to this number.',
  phone: 'Phone',
  phoneHint: 'International format, e.g. +15550000002',
  phoneRequired: 'Enter your phone number.',
  phoneInvalid: 'Use + followed by 7 to 15 digits.',
  sendCode: 'Send code',

  codeSent: 'We sent a code to {phone}.',
  code: 'Code',
  codeRequired: 'Enter the code from the message.',
  codeInvalid: 'The code has 4 to 8 digits.',
  verifyCode: 'Verify',
  resendIn: 'Resend code in {seconds} s',
  resend: 'Resend code',
  changePhone: 'Change phone',

  passwordIntro: 'This account also asks for its password.',
  passwordSubmit: 'Sign in',
  startOver: 'Start over',

  signedInTitle: 'Signed in',
  roles: 'Roles',
  noRoles: 'No roles',
  phoneSession: 'Phone sign-in',
  phoneSessionActive: 'Active',
  phoneSessionInactive: 'Not active',
  phoneSessionChecking: 'Checking…',
  lastFetched: 'Data last fetched',
  never: 'Never',
  statusFailed: 'Could not read the phone sign-in status: {message}',
  signOut: 'Sign out',
});
