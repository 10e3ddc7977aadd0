// The one list-state machine of every entity: set list, upsert (in place, or new at the front), remove, set params.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type Keyed, ListVersion } from './list-version';

export interface ListExtra<P> {
  /** Server-side total; defaults to the number of items given. */
  total?: number;
  params?: Partial<P>;
}

export interface ListState<T extends Keyed, P extends object> {
  items: T[];
  total: number;
  /** Lookup by uuid. */
  byId: Record<string, T>;
  params: P;
  /** Replaces the items, rebuilds the lookup, sets total and merges params. */
  setList(items: readonly T[], extra?: ListExtra<P>): void;
  /** Replaces the item with the same uuid in place, or adds it at the front; ignores items without uuid. */
  upsert(item: T): void;
  /** Removes the item with this uuid from the list and the lookup. */
  remove(uuid: string): void;
  /** Merges params into the current ones. */
  setParams(partial: Partial<P>): void;
}

export type ListStore<T extends Keyed, P extends object> = StoreApi<ListState<T, P>>;

function hasUuid<T extends Keyed>(item: T): item is T & { uuid: string } {
  return typeof item.uuid === 'string' && item.uuid !== '';
}

export function createListStore<T extends Keyed, P extends object>(
  defaultParams: P,
): ListStore<T, P> {
  return createStore<ListState<T, P>>()((set, get) => {
    let version = ListVersion.of<T>([]);
    /** uuids in the current list, for O(1) membership (total, no-op removals). */
    let members = new Set<string>();
    /** The state the two above describe; another object means someone called setState directly. */
    let described: ListState<T, P> | undefined;

    function adopt(items: readonly T[]): void {
      version = ListVersion.of(items.slice());
      members = new Set();
      for (const item of items) if (hasUuid(item)) members.add(item.uuid);
    }

    function current(): ListState<T, P> {
      const state = get();
      if (state !== described) {
        adopt(state.items);
        described = state;
      }
      return state;
    }

    /** A state whose items and lookup are built on first read (see ListVersion). */
    function stateOf(shown: ListVersion<T>, total: number, params: P): ListState<T, P> {
      return {
        get items() {
          return shown.items;
        },
        get byId() {
          return shown.byId;
        },
        total,
        params,
        ...actions,
      };
    }

    function publish(total: number, params: P): void {
      described = stateOf(version, total, params);
      set(described, true);
    }

    /** Applies upserts to the version; returns how many items are new. */
    function applyUpserts(items: readonly T[]): number {
      let added = 0;
      for (const item of items) {
        if (!hasUuid(item)) continue;
        if (!members.has(item.uuid)) {
          members.add(item.uuid);
          added += 1;
        }
        version = version.upsert(item);
      }
      return added;
    }

    const actions = {
      setList(items: readonly T[], extra: ListExtra<P> = {}) {
        const state = current();
        adopt(items);
        publish(extra.total ?? items.length, { ...state.params, ...extra.params });
      },
      upsert(item: T) {
        if (!hasUuid(item)) return;
        const state = current();
        const before = version;
        const added = applyUpserts([item]);
        if (version !== before) publish(state.total + added, state.params);
      },
      remove(uuid: string) {
        const state = current();
        if (!members.delete(uuid)) return;
        version = version.remove(uuid);
        publish(Math.max(0, state.total - 1), state.params);
      },
      setParams(partial: Partial<P>) {
        const state = current();
        publish(state.total, { ...state.params, ...partial });
      },
    };

    described = stateOf(version, 0, { ...defaultParams });
    return described;
  });
}
