// Whether a back end offers an optional extra: known without loading the provider code, so a screen can hide a part (with its reason) before anyone tries it.
import type { Backend } from './backend';
import type { ExtraMethod } from './extras';
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
