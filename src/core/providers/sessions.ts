// The session a back end's screens read: the token client's by default; any other comes from provider-session.ts, which loads with own-backend.ts.
import type { StoreApi } from 'zustand/vanilla';
import { type SessionState, sessionStore } from '../auth/session';
import { type Backend, needsProviderCode } from './backend';

type SessionOf = (backend: Backend) => StoreApi<SessionState>;

let otherSessions: SessionOf | null = null;

/** provider-session.ts hands its sessions over when it loads. */
export function provideSessions(of: SessionOf): void {
  otherSessions = of;
}

export function sessionStoreOf(backend: Backend): StoreApi<SessionState> {
  return otherSessions && needsProviderCode(backend) ? otherSessions(backend) : sessionStore;
}
