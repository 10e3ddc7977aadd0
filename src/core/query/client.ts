// The page-wide query cache: request dedup, 60 s retention after last use, invalidation by data group.
import { notifyManager, type QueryKey, QueryClient } from '@tanstack/query-core';
import { isApiError } from '../api/errors';
import { sessionStore } from '../auth/session';
import { getConfig } from '../config';
import { QUERY_RETENTION_MS } from '../constants';
import {
  forgetEarlyAnswer,
  markEarlyAnswer,
  refetchUnlessEarly,
  trackEarlyRequest,
} from './early-answers';
import { queryRetryDelay, retryQuery } from './retry-policy';
import { whenIdle } from '../when-idle';

/**
 * Cached-data groups, one per entity, named like the entity in code; every query key starts with
 * its group, so a mutation invalidates every cached page of its entity at once.
 */
export const QUERY_GROUPS = {
  sysUsers: 'sysUsers',
  tasks: 'tasks',
  categories: 'categories',
  messages: 'messages',
  sources: 'sources',
  channels: 'channels',
  roles: 'roles',
  permissions: 'permissions',
  users: 'users',
  orders: 'orders',
  buyers: 'buyers',
  links: 'links',
} as const;
export type QueryGroup = (typeof QUERY_GROUPS)[keyof typeof QUERY_GROUPS];

// A settled request reaches its screens in the task that received it: TanStack's default hands
// each batch of updates to a zero-delay timer, a hop that comes after any other queued task
// (under load, several milliseconds between a search's answer and its rows).
notifyManager.setScheduler(queueMicrotask);

/**
 * One client for every element on the page, so two widgets showing the same list share
 * one request and one cache entry.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: QUERY_RETENTION_MS,
      // Only a wait the server asked for (429/503 with a short Retry-After) is sat out; every
      // other failure is reported at once. Mutations keep TanStack's default: never again on
      // their own, since a write may not be safe to repeat.
      retry: retryQuery,
      retryDelay: queryRetryDelay,
      refetchOnWindowFocus: false,
      // A screen mounting onto the answer its entry module asked for early does not ask again.
      refetchOnMount: refetchUnlessEarly,
    },
  },
});

// An early answer serves the first screen that mounts onto it, not every later one.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'observerRemoved') forgetEarlyAnswer(event.query);
});

// A load refused because the session ended is asked again once someone signs in: a screen kept
// through the sign-in (access gate) shows its rows, not the refusal.
sessionStore.subscribe((state, previous) => {
  if (!state.isAuthenticated || previous.isAuthenticated) return;
  void queryClient.invalidateQueries({
    predicate: (query) => isApiError(query.state.error) && query.state.error.sessionEnded === true,
  });
});

/** Marks every cached query of the group stale and refetches the ones on screen. */
export function invalidateGroup(group: QueryGroup | string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [group] });
}

/**
 * Calls `work` once no query is fetching: at once when none is, else when the last one in flight
 * settles. Returns the cancel.
 */
export function whenQueriesSettled(work: () => void): () => void {
  if (queryClient.isFetching() === 0) {
    work();
    return () => undefined;
  }
  const stop = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() > 0) return;
    stop();
    work();
  });
  return stop;
}

/**
 * Runs `work` once no query is in flight and the page is idle: a step's own request (a search)
 * starts in handlers after the step's listener, so the first check waits for idle. Returns the
 * cancel.
 */
export function whenQuiet(work: () => void): () => void {
  // Each wait keeps its own cancel: with no query in flight, the settled wait calls back at once,
  // before it returns its own (empty) cancel.
  let cancelSettled = () => {};
  let cancelIdle = whenIdle(() => {
    cancelSettled = whenQueriesSettled(() => {
      // An answer's rows paint before the work.
      cancelIdle = whenIdle(work);
    });
  });
  return () => {
    cancelIdle();
    cancelSettled();
  };
}

/**
 * Starts a query before any screen observes it (an element's entry module, while the UI code is
 * still evaluating). The screen's query with the same key joins the request if it is still
 * running, or takes its answer on mount without a second request.
 */
export function prefetchEarly<T>(
  queryKey: QueryKey,
  queryFn: (signal: AbortSignal) => Promise<T>,
): Promise<void> {
  const { apiBase } = getConfig();
  const answered = queryClient
    .prefetchQuery({ queryKey, queryFn: ({ signal }) => queryFn(signal) })
    .then(() => {
      const query = queryClient.getQueryCache().find({ queryKey, exact: true });
      if (query) markEarlyAnswer(query, apiBase);
    });
  trackEarlyRequest(answered);
  return answered;
}
