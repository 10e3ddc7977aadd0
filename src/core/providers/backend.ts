// Which back end a call goes to: the page's (configure()) or an element's own (its api-base or providers), one shared instance per back end.
import { isApiError } from '../api/errors';
import { getConfig } from '../config';
import {
  type AuthProvider,
  type DataProvider,
  isAuthProvider,
  isDataProvider,
} from './data-provider';
import type { DataProviderExtras, ExtraMethod } from './extras';
import { toProviderError, unsupported } from './provider-errors';
import { createReferenceProvider } from './reference-provider';

export type FullDataProvider = DataProvider & DataProviderExtras;

export interface Backend {
  /** Separates cached records of different back ends; `page` for the page's own. */
  key: string;
  /** The data provider calls go to. */
  readonly data: FullDataProvider;
  /** The auth provider, or null when the token client (or nobody) signs in. */
  readonly auth: AuthProvider | null;
  /** A provider given by the host (not the reference client): it handles its own access. */
  readonly custom: boolean;
}

const referenceAtPageBase = createReferenceProvider();

/** The page's back end: read per call, so configure() after load takes effect. */
export const pageBackend: Backend = {
  key: 'page',
  get data() {
    return (getConfig().dataProvider as FullDataProvider | undefined) ?? referenceAtPageBase;
  },
  get auth() {
    return getConfig().authProvider ?? null;
  },
  get custom() {
    return getConfig().dataProvider !== undefined;
  },
};

export interface BackendSettings {
  apiBase?: unknown;
  dataProvider?: unknown;
  authProvider?: unknown;
}

const backends = new Map<string, Backend>();
const providerIds = new WeakMap<object, number>();
let nextProviderId = 1;

function idOf(provider: object): number {
  let id = providerIds.get(provider);
  if (id === undefined) {
    id = nextProviderId++;
    providerIds.set(provider, id);
  }
  return id;
}

function absoluteBase(base: string): string {
  const page = globalThis.location?.href;
  return (page ? new URL(base, page).href : base).replace(/\/+$/, '');
}

/**
 * An element's back end: its own providers, else its own `api-base` when that differs from the
 * page's, else the page's. Elements naming the same ones share one back end (its stores and cache).
 */
export function backendFor(settings: BackendSettings): Backend {
  const data = isDataProvider(settings.dataProvider) ? settings.dataProvider : null;
  const auth = isAuthProvider(settings.authProvider) ? settings.authProvider : null;
  const base =
    typeof settings.apiBase === 'string' && settings.apiBase.trim()
      ? absoluteBase(settings.apiBase.trim())
      : null;
  const ownBase = base !== null && base !== getConfig().apiBase ? base : null;
  if (!data && !auth && !ownBase) return pageBackend;
  const dataKey = data ? `provider:${idOf(data)}` : `base:${ownBase ?? 'page'}`;
  const key = auth ? `${dataKey}|auth:${idOf(auth)}` : dataKey;
  let backend = backends.get(key);
  if (!backend) {
    const provider: FullDataProvider =
      data ?? (ownBase ? createReferenceProvider(ownBase) : referenceAtPageBase);
    backend = { key, data: provider, auth, custom: data !== null };
    backends.set(key, backend);
  }
  return backend;
}

type SessionEndListener = (backend: Backend) => void;
const sessionEndListeners = new Set<SessionEndListener>();

/** Called when an auth provider's checkError rejects: that back end's session is over. */
export function onProviderSessionEnd(listener: SessionEndListener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
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
      if (ended) for (const listener of sessionEndListeners) listener(backend);
    }
    throw error;
  }
}

/** Whether the back end's provider has an optional extra method (a screen part may hide without it). */
export function hasExtra(backend: Backend, method: ExtraMethod): boolean {
  return typeof backend.data[method] === 'function';
}

/**
 * Calls an extra method through guarded(); without it the call fails with an UNSUPPORTED error
 * naming the feature, which the screen shows in place of that part.
 */
export function callExtra<K extends ExtraMethod, R>(
  backend: Backend,
  method: K,
  feature: string,
  call: (extra: NonNullable<DataProviderExtras[K]>) => Promise<R>,
): Promise<R> {
  return guarded(backend, () => {
    const found = backend.data[method];
    if (typeof found !== 'function') return Promise.reject(unsupported(feature));
    return call(found.bind(backend.data) as NonNullable<DataProviderExtras[K]>);
  });
}

/** A cache key of the page's back end as it always was; another back end's gets its key added. */
export function keyOn<K extends readonly unknown[]>(
  key: K,
  backend: Backend,
): K | readonly [...K, '@', string] {
  return backend === pageBackend ? key : ([...key, '@', backend.key] as const);
}
