// Spec section 3 and 9: one page-wide query cache with dedup, 60 s retention and group invalidation.
import { QueryObserver } from '@tanstack/query-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidateGroup, QUERY_GROUPS, queryClient } from '../../../src/core/query/client';

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
});

describe('query layer', () => {
  it('the cached data groups are Me, SysUsers, tasks, categories, messages and sources', () => {
    expect(QUERY_GROUPS).toMatchObject({
      me: 'Me',
      sysUsers: 'SysUsers',
      tasks: 'tasks',
      categories: 'categories',
      messages: 'messages',
      sources: 'sources',
    });
  });

  it('two requests for the same data at once make one call', async () => {
    let calls = 0;
    const queryFn = async () => {
      calls += 1;
      return { items: [], total: 0 };
    };
    const key = [QUERY_GROUPS.tasks, 'list', { limit: 20 }];
    await Promise.all([
      queryClient.fetchQuery({ queryKey: key, queryFn }),
      queryClient.fetchQuery({ queryKey: key, queryFn }),
    ]);
    expect(calls).toBe(1);
  });

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
