// The shared session as React state: every element re-renders when anyone signs in or out.

import { useStore } from 'zustand';
import { type SessionState, sessionStore } from '../core/auth/session';

export function useSession<S>(select: (state: SessionState) => S): S {
  return useStore(sessionStore, select);
}

/** The signed-in user, or null when nobody is signed in. */
export function useSignedInUser(): SessionState['user'] {
  return useStore(sessionStore, (state) => (state.isAuthenticated ? state.user : null));
}
