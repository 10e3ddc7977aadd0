// Who hears that an auth provider's checkError ended a back end's session: apart from the provider calls, so the sign-in path (which follows a provider's session) does not load the data provider's code.
import type { Backend } from './backend';

type SessionEndListener = (backend: Backend) => void;
const sessionEndListeners = new Set<SessionEndListener>();

/** Called when an auth provider's checkError rejects: that back end's session is over. */
export function onProviderSessionEnd(listener: SessionEndListener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** Tells every listener that `backend`'s session ended. */
export function endProviderSession(backend: Backend): void {
  for (const listener of sessionEndListeners) listener(backend);
}
