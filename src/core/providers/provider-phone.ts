// Phone sign-in on a back end whose auth provider has the phone extras (requestPhoneCode, loginWithPhone): a wizard of its own that signs in that back end's session; the page's reference API keeps the token client's wizard.
import { type PhoneFlow, type PhoneWizard, pagePhoneWizard } from '../auth/phone-login';
import { createPhoneWizard } from '../auth/phone-login';
import type { Backend } from './backend';
import type { PhoneAuthProvider } from './extras';
import { phoneAuthOf } from './phone-offers';
import { sessionStoreOf } from './sessions';

function providerPhoneFlow(backend: Backend, auth: PhoneAuthProvider): PhoneFlow {
  // Signed in: the user as after login (getIdentity, getPermissions), in this back end's session.
  const signedIn = async () => {
    const { userOf } = await import('./provider-identity');
    const user = await userOf(auth);
    sessionStoreOf(backend).getState().setTokens('', null, user);
    return user;
  };
  return {
    async start(phone) {
      const reply = await auth.requestPhoneCode({ phone });
      const ttlSec = Number(reply?.ttlSec);
      return { ttlSec: Number.isFinite(ttlSec) ? Math.max(0, Math.round(ttlSec)) : 0 };
    },
    async verify(phone, code) {
      const reply = await auth.loginWithPhone({ phone, code });
      return reply?.step === 'password' ? 'password' : signedIn();
    },
    async password(phone, password) {
      await auth.loginWithPhone({ phone, password });
      return signedIn();
    },
  };
}

const wizards = new Map<string, PhoneWizard>();

/** The wizard of a back end: its auth provider's when it has the phone extras, else the page's (shown only where offersPhoneSignIn says so). */
export function phoneWizardOn(backend: Backend): PhoneWizard {
  const auth = phoneAuthOf(backend);
  if (!auth) return pagePhoneWizard;
  let wizard = wizards.get(backend.key);
  if (!wizard) {
    const made = createPhoneWizard(providerPhoneFlow(backend, auth), { rememberPhone: false });
    // However that back end's session ends, its phone sign-in ends with it.
    sessionStoreOf(backend).subscribe((session, previous) => {
      if (previous.isAuthenticated && !session.isAuthenticated)
        made.store.setState({ authorized: false, user: null });
    });
    wizards.set(backend.key, made);
    wizard = made;
  }
  return wizard;
}
