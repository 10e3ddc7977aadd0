// Which back end a call goes to: the page's (configure()) or an element's own (its api-base or providers), one shared instance per back end.
import { getConfig } from '../config';
import {
  type AuthProvider,
  type DataProvider,
  isAuthProvider,
  isDataProvider,
} from './data-provider';
import type { DataProviderExtras } from './extras';

export type FullDataProvider = DataProvider & DataProviderExtras;

export interface Backend {
  /** Separates cached records of different back ends; `page` for the page's own. */
  key: string;
  /**
   * The host's data provider, or null for the reference API: resources call it directly
   * (resource-transport.ts), everything else through its provider (provider-calls.ts dataOf).
   */
  readonly provider: FullDataProvider | null;
  /** The auth provider, or null when the token client (or nobody) signs in. */
  readonly auth: AuthProvider | null;
  /** A provider given by the host (not the reference client): it handles its own access. */
  readonly custom: boolean;
  /** The reference API's base when it is not the page's (an element's own `api-base`). */
  readonly base?: string;
}

/** The page's back end: read per call, so configure() after load takes effect. */
export const pageBackend: Backend = {
  key: 'page',
  get provider() {
    return (getConfig().dataProvider as FullDataProvider | undefined) ?? null;
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
    const base = !data && ownBase ? { base: ownBase } : {};
    backend = { key, provider: data, auth, custom: data !== null, ...base };
    backends.set(key, backend);
  }
  return backend;
}

/** A cache key of the page's back end as it always was; another back end's gets its key added. */
export function keyOn<K extends readonly unknown[]>(
  key: K,
  backend: Backend,
): K | readonly [...K, '@', string] {
  return backend === pageBackend ? key : ([...key, '@', backend.key] as const);
}
