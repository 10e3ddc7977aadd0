// The list state of one entity (set list, upsert, remove, set params, lookup by uuid) over the query cache, the only place its records live.
import { type Query, type QueryClient, replaceEqualDeep } from '@tanstack/query-core';
import type { ListReply } from './list-reply';

/** A record of a list; records without uuid can be listed but not looked up or upserted. */
export interface Keyed {
  uuid?: string;
}

/** The query keys of an entity: each cached page under `list(params)`, one record under `detail(uuid)`. */
export interface ListKeys<P> {
  all: readonly unknown[];
  list(params: P): readonly unknown[];
  detail(uuid: string): readonly unknown[];
}

export interface ListExtra<P> {
  /** Server-side total; defaults to the number of items given. */
  total?: number;
  params?: Partial<P>;
}

/** The list as it stands: an unchanged list reads as the same object. */
export interface ListState<T extends Keyed, P extends object> {
  items: readonly T[];
  total: number;
  /** Lookup by uuid. */
  byId: Readonly<Record<string, T>>;
  params: P;
}

export interface ListCache<T extends Keyed, P extends object> {
  /** The page of the last setList (the default params' page until then) and the current params. */
  getState(): ListState<T, P>;
  /** The newest cached copy of a record: from any page of the entity, else its own entry. */
  byId(uuid: string): T | undefined;
  /** Replaces the items of the page of the merged params, sets its total and shows that page. */
  setList(items: readonly T[], extra?: ListExtra<P>): void;
  /**
   * Replaces the record with the same uuid in place on every cached page, or adds it at the front
   * of the shown page when that is cached; ignores items without uuid.
   */
  upsert(item: T): void;
  /** Removes the record with this uuid from every page that lists it. */
  remove(uuid: string): void;
  /** Merges params into the current ones. */
  setParams(partial: Partial<P>): void;
  /** Calls `listener` after each change to the entity's cached data. */
  subscribe(listener: (state: ListState<T, P>, previous: ListState<T, P>) => void): () => void;
}

const EMPTY: ListReply<never> = { items: [], total: 0 };

function hasUuid<T extends Keyed>(item: T): item is T & { uuid: string } {
  return typeof item.uuid === 'string' && item.uuid !== '';
}

/** The lookup of a page, built on first read and kept as long as the page. */
const lookups = new WeakMap<ListReply<Keyed>, Record<string, Keyed>>();

function lookupOf<T extends Keyed>(page: ListReply<T>): Record<string, T> {
  let byId = lookups.get(page) as Record<string, T> | undefined;
  if (!byId) {
    byId = {};
    for (const item of page.items) if (item.uuid && !(item.uuid in byId)) byId[item.uuid] = item;
    lookups.set(page, byId);
  }
  return byId;
}

/**
 * The uuids on a page, for O(1) membership on each write. A page this module writes in place of
 * another takes over the other's set, changed by the write, rather than building its own.
 */
const members = new WeakMap<ListReply<Keyed>, Set<string>>();

function membersOf(page: ListReply<Keyed>): Set<string> {
  let uuids = members.get(page);
  if (!uuids) {
    uuids = new Set();
    for (const item of page.items) if (item.uuid) uuids.add(item.uuid);
    members.set(page, uuids);
  }
  return uuids;
}

/**
 * Pages and records this module wrote: taken as they are, not merged with the data before
 * (structural sharing), which would copy the written records and walk every row on each write.
 */
const written = new WeakSet<object>();

function share(before: unknown, after: unknown): unknown {
  return typeof after === 'object' && after !== null && written.has(after)
    ? after
    : replaceEqualDeep(before, after);
}

