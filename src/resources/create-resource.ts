// One typed resource per entity: API calls, its list store, its query keys, and cache upkeep after mutations.
import { api, apiStream } from '../core/api/client';
import { createListStore, type ListStore } from '../core/lists/create-list-store';
import { checkListReply, fieldsOf, type RecordShape } from '../core/lists/reply-shape';
import { invalidateGroup, queryClient } from '../core/query/client';
import type { ListReply } from './schemas';

export type { ListReply } from './schemas';

/**
 * Params of a list: the defaults' keys are always present (the page, and for some entities
 * empty filters), every other filter of the server's list params is optional.
 */
export type ListParamsOf<Filters, Defaults extends object> = Defaults &
  Omit<Filters, keyof Defaults>;

interface PageQuery {
  limit?: number;
  offset?: number;
}

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

export interface ResourceKeys<P> {
  all: readonly unknown[];
  list(params: P): readonly unknown[];
  detail(uuid: string): readonly unknown[];
}

export interface Resource<
  T extends { uuid: string },
  P extends object,
  C = Partial<T>,
  U = Partial<T>,
> {
  name: string;
  path: string;
  group: string;
  defaults: Readonly<P>;
  store: ListStore<T, P>;
  keys: ResourceKeys<P>;
  /** Each field's JSON type, which its answers are checked against. */
  fields: RecordShape<T>;
  list(params: P, signal?: AbortSignal): Promise<ListReply<T>>;
  get(uuid: string, signal?: AbortSignal): Promise<T>;
  create(body: C): Promise<T>;
  update(uuid: string, patch: U): Promise<T>;
  remove(uuid: string): Promise<void>;
  bulk(request: BulkRequest<U, P>): Promise<BulkReply>;
  /** `GET /<resource>/export` of the list's filter and sort (every page), as CSV bytes. */
  exportCsv(params: P, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>>;
}

export function createResource<
  T extends { uuid: string },
  P extends object,
  C = Partial<T>,
  U = Partial<T>,
>(config: ResourceConfig<P> & RecordConfig): Resource<T, P, C, U> {
  const { name, path, group, defaults } = config;
  const fields = fieldsOf(`uuid ${config.fields}`) as RecordShape<T>;
  const store = createListStore<T, P>({ ...defaults });
  const itemPath = (uuid: string) => `${path}/${encodeURIComponent(uuid)}`;
  const all = [group, name] as const;
  const keys: ResourceKeys<P> = {
    all,
    list: (params) => [...all, 'list', params],
    detail: (uuid) => [...all, 'detail', uuid],
  };

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

  /**
   * Views render their own cached page (mapped through the store for changed rows), so a deleted
   * row leaves every cached page at once rather than after the refetch.
   */
  function dropFromCachedLists(uuid: string): void {
    queryClient.setQueriesData<ListReply<T>>({ queryKey: [...all, 'list'] }, (reply) => {
      if (!reply?.items.some((item) => item.uuid === uuid)) return reply;
      const items = reply.items.filter((item) => item.uuid !== uuid);
      return { items, total: Math.max(0, reply.total - 1) };
    });
  }

  // Every list answer is checked here, where it enters: the early first page, prefetches, lookups.
  const list = async (params: P, signal?: AbortSignal) =>
    checkListReply(await api<unknown>(path, { query: params, signal }), name, fields);

  return {
    name,
    path,
    group,
    defaults,
    store,
    keys,
    fields,
    list,
    get: (uuid, signal) => api<T>(itemPath(uuid), { signal }),
    async create(body) {
      const item = await writing(api<T>(path, { method: 'POST', body }));
      store.getState().upsert(item);
      afterMutation();
      return item;
    },
    async update(uuid, patch) {
      const item = await writing(api<T>(itemPath(uuid), { method: 'PATCH', body: patch }));
      store.getState().upsert(item);
      afterMutation();
      return item;
    },
    async remove(uuid) {
      await writing(api<void>(itemPath(uuid), { method: 'DELETE' }));
      store.getState().remove(uuid);
      dropFromCachedLists(uuid);
      afterMutation();
    },
    async bulk(request) {
      try {
        return await api<BulkReply>(`${path}/bulk`, { method: 'POST', body: request });
      } finally {
        // Even a failed request may have changed some rows before it failed.
        afterMutation();
      }
    },
    exportCsv(params, signal) {
      const { limit: _limit, offset: _offset, ...query } = params as P & PageQuery;
      return apiStream(`${path}/export`, { query, signal });
    },
  };
}
