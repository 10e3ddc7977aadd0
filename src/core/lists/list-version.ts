// Immutable versions of a uuid-keyed list whose updates cost O(1) and whose arrays are built only when read.

/** An item of a list store; items without uuid can be listed but not looked up or upserted. */
export interface Keyed {
  uuid?: string;
}

type Change<T> = { kind: 'upsert'; item: T & { uuid: string } } | { kind: 'remove'; uuid: string };

/**
 * Each upsert or removal makes a new version that only records the change and its
 * predecessor. Reading `items` replays the changes since the nearest version that was
 * read, in one linear pass. So a burst of N upserts costs O(N) rather than N array copies,
 * while every version keeps showing the list as it was when it was made.
 */
export class ListVersion<T extends Keyed> {
  #items: T[] | undefined;
  #byId: Record<string, T> | undefined;
  #previous: ListVersion<T> | undefined;
  #change: Change<T> | undefined;

  private constructor(items?: T[], previous?: ListVersion<T>, change?: Change<T>) {
    this.#items = items;
    this.#previous = previous;
    this.#change = change;
  }

  /** A version holding `items` as given (the caller hands the array over). */
  static of<T extends Keyed>(items: T[]): ListVersion<T> {
    return new ListVersion<T>(items);
  }

  upsert(item: T & { uuid: string }): ListVersion<T> {
    return new ListVersion<T>(undefined, this, { kind: 'upsert', item });
  }

  remove(uuid: string): ListVersion<T> {
    return new ListVersion<T>(undefined, this, { kind: 'remove', uuid });
  }

  get items(): T[] {
    if (!this.#items) {
      this.#items = this.#replay();
      // Once built, the version no longer needs its history; let it be collected.
      this.#previous = undefined;
      this.#change = undefined;
    }
    return this.#items;
  }

  get byId(): Record<string, T> {
    if (!this.#byId) {
      const byId: Record<string, T> = {};
      for (const item of this.items) if (item.uuid && !(item.uuid in byId)) byId[item.uuid] = item;
      this.#byId = byId;
    }
    return this.#byId;
  }

  #replay(): T[] {
    const changes: Change<T>[] = [];
    let base: ListVersion<T> = this;
    while (!base.#items && base.#previous && base.#change) {
      changes.push(base.#change);
      base = base.#previous;
    }
    changes.reverse();
    return applyChanges(base.items, changes);
  }
}

/** Replays changes on `items`: replace in place, add new ones at the front, drop removed ones. */
function applyChanges<T extends Keyed>(items: readonly T[], changes: readonly Change<T>[]): T[] {
  const position = new Map<string, number>();
  items.forEach((item, index) => {
    if (item.uuid && !position.has(item.uuid)) position.set(item.uuid, index);
  });
  const replaced = new Map<number, T>();
  const removed = new Set<number>();
  // Items added by these changes, oldest first; Map.set on a present key keeps its place.
  const added = new Map<string, T>();
  for (const change of changes) {
    if (change.kind === 'upsert') {
      const { item } = change;
      const index = position.get(item.uuid);
      if (added.has(item.uuid) || index === undefined || removed.has(index)) {
        added.set(item.uuid, item);
      } else {
        replaced.set(index, item);
      }
    } else if (!added.delete(change.uuid)) {
      const index = position.get(change.uuid);
      if (index !== undefined) removed.add(index);
    }
  }
  const result = [...added.values()].reverse();
  items.forEach((item, index) => {
    if (!removed.has(index)) result.push(replaced.get(index) ?? item);
  });
  return result;
}
