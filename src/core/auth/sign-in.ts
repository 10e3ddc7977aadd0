// Token sign-in and sign-out against the API, reporting progress through the session store.
import { api } from '../api/client';
import { isApiError } from '../api/errors';
import { pageTokens, type TokenSession } from './session';
import type { SessionUser } from './types';

/** `POST /sys/auth/login` reply. */
export interface SignInReply {
  access_token: string;
  refresh_token: string;
  user: SessionUser;
}

function messageOf(error: unknown): string {
  if (isApiError(error) || error instanceof Error) return error.message;
  return String(error);
}

/**
 * Signs in with email and password (on another API base: its own session); on failure the
 * store's errorMessage says why and the error is rethrown.
 */
export async function signIn(
  email: string,
  password: string,
  tokens: TokenSession = pageTokens,
): Promise<SessionUser> {
  const sessionStore = tokens.store;
  sessionStore.setState({ loading: true, success: false, errorMessage: null });
  try {
    const reply = await api<SignInReply>('/sys/auth/login', {
      method: 'POST',
      body: { email, password },
      anonymous: true,
      session: tokens,
    });
    sessionStore.getState().setTokens(reply.access_token, reply.refresh_token, reply.user);
    sessionStore.setState({ loading: false, success: true });
    return reply.user;
  } catch (error) {
    sessionStore.setState({ loading: false, success: false, errorMessage: messageOf(error) });
    throw error;
  }
}

/** Tells the server to revoke the refresh token (best effort), then clears the session. */
export async function signOut(tokens: TokenSession = pageTokens): Promise<void> {
  const sessionStore = tokens.store;
  const { refreshToken } = sessionStore.getState();
  try {
    await api('/sys/auth/logout', {
      method: 'POST',
      body: refreshToken ? { refresh_token: refreshToken } : {},
      renew: false,
      session: tokens,
    });
  } catch {
    // Signing out must work offline and with an expired session; the server call is a courtesy.
  } finally {
    sessionStore.getState().logout();
  }
}
