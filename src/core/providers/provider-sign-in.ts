// Signing in and out on a back end: its auth provider's login and logout, else the token client's.
import { signIn, signOut } from '../auth/sign-in';
import type { SessionUser } from '../auth/types';
import type { Backend } from './backend';
import { sessionStoreOf } from './sessions';

/** The sign-in form's call: the auth provider's login (username and email both given), else the token client. */
export async function signInOn(
  backend: Backend,
  email: string,
  password: string,
): Promise<SessionUser> {
  const { auth } = backend;
  if (!auth) return signIn(email, password, backend.tokens);
  const store = sessionStoreOf(backend);
  store.setState({ loading: true, success: false, errorMessage: null });
  try {
    await auth.login({ username: email, email, password });
    // Only a host's auth provider needs it: the token client's sign-in does not load it.
    const { userOf } = await import('./provider-identity');
    const user = await userOf(auth);
    store.getState().setTokens('', null, user);
    store.setState({ loading: false, success: true });
    return user;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    store.setState({ loading: false, errorMessage: message });
    throw error;
  }
}

/** Sign-out through the auth provider's logout, else the token client's. */
export async function signOutOn(backend: Backend): Promise<void> {
  const { auth } = backend;
  if (!auth) return signOut(backend.tokens);
  try {
    await auth.logout({});
  } catch {
    // Signing out must work whatever the provider's back end says.
  } finally {
    sessionStoreOf(backend).getState().logout();
  }
}
