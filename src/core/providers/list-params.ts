// The screens' list params (limit/offset, sort + order, filters and q) as react-admin's getList params, and its answer as `{ items, total }`.
import type { GetListParams, GetListResult, SortPayload } from './data-provider';
import { fromRaRecord } from './record-ids';

interface ScreenListParams {
  limit?: number;
  offset?: number;
  sort?: string;
  order?: string;
  withCount?: boolean;
  [filter: string]: unknown;
}

/** The column lists are sorted by when the params name only an order (the reference default). */
const DEFAULT_SORT_FIELD = 'created_at';

export function sortOf(params: object): SortPayload | undefined {
  const { sort, order } = params as ScreenListParams;
  if (sort === undefined && order === undefined) return undefined;
  return {
    field: sort ?? DEFAULT_SORT_FIELD,
    order: order === 'asc' ? 'ASC' : 'DESC',
  };
}

/** The filters of the params (q included), without paging, sort and empty values. */
export function filterOf(params: object): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (['limit', 'offset', 'sort', 'order', 'withCount'].includes(key)) continue;
    if (value === undefined || value === null || value === '') continue;
    filter[key] = value;
  }
  return filter;
}

/**
 * The screens' switches that filter on a record field: a host's provider is given the field
 * (react-admin filters name record fields), the reference API its own query name.
 */
const SWITCH_FIELDS: Readonly<Record<string, string>> = { onlyWithMedia: 'has_media' };

/** A filter as a host's provider takes it: a switch that is on names its field (`has_media: true`); one that is off filters nothing. */
export function providerFilterOf(filter: Record<string, unknown>): Record<string, unknown> {
  const mapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    const field = SWITCH_FIELDS[key];
    if (field === undefined) mapped[key] = value;
    else if (value === true || value === 'true') mapped[field] = true;
  }
  return mapped;
}

/** `custom`: for a host's provider, whose filter names record fields (providerFilterOf). */
export function toGetListParams(
  params: object,
  signal?: AbortSignal,
  custom = false,
): GetListParams {
  const screen = params as ScreenListParams;
  const filter = filterOf(screen);
  const list: GetListParams = { filter: custom ? providerFilterOf(filter) : filter };
  if (screen.limit !== undefined) {
    const perPage = Math.max(1, screen.limit);
    list.pagination = { page: Math.floor((screen.offset ?? 0) / perPage) + 1, perPage };
  }
  const sort = sortOf(screen);
  if (sort) list.sort = sort;
  if (screen.withCount !== undefined) list.meta = { withCount: screen.withCount };
  if (signal) list.signal = signal;
  return list;
}

/**
 * `{ data, total }` or `{ data, pageInfo }` as `{ items, total }`; a reply of another shape is
 * handed on as it is, for the shape check to name what is off.
 */
export function toListReply(result: GetListResult, params: object): unknown {
  if (!result || !Array.isArray(result.data)) return result;
  const { offset = 0 } = params as ScreenListParams;
  const items = result.data.map((record) =>
    typeof record === 'object' && record !== null ? fromRaRecord(record) : record,
  );
  const total = result.total ?? offset + items.length + (result.pageInfo?.hasNextPage ? 1 : 0);
  return { items, total };
}
