// Our settings of the page-wide query cache: 60 s retention after last use, and invalidation by data group.
import { QueryObserver } from '@tanstack/query-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidateGroup, QUERY_GROUPS, queryClient } from '../../../src/core/query/client';

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
});

describe('query layer', () => {
  it('cached data is kept 60 seconds after its last use, then dropped', async () => {
    vi.useFakeTimers();
    const key = [QUERY_GROUPS.sources, 'list', { limit: 20 }];
    const observer = new QueryObserver(queryClient, {
      queryKey: key,
      queryFn: async () => 'page 1',
    });
    const stop = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(queryClient.getQueryData(key)).toBe('page 1');
    await vi.advanceTimersByTimeAsync(1);
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });

  it('invalidating a group marks all its queries stale and leaves other groups alone', async () => {
    const taskKey = [QUERY_GROUPS.tasks, 'list', {}];
    const messageKey = [QUERY_GROUPS.messages, 'list', {}];
    queryClient.setQueryData(taskKey, 'tasks');
    queryClient.setQueryData(messageKey, 'messages');
    await invalidateGroup(QUERY_GROUPS.tasks);
    expect(queryClient.getQueryState(taskKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(messageKey)?.isInvalidated).toBe(false);
  });
});
