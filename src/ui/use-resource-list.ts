// useResourceList: one list page through the shared query cache, stale requests aborted, results in the resource's list store.

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { Keyed } from '../core/lists/list-version';
import { useElementEvents } from './element-events';
import type { ListResource } from './list-resource';

export interface ResourceListResult<T> {
  /** The current page as held by the resource's store (so optimistic upserts show at once). */
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

export function useResourceList<T extends Keyed, P extends object>(
  resource: ListResource<T, P>,
  params: P,
  options: { enabled?: boolean } = {},
): ResourceListResult<T> {
  const query = useQuery({
    queryKey: resource.keys.list(params),
    // The signal aborts the request when the params change before it answers.
    queryFn: ({ signal }) => resource.list(params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
  const { data, isPlaceholderData, error, errorUpdatedAt, refetch } = query;

  const paramsRef = useRef(params);
  paramsRef.current = params;
  useEffect(() => {
    // Placeholder data is the previous page, which the store already holds.
    if (!data || isPlaceholderData) return;
    resource.store.getState().setList(data.items, { total: data.total, params: paramsRef.current });
  }, [resource, data, isPlaceholderData]);

  const { emitError } = useElementEvents();
  const reportedAt = useRef(errorUpdatedAt);
  useEffect(() => {
    if (!error || errorUpdatedAt === reportedAt.current) return;
    reportedAt.current = errorUpdatedAt;
    emitError(error);
  }, [error, errorUpdatedAt, emitError]);

  const items = useStore(resource.store, (state) => state.items);
  const total = useStore(resource.store, (state) => state.total);
  return {
    items,
    total,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.isError ? error : null,
    refetch: () => void refetch(),
  };
}
