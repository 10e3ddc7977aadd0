// Page-wide settings (API base, time-out): set once by the host or an element, read by every call.
import { API_BASE_PATH, API_TIMEOUT_MS } from './constants';

export interface CoreConfig {
  /** Absolute URL of the API, ending in /api/v1 unless the host chose otherwise. */
  apiBase: string;
  timeoutMs: number;
}

type ConfigListener = (config: CoreConfig) => void;

let apiBaseSetting = API_BASE_PATH;
let timeoutSetting = API_TIMEOUT_MS;
const listeners = new Set<ConfigListener>();

/** A relative base is resolved against the page when read, so it follows the page's origin. */
function resolveApiBase(base: string): string {
  const page = globalThis.location?.href;
  const absolute = page && !/^[a-z][a-z\d+.-]*:/i.test(base) ? new URL(base, page).href : base;
  return absolute.replace(/\/+$/, '');
}

export function getConfig(): CoreConfig {
  return { apiBase: resolveApiBase(apiBaseSetting), timeoutMs: timeoutSetting };
}

/** Changes the settings given; empty or invalid values keep the current ones. */
export function configure(partial: { apiBase?: string; timeoutMs?: number }): void {
  const apiBase = partial.apiBase?.trim() || apiBaseSetting;
  const timeoutMs =
    partial.timeoutMs !== undefined && partial.timeoutMs > 0 ? partial.timeoutMs : timeoutSetting;
  if (apiBase === apiBaseSetting && timeoutMs === timeoutSetting) return;
  apiBaseSetting = apiBase;
  timeoutSetting = timeoutMs;
  const config = getConfig();
  for (const listener of listeners) listener(config);
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribeConfig(listener: ConfigListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
