// Account calls without a session: sign up, ask for a password reset link, set a new password with the link's token.
import { api } from '../api/client';

export interface SignUpBody {
  name: string;
  email: string;
  password: string;
}

/** Creates a system user with status pending and no role; an admin activates it. */
export function signUp(body: SignUpBody): Promise<unknown> {
  return api('/sys/auth/signup', { method: 'POST', body, anonymous: true });
}

/** Always answered the same way, whether the email has an account or not. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api('/sys/auth/forgot-password', { method: 'POST', body: { email }, anonymous: true });
}

/** A token works once, for 30 minutes. */
export function resetPassword(token: string, password: string): Promise<unknown> {
  return api('/sys/auth/reset-password', {
    method: 'POST',
    body: { token, password },
    anonymous: true,
  });
}
