// Pure paging and sorting arithmetic of the resource table (server-side pages: limit, offset, order, sort).

import type { PageAndSort } from './list-resource';

export const PAGE_SIZES = [10, 20, 50, 100, 500] as const;
/** Column the server sorts by when no `sort` is given: every list is newest first by creation. */
export const DEFAULT_SORT = 'created_at';

export interface PageInfo {
  /** 1-based first and last row numbers shown; 0 when the list is empty. */
  from: number;
  to: number;
  pageCount: number;
  canGoBack: boolean;
  canGoForward: boolean;
  firstOffset: number;
  previousOffset: number;
  nextOffset: number;
  lastOffset: number;
}

export function pageInfo(params: Pick<PageAndSort, 'limit' | 'offset'>, total: number): PageInfo {
  const limit = Math.max(1, params.limit);
  const offset = Math.max(0, params.offset);
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const lastOffset = (pageCount - 1) * limit;
  return {
    from: total === 0 ? 0 : Math.min(offset + 1, total),
    to: Math.min(offset + limit, total),
    pageCount,
    canGoBack: offset > 0,
    canGoForward: offset + limit < total,
    firstOffset: 0,
    previousOffset: Math.max(0, offset - limit),
    nextOffset: Math.min(offset + limit, lastOffset),
    lastOffset,
  };
}

/** The page sizes offered, including a non-standard current one so the select can show it. */
export function pageSizeOptions(limit: number): number[] {
  const sizes: number[] = [...PAGE_SIZES];
  return sizes.includes(limit) ? sizes : [...sizes, limit].sort((a, b) => a - b);
}

export type SortDirection = 'ascending' | 'descending';

/** The direction a column header shows, if the list is sorted by it. */
export function sortDirectionOf(
  params: Pick<PageAndSort, 'order' | 'sort'>,
  column: string,
  defaultSort = DEFAULT_SORT,
): SortDirection | undefined {
  if ((params.sort ?? defaultSort) !== column) return undefined;
  return (params.order ?? 'desc') === 'asc' ? 'ascending' : 'descending';
}

/**
 * Clicking a header: the same column flips the order, another column starts ascending (the
 * default column newest first). The default column is sent as no `sort` at all.
 */
export function nextSort(
  params: Pick<PageAndSort, 'order' | 'sort'>,
  column: string,
  defaultSort = DEFAULT_SORT,
): Pick<PageAndSort, 'order' | 'sort' | 'offset'> {
  const current = params.sort ?? defaultSort;
  const order =
    current === column
      ? (params.order ?? 'desc') === 'asc'
        ? 'desc'
        : 'asc'
      : column === defaultSort
        ? 'desc'
        : 'asc';
  return { sort: column === defaultSort ? undefined : column, order, offset: 0 };
}
