// useResourceList: one list page through the shared query cache, stale requests aborted, results in the resource's list store.

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import type { Keyed } from '../core/lists/list-version';
import type { ListResource } from './list-resource';
import { useListError } from './use-list-error';

export interface ResourceListResult<T> {
  /** This view's page, each row as the resource's store holds it (so optimistic changes show at once). */
  items: T[];
  total: number;
  /** No answer yet for any params: show skeleton rows. */
  isLoading: boolean;
  /** A request is running, possibly while the previous page stays on screen. */
  isFetching: boolean;
  /** The last failure, or null. */
  error: unknown;
  refetch(): void;
}

const NO_ITEMS: never[] = [];

export function useResourceList<T extends Keyed, P extends object>(
  resource: ListResource<T, P>,
  params: P,
  options: { enabled?: boolean } = {},
): ResourceListResult<T> {
  const query = useQuery({
    queryKey: resource.keys.list(params),
    // The signal aborts the request when the params change before it answers.
    queryFn: ({ signal }) => resource.list(params, signal),
    // This view's previous page stays while the next one loads (a new view has none to keep).
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
  const { data, isPlaceholderData, refetch } = query;

  const paramsRef = useRef(params);
  paramsRef.current = params;
  useEffect(() => {
    // Placeholder data is the previous page, which the store already holds.
    if (!data || isPlaceholderData) return;
    resource.store.getState().setList(data.items, { total: data.total, params: paramsRef.current });
  }, [resource, data, isPlaceholderData]);

  useListError(query);

  // The store is page-wide: another view of the resource (other params) may have filled it last,
  // so the rows are this query's, only their content comes from the store. A row the store does not
  // hold (another view's page is in it) shows as this query received it.
  const byId = useStore(resource.store, (state) => state.byId);
  const received = data?.items ?? NO_ITEMS;
  const items = useMemo(
    () => received.map((item) => (item.uuid ? (byId[item.uuid] ?? item) : item)),
    [received, byId],
  );
  return {
    items,
    total: data?.total ?? 0,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.isError ? query.error : null,
    refetch: () => void refetch(),
  };
}
