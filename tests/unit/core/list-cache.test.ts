// The common list behaviour shared by every entity, over the query cache where its records live.
import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { createListCache } from '../../../src/core/lists/list-cache';

interface Task {
  uuid?: string;
  title: string;
}

const params = { limit: 20, offset: 0, order: 'desc' as 'asc' | 'desc', q: '' };
const first: Task = { uuid: 't-1', title: 'Review the new source' };
const second: Task = { uuid: 't-2', title: 'Approve pending messages' };
const third: Task = { uuid: 't-3', title: 'Route category to channel' };

const keys = {
  all: ['tasks', 'tasks'],
  list: (at: typeof params) => ['tasks', 'tasks', 'list', at],
  detail: (uuid: string) => ['tasks', 'tasks', 'detail', uuid],
};

function emptyCache(client = new QueryClient()) {
  return createListCache<Task, typeof params>(client, keys, params);
}

function storeWith(items: Task[], client = new QueryClient()) {
  const store = emptyCache(client);
  store.setList(items);
  return store;
}

describe('set list', () => {
  it('replaces the items, updates the lookup and total, and merges the supplied params', () => {
    const store = storeWith([first]);
    store.setList([second, third], { total: 42, params: { offset: 20 } });
    const { items, byId, total, params: current } = store.getState();
    expect(items).toEqual([second, third]);
    expect(byId).toEqual({ 't-2': second, 't-3': third });
    expect(total).toBe(42);
    expect(current).toEqual({ limit: 20, offset: 20, order: 'desc', q: '' });
  });

  it('total defaults to the number of items', () => {
    expect(storeWith([first, second, third]).getState().total).toBe(3);
  });

  it('starts empty with the default params', () => {
    const { items, byId, total, params: current } = emptyCache().getState();
    expect({ items, byId, total, params: current }).toEqual({
      items: [],
      byId: {},
      total: 0,
      params,
    });
  });
});

describe('upsert one', () => {
  it('replaces an existing item with the same uuid in place', () => {
    const store = storeWith([first, second, third]);
    const renamed = { uuid: 't-2', title: 'Approve all pending messages' };
    store.upsert(renamed);
    expect(store.getState().items).toEqual([first, renamed, third]);
    expect(store.getState().byId['t-2']).toBe(renamed);
    expect(store.getState().total).toBe(3);
  });

  it('adds a new item at the front and counts it in total', () => {
    const store = storeWith([first, second]);
    store.upsert(third);
    expect(store.getState().items).toEqual([third, first, second]);
    expect(store.getState().byId['t-3']).toBe(third);
    expect(store.getState().total).toBe(3);
  });

  it('ignores an item without uuid', () => {
    const store = storeWith([first]);
    const before = store.getState();
    store.upsert({ title: 'No id yet' });
    expect(store.getState()).toBe(before);
    expect(store.getState().items).toEqual([first]);
  });

  it('an upserted item removed earlier comes back at the front', () => {
    const store = storeWith([first, second, third]);
    store.remove('t-3');
    store.upsert(third);
    expect(store.getState().items).toEqual([third, first, second]);
  });

  it('adds nothing before there is a list: that page is for the first answer to fill', () => {
    const client = new QueryClient();
    const store = emptyCache(client);
    store.upsert(first);
    expect(client.getQueryData(keys.list(params))).toBeUndefined();
    expect(store.getState().items).toEqual([]);
  });

  // Four pages of the largest size the API serves: each upsert writes a new page (the cache's data
  // is immutable), so the count is that of a list, not of a burst of changes (see lists.bench.ts).
  it('upserting 2,000 items one by one keeps them all, newest first', () => {
    const store = storeWith([]);
    for (let i = 0; i < 2_000; i++) store.upsert({ uuid: `t-${i}`, title: `Task ${i}` });
    const { items, byId, total } = store.getState();
    expect([items.length, total, items[0]?.uuid, items.at(-1)?.uuid]).toEqual([
      2_000,
      2_000,
      't-1999',
      't-0',
    ]);
    expect(byId['t-1000']?.title).toBe('Task 1000');
  });
});

