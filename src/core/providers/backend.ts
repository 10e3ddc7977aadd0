// Which back end a call goes to: the page's (configure()) by default; an element's own (its api-base or providers) is built by own-backend.ts, loaded only when one is named.
import type { ApiOptions } from '../api/client';
import type { TokenSession } from '../auth/session';
import { getConfig, pageProviders, resolveApiBase } from '../config';
import type { AuthProvider, DataProvider } from './data-provider';
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
  /** That base's own token session (sign-in, tokens, storage key). */
  readonly tokens?: TokenSession;
}

/** Where a back end's reference API calls go: the page's base and session, or its own. */
export type ReferenceAt = Pick<ApiOptions, 'session'>;

export function referenceAt(backend: Backend): ReferenceAt {
  return backend.tokens ? { session: backend.tokens } : {};
}

/** The page's back end: read per call, so configure() after load takes effect. */
export const pageBackend: Backend = {
  key: 'page',
  get provider() {
    return (pageProviders().dataProvider as FullDataProvider | undefined) ?? null;
  },
  get auth() {
    return pageProviders().authProvider ?? null;
  },
  get custom() {
    return this.provider !== null;
  },
};

export interface BackendSettings {
  apiBase?: unknown;
  dataProvider?: unknown;
  authProvider?: unknown;
}

/** The element's `api-base` when it names another back end than the page's, else null. */
export function ownBaseOf(apiBase: unknown): string | null {
  if (typeof apiBase !== 'string' || !apiBase.trim()) return null;
  const base = resolveApiBase(apiBase.trim());
  return base === getConfig().apiBase ? null : base;
}

/** Whether an element names a back end of its own: cheap, so the default path loads no provider code. */
export function namesOwnBackend(settings: BackendSettings): boolean {
  return (
    settings.dataProvider != null ||
    settings.authProvider != null ||
    ownBaseOf(settings.apiBase) !== null
  );
}

/** Whether a back end is anything but the reference API with the page's token session. */
export function needsProviderCode(backend: Backend): boolean {
  return backend !== pageBackend || backend.custom || backend.auth !== null;
}

/** A cache key of the page's back end as it always was; another back end's gets its key added. */
export function keyOn<K extends readonly unknown[]>(
  key: K,
  backend: Backend,
): K | readonly [...K, '@', string] {
  return backend === pageBackend ? key : ([...key, '@', backend.key] as const);
}
