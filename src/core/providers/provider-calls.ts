// Calls on a back end's provider: errors as ApiErrors, a 401/403 through the auth provider's checkError, extras with their fallback reason.
import { isApiError } from '../api/errors';
import { type Backend, type FullDataProvider, referenceAt } from './backend';
import type { DataProviderExtras, ExtraMethod } from './extras';
import { toProviderError, unsupported } from './provider-errors';
import { endProviderSession } from './provider-session-end';
import type { UnsupportedFeature } from './unsupported';
import { createReferenceProvider } from './reference-provider';

const references = new Map<string, FullDataProvider>();

/** The provider a back end's calls go to: the host's, else the reference API at its base. */
export function dataOf(backend: Backend): FullDataProvider {
  if (backend.provider) return backend.provider;
  const key = backend.base ?? '';
  let reference = references.get(key);
  if (!reference) {
    reference = createReferenceProvider(referenceAt(backend));
    references.set(key, reference);
  }
  return reference;
}

/**
 * Runs one provider call: whatever it throws becomes an ApiError, and with an auth provider a
 * 401/403 goes through its checkError first (a rejection ends that back end's session).
 */
export async function guarded<R>(backend: Backend, call: () => Promise<R>): Promise<R> {
  try {
    return await call();
  } catch (thrown) {
    const error = toProviderError(thrown);
    const status = isApiError(error) ? error.status : undefined;
    const { auth } = backend;
    if (auth && (status === 401 || status === 403)) {
      const ended = await auth.checkError(error).then(
        () => false,
        () => true,
      );
      if (ended) endProviderSession(backend);
    }
    throw error;
  }
}

/** Whether the back end's provider has an optional extra method (a screen part may hide without it). */
export function hasExtra(backend: Backend, method: ExtraMethod): boolean {
  return typeof dataOf(backend)[method] === 'function';
}

/**
 * Calls an extra method through guarded(); without it the call fails with an UNSUPPORTED error
 * naming the feature, which the screen shows in place of that part.
 */
export function callExtra<K extends ExtraMethod, R>(
  backend: Backend,
  method: K,
  feature: UnsupportedFeature,
  call: (extra: NonNullable<DataProviderExtras[K]>) => Promise<R>,
): Promise<R> {
  return guarded(backend, () => {
    const data = dataOf(backend);
    const found = data[method];
    if (typeof found !== 'function') return Promise.reject(unsupported(feature));
    return call(found.bind(data) as NonNullable<DataProviderExtras[K]>);
  });
}
