// The page-wide query cache: request dedup, 60 s retention after last use, invalidation by data group.
import { QueryClient } from '@tanstack/query-core';
import { QUERY_RETENTION_MS } from '../constants';

/** Cached-data groups (spec section 3); every query key starts with its group. */
export const QUERY_GROUPS = {
  me: 'Me',
  sysUsers: 'SysUsers',
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

/**
 * One client for every element on the page, so two widgets showing the same list share
 * one request and one cache entry.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: QUERY_RETENTION_MS,
      // A failed call is already reported to the user; retrying would hide it behind delays.
      retry: false,
      refetchOnWindowFocus: false,
    },
  },
});

/** Marks every cached query of the group stale and refetches the ones on screen. */
export function invalidateGroup(group: QueryGroup | string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [group] });
}