describe('remove one', () => {
  it('deletes by uuid from the lookup and the list', () => {
    const store = storeWith([first, second, third]);
    store.remove('t-2');
    expect(store.getState().items).toEqual([first, third]);
    expect(store.getState().byId).toEqual({ 't-1': first, 't-3': third });
    expect(store.getState().total).toBe(2);
  });

  it('removing an unknown uuid changes nothing', () => {
    const store = storeWith([first]);
    const before = store.getState();
    store.remove('t-404');
    expect(store.getState()).toBe(before);
  });
});

describe('set params', () => {
  it('merges new params into the current ones', () => {
    const store = storeWith([first]);
    store.setParams({ q: 'source' });
    store.setParams({ offset: 40 });
    expect(store.getState().params).toEqual({ limit: 20, offset: 40, order: 'desc', q: 'source' });
    expect(store.getState().items).toEqual([first]);
  });

  it('never changes the default params object it was given', () => {
    const store = storeWith([first]);
    store.setParams({ limit: 50 });
    expect(params.limit).toBe(20);
  });
});

describe('snapshots', () => {
  it('an earlier state keeps showing the list as it was', () => {
    const store = storeWith([first, second]);
    const before = store.getState();
    store.upsert(third);
    store.remove('t-1');
    expect(before.items).toEqual([first, second]);
    expect(before.byId).toEqual({ 't-1': first, 't-2': second });
    expect(store.getState().items).toEqual([third, second]);
  });

  it('subscribers get the new and the previous state on every change', () => {
    const store = storeWith([first]);
    const seen: Array<[number, number]> = [];
    store.subscribe((state, previous) => seen.push([state.items.length, previous.items.length]));
    store.upsert(second);
    store.remove('t-1');
    expect(seen).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });

  it('a page set from outside (a fetch, a prefetch) is the base of the next change', () => {
    const client = new QueryClient();
    const store = storeWith([first], client);
    client.setQueryData(keys.list(params), { items: [second], total: 1 });
    store.upsert(third);
    expect(store.getState().items).toEqual([third, second]);
    expect(store.getState().total).toBe(2);
  });
});

describe('one copy of each record, wherever the cache shows it', () => {
  const other = { ...params, q: 'route' };

  it('an upsert replaces the record on every cached page and in its own entry', () => {
    const client = new QueryClient();
    const store = storeWith([first, second], client);
    client.setQueryData(keys.list(other), { items: [third, second], total: 2 });
    client.setQueryData(keys.detail('t-2'), second);
    const renamed = { uuid: 't-2', title: 'Approve all pending messages' };
    store.upsert(renamed);
    expect(store.getState().items).toEqual([first, renamed]);
    expect(client.getQueryData(keys.list(other))).toEqual({ items: [third, renamed], total: 2 });
    expect(client.getQueryData(keys.detail('t-2'))).toBe(renamed);
    // A record that is on a page already is not added to the shown one as well.
    store.upsert({ ...third, title: 'Route the category' });
    expect(store.getState().items).toEqual([first, renamed]);
  });

  it('a removal leaves every cached page, each with one less in its total', () => {
    const client = new QueryClient();
    const store = storeWith([first, second], client);
    client.setQueryData(keys.list(other), { items: [second, third], total: 9 });
    store.remove('t-2');
    expect(store.getState()).toMatchObject({ items: [first], total: 1 });
    expect(client.getQueryData(keys.list(other))).toEqual({ items: [third], total: 8 });
  });

  it('byId gives the newest cached copy, or the record’s own entry when no page lists it', () => {
    const client = new QueryClient();
    const store = storeWith([first, second], client);
    const newer = { uuid: 't-2', title: 'Approve all pending messages' };
    client.setQueryData(keys.list(other), { items: [newer] }, { updatedAt: Date.now() + 1_000 });
    client.setQueryData(keys.detail('t-3'), third);
    expect(store.byId('t-2')).toBe(newer);
    expect(store.byId('t-3')).toBe(third);
    expect(store.byId('t-404')).toBeUndefined();
  });
});
