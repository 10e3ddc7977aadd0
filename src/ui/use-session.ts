// The shared session as React state: every element re-renders when anyone signs in or out.

import { useStore } from 'zustand';
import type { SessionState } from '../core/auth/session';
import { sessionStoreOf } from '../core/providers/sessions';
import { useBackend } from './backend-context';

/** The session of the element's back end (the token client's unless it has providers of its own). */
export function useSession<S>(select: (state: SessionState) => S): S {
  return useStore(sessionStoreOf(useBackend()), select);
}

/** The signed-in user, or null when nobody is signed in. */
export function useSignedInUser(): SessionState['user'] {
  return useSession((state) => (state.isAuthenticated ? state.user : null));
}
