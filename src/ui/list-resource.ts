// What the shared list pieces need of a resource (src/resources satisfies it): query keys, a list call, its list state in the query cache.

import type { SortOrder } from '../core/constants';
import type { Keyed, ListCache } from '../core/lists/list-cache';
import type { ListReply } from '../core/lists/list-reply';
import type { Backend } from '../core/providers/backend';

export type { ListReply } from '../core/lists/list-reply';

export interface ListResource<T extends Keyed, P extends object> {
  readonly name: string;
  readonly keys: { list(params: P): readonly unknown[] };
  list(params: P, signal?: AbortSignal): Promise<ListReply<T>>;
  readonly cache: ListCache<T, P>;
  /** The same resource on an element's own back end (useOnBackend). */
  on?(backend: Backend): ListResource<T, P>;
}

/** The paging and sorting part of every list's params; `sort` names a column, `created_at` when absent. */
export interface PageAndSort {
  limit: number;
  offset: number;
  order?: SortOrder;
  sort?: string;
}
