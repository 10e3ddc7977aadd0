// The spec's reference API as a react-admin DataProvider: the default one, against `api-base` (or the page's base).
import { api } from '../api/client';
import type { ReferenceAt } from './backend';
import type {
  DataProvider,
  GetListParams,
  GetListResult,
  Identifier,
  RaRecord,
} from './data-provider';
import type { BulkItemResult, BulkParams, DataProviderExtras } from './extras';
import { idText, toRaRecord, withoutKeys } from './record-ids';
import type { ReferenceExtras } from './reference-extras';

export type ReferenceProvider = DataProvider &
  ReferenceExtras &
  Pick<Required<DataProviderExtras>, 'bulk'>;

interface ReferenceBulkReply {
  results: Array<
    | { uuid: string; ok: true }
    | { uuid: string; ok: false; error: { code: string; message: string } }
  >;
}

/** The column the reference API sorts by when the query names none. */
const SERVER_SORT = 'created_at';

/**
 * page/perPage -> limit/offset, sort -> sort + order, filter (with `q`) -> the rest of the query.
 * The server's own sort column is left out: the same request as a screen naming no column.
 */
export function referenceListQuery(params: GetListParams): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (params.pagination) {
    const { page, perPage } = params.pagination;
    query.limit = perPage;
    query.offset = (page - 1) * perPage;
  }
  if (params.sort) {
    if (params.sort.field !== SERVER_SORT) query.sort = params.sort.field;
    query.order = params.sort.order.toLowerCase();
  }
  if (params.meta?.withCount !== undefined) query.withCount = params.meta.withCount;
  return { ...query, ...params.filter };
}

interface ListBody {
  items: unknown[];
  total: number;
}

/**
 * `at` empty: the page's base and session, read per call (so `configure({ apiBase })` keeps
 * working); else a base's own session (referenceAt).
 * Resource names are API paths without the leading slash: `tasks`, `sys/users`.
 */
export function createReferenceProvider(at: ReferenceAt = {}): ReferenceProvider {
  const path = (resource: string, id?: Identifier) =>
    id === undefined ? `/${resource}` : `/${resource}/${idText(id)}`;

  async function getList(resource: string, params: GetListParams): Promise<GetListResult> {
    const body = await api<ListBody>(path(resource), {
      ...at,
      query: referenceListQuery(params),
      signal: params.signal,
    });
    // A broken reply passes through as it is: the resource's shape check names what is off.
    if (!body || !Array.isArray(body.items)) return body as unknown as GetListResult;
    return { data: body.items.map(toRaRecord), total: body.total };
  }

  async function bulk(resource: string, params: BulkParams): Promise<{ data: BulkItemResult[] }> {
    const reply = await api<ReferenceBulkReply>(`${path(resource)}/bulk`, {
      ...at,
      method: 'POST',
      body: {
        action: params.action,
        ...(params.ids ? { uuids: params.ids.map(String) } : { filter: params.filter ?? {} }),
        ...(params.data ? { change: params.data } : {}),
      },
    });
    return {
      data: reply.results.map(({ uuid, ...result }) => ({ id: uuid, ...result }) as BulkItemResult),
    };
  }

  const extras = () =>
    import('./reference-extras').then((module) => module.referenceExtras(at, path));

  const okIds = (results: BulkItemResult[]) =>
    results.filter((result) => result.ok).map((result) => result.id);

  return {
    getList,
    async getOne(resource, params) {
      const record = await api<unknown>(path(resource, params.id), {
        ...at,
        signal: params.signal,
      });
      return { data: toRaRecord(record) };
    },
    async getMany(resource, params) {
      const reply = await getList(resource, {
        filter: { uuids: params.ids.join(',') },
        pagination: { page: 1, perPage: Math.max(1, params.ids.length) },
        signal: params.signal,
      });
      return { data: reply.data };
    },
    getManyReference(resource, params) {
      const { target, id, ...list } = params;
      return getList(resource, { ...list, filter: { ...list.filter, [target]: id } });
    },
    async create(resource, params) {
      const record = await api<unknown>(path(resource), {
        ...at,
        method: 'POST',
        body: withoutKeys(params.data),
      });
      return { data: toRaRecord(record) };
    },
    async update(resource, params) {
      const record = await api<unknown>(path(resource, params.id), {
        ...at,
        method: 'PATCH',
        body: withoutKeys(params.data),
      });
      return { data: toRaRecord(record) };
    },
    async updateMany(resource, params) {
      const reply = await bulk(resource, { action: 'update', ids: params.ids, data: params.data });
      return { data: okIds(reply.data) };
    },
    async delete(resource, params) {
      await api<void>(path(resource, params.id), { ...at, method: 'DELETE' });
      return { data: (params.previousData as RaRecord | undefined) ?? { id: params.id } };
    },
    async deleteMany(resource, params) {
      const reply = await bulk(resource, { action: 'delete', ids: params.ids });
      return { data: okIds(reply.data) };
    },
    bulk,
    // The extras load with their first use: a task list's first screen needs none of them.
    exportCsv: (resource, params) => extras().then((extra) => extra.exportCsv(resource, params)),
    getTaskReviews: (params) => extras().then((extra) => extra.getTaskReviews(params)),
    createTaskReview: (params) => extras().then((extra) => extra.createTaskReview(params)),
    getCategoryRoutes: (params) => extras().then((extra) => extra.getCategoryRoutes(params)),
    setCategoryRoutes: (params) => extras().then((extra) => extra.setCategoryRoutes(params)),
    getChannelSuggestions: (params) =>
      extras().then((extra) => extra.getChannelSuggestions(params)),
    getDashboardStats: (params) => extras().then((extra) => extra.getDashboardStats(params)),
    getMyPermissions: (params) => extras().then((extra) => extra.getMyPermissions(params)),
    setRolePermissions: (params) => extras().then((extra) => extra.setRolePermissions(params)),
  };
}
