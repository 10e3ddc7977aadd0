// An element's own back end (its api-base or providers): loaded only when an element names one, with the provider sessions.
import { type Backend, type BackendSettings, ownBaseOf, pageBackend } from './backend';
import { tokenSessionOf } from '../auth/base-sessions';
import { isAuthProvider, isDataProvider } from './data-provider';
import { providerSessionOf } from './provider-session';
import { provideSessions } from './sessions';

// A back end of its own has a session of its own: screens read it through sessions.ts.
provideSessions(providerSessionOf);

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

/**
 * An element's back end: its own providers, else its own `api-base` when that differs from the
 * page's, else the page's. Elements naming the same ones share one back end (its stores and cache).
 */
export function backendFor(settings: BackendSettings): Backend {
  const data = isDataProvider(settings.dataProvider) ? settings.dataProvider : null;
  const auth = isAuthProvider(settings.authProvider) ? settings.authProvider : null;
  const ownBase = ownBaseOf(settings.apiBase);
  if (!data && !auth && !ownBase) return pageBackend;
  const dataKey = data ? `provider:${idOf(data)}` : `base:${ownBase ?? 'page'}`;
  const key = auth ? `${dataKey}|auth:${idOf(auth)}` : dataKey;
  let backend = backends.get(key);
  if (!backend) {
    // The reference API at a base of its own: its own token session too.
    const base = !data && ownBase ? { base: ownBase, tokens: tokenSessionOf(ownBase) } : {};
    backend = { key, provider: data, auth, custom: data !== null, ...base };
    backends.set(key, backend);
  }
  return backend;
}
