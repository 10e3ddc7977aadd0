// A complete react-admin DataProvider over arrays, recording every call: what a host could write in a page.
import type {
  DataProvider,
  GetListParams,
  RaRecord,
} from '../../../../src/core/providers/data-provider';

/** A complete DataProvider over arrays, recording every call: what a host could write in a page. */
export function memoryProvider(records: RaRecord[]) {
  const calls: { method: string; resource: string; params: unknown }[] = [];
  const log = (method: string, resource: string, params: unknown) =>
    calls.push({ method, resource, params });
  const provider: DataProvider = {
    async getList(resource, params: GetListParams) {
      log('getList', resource, params);
      const { page = 1, perPage = 10 } = params.pagination ?? {};
      const matching = records.filter(
        (record) => !params.filter?.status || record.status === params.filter.status,
      );
      return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
    },
    async getOne(resource, params) {
      log('getOne', resource, params);
      return { data: records.find((record) => record.id === params.id) };
    },
    async getMany(resource, params) {
      log('getMany', resource, params);
      return { data: records.filter((record) => params.ids.includes(record.id)) };
    },
    async getManyReference(resource, params) {
      log('getManyReference', resource, params);
      return { data: [], total: 0 };
    },
    async create(resource, params) {
      log('create', resource, params);
      return { data: { ...params.data, id: 'new' } };
    },
    async update(resource, params) {
      log('update', resource, params);
      return { data: { ...params.data, id: params.id } };
    },
    async updateMany(resource, params) {
      log('updateMany', resource, params);
      return { data: params.ids };
    },
    async delete(resource, params) {
      log('delete', resource, params);
      return { data: params.previousData };
    },
    async deleteMany(resource, params) {
      log('deleteMany', resource, params);
      return { data: params.ids.slice(1) };
    },
  };
  return { provider, calls };
}
