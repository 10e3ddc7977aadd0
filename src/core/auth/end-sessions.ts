// Sign-out for every screen that offers it (<bo-sign-in>'s panel, the console's account menu): the phone session, then the token session.
import { phoneLoginStore, phoneLogout, phoneStatusSettled, resetPhoneLogin } from './phone-login';
import { signOut } from './sign-in';

/**
 * Ends the phone session first (it needs the still valid token), then the token session for every
 * element, and leaves the wizard at its first step without the status read's leftovers. A status
 * read still under way is waited for, so a quick sign-out does not leave the phone session behind.
 */
export async function endSessions(): Promise<void> {
  await phoneStatusSettled();
  if (phoneLoginStore.getState().authorized) await phoneLogout();
  await signOut();
  resetPhoneLogin();
}
