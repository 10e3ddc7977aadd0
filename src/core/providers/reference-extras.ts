// The reference API's answers to the extra methods (reviews, routes, suggestions, dashboard, permissions, export), loaded with their first use.
import { api, apiStream } from '../api/client';
import type { ReferenceAt } from './backend';
import type { Identifier } from './data-provider';
import type { DataProviderExtras } from './extras';
import { toRaRecord } from './record-ids';

type Extras = Required<DataProviderExtras>;
export type ReferenceExtras = Pick<
  Extras,
  | 'exportCsv'
  | 'getTaskReviews'
  | 'createTaskReview'
  | 'getCategoryRoutes'
  | 'setCategoryRoutes'
  | 'getChannelSuggestions'
  | 'getDashboardStats'
  | 'getMyPermissions'
  | 'setRolePermissions'
>;

interface ListBody {
  items: unknown[];
  total: number;
}

export function referenceExtras(
  at: ReferenceAt,
  path: (resource: string, id?: Identifier) => string,
): ReferenceExtras {
  return {
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
  };
}