export function createListCache<T extends Keyed, P extends object>(
  client: QueryClient,
  keys: ListKeys<P>,
  defaults: Readonly<P>,
): ListCache<T, P> {
  let params: P = { ...defaults };
  /** The params of the page the state shows. */
  let shown: P = params;
  let last: { page: ListReply<T>; params: P; state: ListState<T, P> } | undefined;
  const pagesKey = [...keys.all, 'list'];
  client.setQueryDefaults(keys.all, { structuralSharing: share });
  /** Writes `page` under `key`; `uuids`, when given, are the page's members (see membersOf). */
  const write = (key: readonly unknown[], page: ListReply<T>, uuids?: Set<string>) => {
    written.add(page);
    if (uuids) members.set(page, uuids);
    client.setQueryData(key, page);
  };
  /** Moves the members of `page` on to the page written in its place, changed by `change`. */
  const handOn = (page: ListReply<T>, change: (uuids: Set<string>) => void) => {
    const uuids = membersOf(page);
    members.delete(page);
    change(uuids);
    return uuids;
  };

  const pageAt = (at: P) => client.getQueryData<ListReply<T>>(keys.list(at)) ?? EMPTY;
  const pages = () =>
    client.getQueryCache().findAll({ queryKey: pagesKey }) as Query<ListReply<T>>[];

  function getState(): ListState<T, P> {
    const page = pageAt(shown);
    if (last?.page === page && last.params === params) return last.state;
    const state: ListState<T, P> = {
      items: page.items,
      total: page.total,
      get byId() {
        return lookupOf(page);
      },
      params,
    };
    last = { page, params, state };
    return state;
  }

  /** Writes `change` to every cached page that lists the uuid; returns whether any did. */
  function eachPageWith(
    uuid: string,
    change: (page: ListReply<T>, uuids: Set<string>) => ListReply<T>,
  ): boolean {
    let held = false;
    for (const query of pages()) {
      const page = query.state.data;
      if (!page || !membersOf(page).has(uuid)) continue;
      held = true;
      const uuids = handOn(page, () => undefined);
      write(query.queryKey, change(page, uuids), uuids);
    }
    return held;
  }

  return {
    getState,
    byId(uuid) {
      let newest: { item: T; at: number } | undefined;
      for (const query of pages()) {
        const item = query.state.data?.items.find((one) => one.uuid === uuid);
        const at = query.state.dataUpdatedAt;
        if (item && (!newest || at > newest.at)) newest = { item, at };
      }
      return newest?.item ?? client.getQueryData<T>(keys.detail(uuid));
    },
    setList(items, extra = {}) {
      params = { ...params, ...extra.params };
      shown = params;
      write(keys.list(params), { items: items.slice(), total: extra.total ?? items.length });
    },
    upsert(item) {
      if (!hasUuid(item)) return;
      const held = eachPageWith(item.uuid, (page) => ({
        ...page,
        items: page.items.map((one) => (one.uuid === item.uuid ? item : one)),
      }));
      // A new record joins the shown list, if there is one: a page made up of it alone would
      // show as the whole list to the screen that later asks for that page.
      const page = held ? undefined : client.getQueryData<ListReply<T>>(keys.list(shown));
      if (page) {
        const uuids = handOn(page, (on) => on.add(item.uuid));
        const items = [item, ...page.items];
        write(keys.list(shown), { ...page, items, total: page.total + 1 }, uuids);
      }
      // A record named by uuid (a reference cell) shows the new copy too.
      if (client.getQueryData(keys.detail(item.uuid)) !== undefined) {
        written.add(item);
        client.setQueryData(keys.detail(item.uuid), item);
      }
    },
    remove(uuid) {
      eachPageWith(uuid, (page, uuids) => {
        uuids.delete(uuid);
        return {
          ...page,
          items: page.items.filter((one) => one.uuid !== uuid),
          total: Math.max(0, page.total - 1),
        };
      });
    },
    setParams(partial) {
      params = { ...params, ...partial };
    },
    subscribe(listener) {
      let previous = getState();
      return client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' && event.type !== 'removed') return;
        if (!keys.all.every((part, index) => event.query.queryKey[index] === part)) return;
        const state = getState();
        const before = previous;
        previous = state;
        listener(state, before);
      });
    },
  };
}
