// Whether a back end offers phone sign-in, known without the wizard's code: the sign-in screens show or hide the phone way in with it.
import { type Backend, needsProviderCode } from './backend';
import type { PhoneAuthProvider } from './extras';

/** The back end's auth provider when it has both phone extras. */
export function phoneAuthOf(backend: Backend): PhoneAuthProvider | null {
  const { auth } = backend;
  return auth &&
    typeof auth.requestPhoneCode === 'function' &&
    typeof auth.loginWithPhone === 'function'
    ? (auth as PhoneAuthProvider)
    : null;
}

/**
 * Whether the sign-in screens offer phone sign-in: the token client's on the page's reference
 * API, or an auth provider with the phone extras; hidden on any other back end.
 */
export function offersPhoneSignIn(backend: Backend): boolean {
  return !needsProviderCode(backend) || phoneAuthOf(backend) !== null;
}
