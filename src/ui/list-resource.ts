// What the shared list pieces need of a resource (src/resources satisfies it): query keys, a list call, a list store.

import type { SortOrder } from '../core/constants';
import type { ListStore } from '../core/lists/create-list-store';
import type { ListReply } from '../core/lists/list-reply';
import type { Keyed } from '../core/lists/list-version';
import type { Backend } from '../core/providers/backend';

export type { ListReply } from '../core/lists/list-reply';

export interface ListResource<T extends Keyed, P extends object> {
  readonly name: string;
  readonly keys: { list(params: P): readonly unknown[] };
  list(params: P, signal?: AbortSignal): Promise<ListReply<T>>;
  readonly store: ListStore<T, P>;
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
