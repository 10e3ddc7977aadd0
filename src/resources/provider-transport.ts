// A resource's calls on a host's data provider (loaded only when one is set): the screens' params and uuids in, react-admin's calls out, `{ items, total }` and uuids back.
import type { Backend } from '../core/providers/backend';
import { dataOf, guarded } from '../core/providers/provider-calls';
import {
  filterOf,
  providerFilterOf,
  sortOf,
  toGetListParams,
  toListReply,
} from '../core/providers/list-params';
import { fromRaRecord, withoutKeys } from '../core/providers/record-ids';
import type { BulkReply } from './create-resource';
import type { ResourceTransport } from './resource-transport';

const fallbacks = () => import('../core/providers/fallbacks');

/** `resource`: the provider's resource name, the API path without its slash (`tasks`, `sys/users`). */
export function providerTransport<T extends { uuid: string }, P extends object, C, U>(
  backend: Backend,
  resource: string,
  previousOf: (uuid: string) => T | undefined,
): ResourceTransport<T, P, C, U> {
  const run = <R>(call: () => Promise<R>) => guarded(backend, call);
  const data = () => dataOf(backend);
  // A host's provider filters by record fields; the reference API keeps its own query names.
  const filterFor = (params: object) =>
    backend.custom ? providerFilterOf(filterOf(params)) : filterOf(params);

  return {
    list(params, signal) {
      const uuids = (params as { uuids?: unknown }).uuids;
      // Only the reference API filters by a uuid list; other providers have getMany for it.
      if (backend.custom && typeof uuids === 'string' && uuids) {
        return run(async () => {
          const ids = uuids.split(',');
          const reply = await data().getMany(resource, { ids, ...(signal ? { signal } : {}) });
          return toListReply({ data: reply.data, total: reply.data?.length ?? 0 }, {});
        });
      }
      return run(async () =>
        toListReply(
          await data().getList(resource, toGetListParams(params, signal, backend.custom)),
          params,
        ),
      );
    },
    get: (uuid, signal) =>
      run(async () => {
        const reply = await data().getOne(resource, { id: uuid, ...(signal ? { signal } : {}) });
        return fromRaRecord<T>(reply.data);
      }),
    create: (body) =>
      run(async () => {
        const reply = await data().create(resource, { data: withoutKeys(body as object) });
        return fromRaRecord<T>(reply.data);
      }),
    update: (uuid, patch) =>
      run(async () => {
        const previous = previousOf(uuid);
        const previousData = { ...withoutKeys(previous ?? {}), id: uuid };
        // react-admin hands providers the whole record (json-server replaces it); the reference
        // API takes the changed fields only.
        const changed = withoutKeys(patch as object);
        const reply = await data().update(resource, {
          id: uuid,
          data: backend.custom ? { ...previousData, ...changed } : changed,
          previousData,
        });
        return fromRaRecord<T>(reply.data);
      }),
    remove: (uuid) =>
      run(async () => {
        const previous = previousOf(uuid);
        await data().delete(resource, {
          id: uuid,
          previousData: { ...withoutKeys(previous ?? {}), id: uuid },
        });
      }),
    bulk: (request) =>
      run(async () => {
        const provider = data();
        const params = {
          action: request.action,
          ...(request.uuids ? { ids: request.uuids } : { filter: filterFor(request.filter ?? {}) }),
          ...(request.change ? { data: withoutKeys(request.change as object) } : {}),
        };
        // The fallbacks load with their first use: the reference API never needs them.
        const reply = provider.bulk
          ? await provider.bulk(resource, params)
          : await (await fallbacks()).bulkByMany(provider, resource, params);
        const results = reply.data.map(({ id, ...result }) => ({ uuid: String(id), ...result }));
        const succeeded = results.filter((result) => result.ok).length;
        return { results, succeeded, failed: results.length - succeeded } as BulkReply;
      }),
    exportCsv: (params, signal) =>
      run(async () => {
        const provider = data();
        const sort = sortOf(params);
        const request = {
          filter: filterFor(params),
          ...(sort ? { sort } : {}),
          ...(signal ? { signal } : {}),
        };
        const { csvByPages, csvStream } = await fallbacks();
        return csvStream(
          provider.exportCsv
            ? await provider.exportCsv(resource, request)
            : await csvByPages(provider, resource, request),
        );
      }),
  };
}
