// useResourceList: one list page through the shared query cache, stale requests aborted, results in the resource's list store.

import { hashKey, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { prefetchEarly } from '../core/query/client';
import type { Keyed } from '../core/lists/list-version';
import type { ListReply, ListResource } from './list-resource';
import { useListError } from './use-list-error';
import { type ListParamsState, useListParams } from './use-list-params';

export interface ResourceListResult<T> {
  /** This view's page, each row as the resource's store holds it (so optimistic changes show at once). */
  items: T[];
  /**
   * The list's total; null while it is unknown (no answer yet, or the last load failed), which a
   * screen must not show as 0: unknown is not empty.
   */
  total: number | null;
  /** No answer yet for any params: show skeleton rows. */
  isLoading: boolean;
  /** A request is running, possibly while the previous page stays on screen. */
  isFetching: boolean;
  /** The last failure, or null. */
  error: unknown;
  refetch(): void;
}

const NO_ITEMS: never[] = [];

async function listPage<T extends Keyed, P extends object>(
  resource: ListResource<T, P>,
  params: P,
  signal: AbortSignal,
): Promise<ListReply<T>> {
  // Resources check their answers where they enter (create-resource.ts).
  return resource.list(params, signal);
}

/** The one query of a list page, shared by the list's hook and by prefetching it. */
function listQuery<T extends Keyed, P extends object>(resource: ListResource<T, P>, params: P) {
  return {
    queryKey: resource.keys.list(params),
    // The signal aborts the request when the params change before it answers.
    queryFn: ({ signal }: { signal: AbortSignal }) => listPage(resource, params, signal),
  };
}

/**
 * Asks for a list's first page before its screen mounts (the console, when the pointer or the
 * focus reaches an area's link), under the key the screen's list reads; the screen then takes
 * the answer without asking again (an early answer, see core/query/early-answers).
 */
export function prefetchFirstPage<T extends Keyed, P extends object>(
  resource: ListResource<T, P> & { readonly defaults: Readonly<P> },
): Promise<void> {
  const params = resource.defaults as P;
  return prefetchEarly(resource.keys.list(params), (signal) => listPage(resource, params, signal));
}

export function useResourceList<T extends Keyed, P extends object>(
  resource: ListResource<T, P>,
  params: P,
  options: { enabled?: boolean } = {},
): ResourceListResult<T> {
  const query = useQuery({
    ...listQuery(resource, params),
    // This view's previous page stays while the next one loads (a new view has none to keep).
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
  const { data, isPlaceholderData, refetch } = query;

  // The store is page-wide: another view of the resource (other params) may have filled it last,
  // so the rows are this query's, only their content comes from the store. A row the store does not
  // hold (another view's page is in it) shows as this query received it. Compared row by row, the
  // store taking this page (the effect below, same row objects) renders nothing again; a row it
  // changed (an optimistic edit) does. Subscribed before that effect: React moves a subscription
  // to this render's rows in an effect of its own, which must run first, or the store's change is
  // checked against the previous page and renders the list a second time.
  const received = data?.items ?? NO_ITEMS;
  // Until the store takes a new answer (the effect below), its copies of rows that were on the
  // last page are older than the answer, which they are about to be replaced with: the answer's
  // own rows show at once, so those rows render once, not first old and then again.
  const adopted = useRef<readonly T[] | null>(null);
  const items = useStore(
    resource.store,
    useShallow((state) =>
      adopted.current === received || isPlaceholderData
        ? received.map((item) => (item.uuid ? (state.byId[item.uuid] ?? item) : item))
        : received,
    ),
  );

  const paramsRef = useRef(params);
  paramsRef.current = params;
  useEffect(() => {
    // Placeholder data is the previous page, which the store already holds.
    if (!data || isPlaceholderData) return;
    adopted.current = data.items;
    resource.store.getState().setList(data.items, { total: data.total, params: paramsRef.current });
  }, [resource, data, isPlaceholderData]);

  useListError(query);

  return {
    items,
    total: data && !query.isError ? data.total : null,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.isError ? query.error : null,
    refetch: () => void refetch(),
  };
}

/**
 * A list screen's params (useListParams) and its page (useResourceList), where a change of params
 * asks for its page in the event that made it (a keystroke in the search field), not after the
 * render it causes: that render's query joins the request already running.
 */
export function useResourceListParams<T extends Keyed, P extends object>(
  resource: ListResource<T, P>,
  defaults: P,
): ListParamsState<P> & { list: ResourceListResult<T> } {
  const client = useQueryClient();
  const shown = useRef<P>(defaults);
  const state = useListParams(defaults, (next) => {
    const query = listQuery(resource, next);
    // The same page again (a patch that changes nothing) is the list's to refresh or not.
    if (hashKey(query.queryKey) === hashKey(resource.keys.list(shown.current))) return;
    void client.prefetchQuery(query);
  });
  shown.current = state.params;
  const list = useResourceList(resource, state.params);
  return { ...state, list };
}
