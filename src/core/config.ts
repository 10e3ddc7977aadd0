// Page-wide settings (API base, time-out): set once by the host or an element, read by every call.
import { API_BASE_PATH, API_TIMEOUT_MS } from './constants';
import type { AuthProvider, DataProvider } from './providers/data-provider';

export interface CoreConfig {
  /** Absolute URL of the API, ending in /api/v1 unless the host chose otherwise. */
  apiBase: string;
  timeoutMs: number;
  /** The page-wide data provider; unset: the spec's client against `apiBase`. */
  dataProvider?: DataProvider;
  /** The page-wide auth provider; unset: the token sign-in of the spec's client. */
  authProvider?: AuthProvider;
}

export interface ConfigureOptions {
  apiBase?: string;
  timeoutMs?: number;
  dataProvider?: DataProvider | null;
  authProvider?: AuthProvider | null;
}

type ConfigListener = (config: CoreConfig) => void;

let settings: CoreConfig = { apiBase: API_BASE_PATH, timeoutMs: API_TIMEOUT_MS };
const listeners = new Set<ConfigListener>();

let lastResolved = { base: '', page: '', absolute: '' };

/** A relative base is resolved against the page when read, so it follows the page's origin. */
export function resolveApiBase(base: string): string {
  const page = globalThis.location?.href ?? '';
  // Read on every call's path: the last answer is kept, as long as the page's address is the same.
  if (lastResolved.base === base && lastResolved.page === page && lastResolved.absolute) {
    return lastResolved.absolute;
  }
  const absolute = page && !/^[a-z][a-z\d+.-]*:/i.test(base) ? new URL(base, page).href : base;
  lastResolved = { base, page, absolute: absolute.replace(/\/+$/, '') };
  return lastResolved.absolute;
}

export function getConfig(): CoreConfig {
  return { ...settings, apiBase: resolveApiBase(settings.apiBase) };
}

/** The page's providers as set: read on every call's path, without resolving the base. */
export function pageProviders(): Pick<CoreConfig, 'dataProvider' | 'authProvider'> {
  return settings;
}

let apiBaseNamed = false;

/**
 * An element's `api-base`: the first one named on the page (unless the host configured one)
 * becomes the page's, so a one-widget page's early request goes there; an element naming
 * another one talks to it on its own (providers/backend.ts).
 */
export function adoptApiBase(base: string): void {
  if (!apiBaseNamed && base.trim()) configure({ apiBase: base });
}

const SETTINGS = ['apiBase', 'timeoutMs', 'dataProvider', 'authProvider'] as const;

/**
 * Changes the settings given; empty or invalid values keep the current ones, `null` unsets a
 * provider.
 */
export function configure(partial: ConfigureOptions): void {
  if (partial.apiBase?.trim()) apiBaseNamed = true;
  const next: CoreConfig = {
    apiBase: partial.apiBase?.trim() || settings.apiBase,
    timeoutMs:
      partial.timeoutMs !== undefined && partial.timeoutMs > 0
        ? partial.timeoutMs
        : settings.timeoutMs,
  };
  const dataProvider =
    partial.dataProvider === undefined ? settings.dataProvider : partial.dataProvider;
  const authProvider =
    partial.authProvider === undefined ? settings.authProvider : partial.authProvider;
  if (dataProvider) next.dataProvider = dataProvider;
  if (authProvider) next.authProvider = authProvider;
  if (SETTINGS.every((name) => next[name] === settings[name])) return;
  settings = next;
  const config = getConfig();
  for (const listener of listeners) listener(config);
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribeConfig(listener: ConfigListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
