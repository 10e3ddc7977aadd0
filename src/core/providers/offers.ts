// Whether a back end offers an optional extra: known without loading the provider code, so a screen can hide a part (with its reason) before anyone tries it.
import { type Backend, needsProviderCode } from './backend';
import type { ExtraMethod, PhoneAuthProvider } from './extras';
import type { AuthProvider } from './data-provider';

/** The reference API offers every extra; a host's provider, the ones it has. */
export function offers(backend: Backend, method: ExtraMethod): boolean {
  return !backend.provider || typeof backend.provider[method] === 'function';
}

/** The auth provider's optional `canAccess`, when the back end has one. */
export function canAccessOf(backend: Backend): AuthProvider['canAccess'] | undefined {
  const canAccess = backend.auth?.canAccess;
  return typeof canAccess === 'function' ? canAccess.bind(backend.auth) : undefined;
}

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
