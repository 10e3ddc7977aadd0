// One typed resource per entity: API calls, its query keys, its list state in the query cache, and cache upkeep after mutations.
import { createListCache, type ListCache, type ListKeys } from '../core/lists/list-cache';
import { checkListReply, fieldsOf, type RecordShape } from '../core/lists/reply-shape';
import { type Backend, keyOn, pageBackend } from '../core/providers/backend';
import { invalidateGroup, queryClient } from '../core/query/client';
import { type ResourceTransport, resourceTransport } from './resource-transport';
import type { ListReply } from './schemas';

export type { ListReply } from './schemas';

/**
 * Params of a list: the defaults' keys are always present (the page, and for some entities
 * empty filters), every other filter of the server's list params is optional.
 */
export type ListParamsOf<Filters, Defaults extends object> = Defaults &
  Omit<Filters, keyof Defaults>;

export interface ResourceConfig<P extends object> {
  /** Name used in events and keys, e.g. `tasks`, `sysUsers`. */
  name: string;
  /** API path relative to the base, e.g. `/tasks`, `/sys/users`. */
  path: string;
  /** Cached-data group invalidated after this resource's mutations. */
  group: string;
  defaults: Readonly<P>;
}

export interface RecordConfig {
  /**
   * The record's fields but its uuid, with their JSON types (reply-shape.ts fieldsOf): answers
   * are checked against them where they enter. A unit test keeps them equal to the schemas.
   */
  fields: string;
}

/** `POST /<resource>/bulk`: one change for the listed rows or for every row the filter matches. */
export interface BulkRequest<U, P> {
  action: 'update' | 'delete';
  uuids?: string[];
  /** The list's filter params without paging and order. */
  filter?: Partial<Omit<P, 'limit' | 'offset' | 'order' | 'sort'>>;
  change?: U;
}

export type BulkResult =
  | { uuid: string; ok: true }
  | { uuid: string; ok: false; error: { code: string; message: string } };

export interface BulkReply {
  results: BulkResult[];
  succeeded: number;
  failed: number;
}

export type ResourceKeys<P> = ListKeys<P>;

export interface Resource<
  T extends { uuid: string },
  P extends object,
  C = Partial<T>,
  U = Partial<T>,
> extends Omit<ResourceTransport<T, P, C, U>, 'list'> {
  name: string;
  path: string;
  group: string;
  defaults: Readonly<P>;
  /** Its list state over the query cache: every write to its records goes through here. */
  cache: ListCache<T, P>;
  keys: ResourceKeys<P>;
  /** Each field's JSON type, which its answers are checked against. */
  fields: RecordShape<T>;
  /** The transport's answer, its shape checked. */
  list(params: P, signal?: AbortSignal): Promise<ListReply<T>>;
  /** The back end this resource's calls go to. */
  backend: Backend;
  /**
   * The same resource on another back end (an element's own provider or api-base): its own
   * cache keys; the same one for every element on that back end.
   */
  on(backend: Backend): Resource<T, P, C, U>;
}

export function createResource<
  T extends { uuid: string },
  P extends object,
  C = Partial<T>,
  U = Partial<T>,
>(config: ResourceConfig<P> & RecordConfig): Resource<T, P, C, U> {
  const bound = new Map<string, Resource<T, P, C, U>>();
  const resourceOn = (backend: Backend): Resource<T, P, C, U> => {
    let resource = bound.get(backend.key);
    if (!resource) {
      resource = resourceOnBackend<T, P, C, U>(config, backend, resourceOn);
      bound.set(backend.key, resource);
    }
    return resource;
  };
  return resourceOn(pageBackend);
}

function resourceOnBackend<
  T extends { uuid: string },
  P extends object,
  C = Partial<T>,
  U = Partial<T>,
>(
  config: ResourceConfig<P> & RecordConfig,
  backend: Backend,
  on: (backend: Backend) => Resource<T, P, C, U>,
): Resource<T, P, C, U> {
  const { name, path, group, defaults } = config;
  const fields = fieldsOf(`uuid ${config.fields}`) as RecordShape<T>;
  // Another back end's records are cached apart: same group (invalidation), own keys.
  const all = keyOn([group, name] as const, backend);
  const keys: ResourceKeys<P> = {
    all,
    list: (params) => [...all, 'list', params],
    detail: (uuid) => [...all, 'detail', uuid],
  };
  const cache = createListCache<T, P>(queryClient, keys, defaults);
  // Providers are given the record as cached on update and delete (react-admin's previousData).
  const transport = resourceTransport<T, P, C, U>(backend, path, (uuid) => cache.byId(uuid));

  /** After a change, every cached list of the group may be out of date. */
  function afterMutation(): void {
    void invalidateGroup(group);
  }

  /**
   * A write that failed leaves the lists out of date too: refused because the record changed
   * elsewhere (409, a stale status move), gone (404), or written before the answer was lost (a
   * time-out). The lists are read again, so a rolled-back row ends up showing what is stored.
   */
  async function writing<R>(call: Promise<R>): Promise<R> {
    try {
      return await call;
    } catch (error) {
      afterMutation();
      throw error;
    }
  }

  // Every list answer is checked here, where it enters: the early first page, prefetches, lookups.
  const list = async (params: P, signal?: AbortSignal) =>
    checkListReply(await transport.list(params, signal), name, fields);

  return {
    name,
    path,
    group,
    defaults,
    cache,
    keys,
    fields,
    backend,
    on,
    list,
    get: transport.get,
    async create(body) {
      const item = await writing(transport.create(body));
      cache.upsert(item);
      afterMutation();
      return item;
    },
    async update(uuid, patch) {
      const item = await writing(transport.update(uuid, patch));
      cache.upsert(item);
      afterMutation();
      return item;
    },
    async remove(uuid) {
      await writing(transport.remove(uuid));
      // Every cached page drops the row at once, before the refetch answers.
      cache.remove(uuid);
      afterMutation();
    },
    async bulk(request) {
      try {
        return await transport.bulk(request);
      } finally {
        // Even a failed request may have changed some rows before it failed.
        afterMutation();
      }
    },
    exportCsv: transport.exportCsv,
  };
}
