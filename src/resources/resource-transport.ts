// A resource's calls: straight to the reference API by default; through a host's data provider (mapped to react-admin's calls, loaded on first use) when one is set.
import { api, apiStream } from '../core/api/client';
import { type Backend, type ReferenceAt, referenceAt } from '../core/providers/backend';
import type { BulkReply, BulkRequest } from './create-resource';

export interface ResourceTransport<T, P, C, U> {
  /** The answer unchecked: the resource checks its shape. */
  list(params: P, signal?: AbortSignal): Promise<unknown>;
  get(uuid: string, signal?: AbortSignal): Promise<T>;
  create(body: C): Promise<T>;
  update(uuid: string, patch: U): Promise<T>;
  remove(uuid: string): Promise<void>;
  bulk(request: BulkRequest<U, P>): Promise<BulkReply>;
  /** `GET /<resource>/export` of the list's filter and sort (every page), as CSV bytes. */
  exportCsv(params: P, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>>;
}

type Method = keyof ResourceTransport<unknown, unknown, unknown, unknown>;

/** The reference API's own URL scheme; `at` empty: the page's base and session, read per call. */
function referenceTransport<T, P extends object, C, U>(
  path: string,
  at: ReferenceAt,
): ResourceTransport<T, P, C, U> {
  const itemPath = (uuid: string) => `${path}/${encodeURIComponent(uuid)}`;
  return {
    list: (params, signal) => api<unknown>(path, { ...at, query: params, signal }),
    get: (uuid, signal) => api<T>(itemPath(uuid), { ...at, signal }),
    create: (body) => api<T>(path, { ...at, method: 'POST', body }),
    update: (uuid, patch) => api<T>(itemPath(uuid), { ...at, method: 'PATCH', body: patch }),
    remove: (uuid) => api<void>(itemPath(uuid), { ...at, method: 'DELETE' }),
    bulk: (request) => api<BulkReply>(`${path}/bulk`, { ...at, method: 'POST', body: request }),
    exportCsv(params, signal) {
      const {
        limit: _limit,
        offset: _offset,
        ...query
      } = params as P & { limit?: unknown; offset?: unknown };
      return apiStream(`${path}/export`, { ...at, query, signal });
    },
  };
}

/**
 * `path`: the API path (`/tasks`); a provider is given it without the slash as its resource name.
 * The page's back end is checked per call: configure({ dataProvider }) may come after load.
 */
export function resourceTransport<T extends { uuid: string }, P extends object, C, U>(
  backend: Backend,
  path: string,
  previousOf: (uuid: string) => T | undefined,
): ResourceTransport<T, P, C, U> {
  const direct = referenceTransport<T, P, C, U>(path, referenceAt(backend));
  let mapped: Promise<ResourceTransport<T, P, C, U>> | undefined;
  const viaProvider = () => {
    mapped ??= import('./provider-transport').then((module) =>
      module.providerTransport<T, P, C, U>(backend, path.slice(1), previousOf),
    );
    return mapped;
  };
  const call =
    <M extends Method>(method: M) =>
    (...args: Parameters<ResourceTransport<T, P, C, U>[M]>) => {
      type Call = (...a: typeof args) => ReturnType<ResourceTransport<T, P, C, U>[M]>;
      // An auth provider judges the reference API's 401/403 too (checkError): it goes the mapped way.
      if (!backend.custom && !backend.auth) return (direct[method] as Call)(...args);
      return viaProvider().then((transport) => (transport[method] as Call)(...args));
    };
  return {
    list: call('list'),
    get: call('get'),
    create: call('create'),
    update: call('update'),
    remove: call('remove'),
    bulk: call('bulk'),
    exportCsv: call('exportCsv'),
  } as ResourceTransport<T, P, C, U>;
}
