// The spec's reference API as a react-admin DataProvider: the default one, against `api-base` (or the page's base).
import { api, apiStream } from '../api/client';
import type {
  DataProvider,
  GetListParams,
  GetListResult,
  Identifier,
  RaRecord,
} from './data-provider';
import type { BulkItemResult, BulkParams, DataProviderExtras } from './extras';
import { idText, toRaRecord, withoutKeys } from './record-ids';

export type ReferenceProvider = DataProvider & Required<DataProviderExtras>;

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
 * `base` undefined: the page's base, read per call (so `configure({ apiBase })` keeps working).
 * Resource names are API paths without the leading slash: `tasks`, `sys/users`.
 */
export function createReferenceProvider(base?: string): ReferenceProvider {
  const at = base === undefined ? {} : { base };
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
    exportCsv(resource, params) {
      const query: Record<string, unknown> = { ...params.filter };
      if (params.sort) {
        query.sort = params.sort.field;
        query.order = params.sort.order.toLowerCase();
      }
      return apiStream(`${path(resource)}/export`, { ...at, query, signal: params.signal });
    },
    async getTaskReviews({ id, signal }) {
      const reply = await api<ListBody>(`${path('tasks', id)}/reviews`, { ...at, signal });
      if (!reply || !Array.isArray(reply.items)) return { data: reply as never };
      return { data: reply.items.map(toRaRecord) };
    },
    async createTaskReview({ id, data }) {
      const review = await api<unknown>(`${path('tasks', id)}/reviews`, {
        ...at,
        method: 'POST',
        body: data,
      });
      return { data: toRaRecord(review) };
    },
    async getCategoryRoutes({ id, signal }) {
      const reply = await api<{ channel_uuids: string[] }>(`${path('categories', id)}/routes`, {
        ...at,
        signal,
      });
      return { data: reply.channel_uuids };
    },
    async setCategoryRoutes({ id, data }) {
      const reply = await api<{ channel_uuids: string[] }>(`${path('categories', id)}/routes`, {
        ...at,
        method: 'PUT',
        body: { channel_uuids: data.map(String) },
      });
      return { data: reply.channel_uuids };
    },
    async getChannelSuggestions({ filter, signal }) {
      return {
        data: await api<unknown>('/channels/suggestions', { ...at, query: filter, signal }),
      };
    },
    async getDashboardStats({ filter, signal }) {
      return { data: await api<unknown>('/stats/dashboard', { ...at, query: filter, signal }) };
    },
    async getMyPermissions({ signal }) {
      const me = await api<{ uuid: string; permissions?: string[] }>('/sys/me', { ...at, signal });
      return { id: me.uuid, data: Array.isArray(me.permissions) ? me.permissions : [] };
    },
    async setRolePermissions({ id, data }) {
      const role = await api<unknown>(`${path('sys/roles', id)}/permissions`, {
        ...at,
        method: 'PUT',
        body: { permissions: data },
      });
      return { data: toRaRecord(role) };
    },
    mediaUrl: (file) => file,
  };
}
