// Records named by uuid (a page's reference cells), fetched together: one list request per resource and render, not one each.
import { ApiError } from '../../core/api/errors';
import { MAX_UUIDS_PER_LIST } from '../../core/constants';

interface Named {
  uuid: string;
}

/** What the batch needs of a resource: its list with the `uuids` filter (src/resources satisfies it). */
export interface UuidListSource<T extends Named> {
  readonly defaults: object;
  list(params: never, signal?: AbortSignal): Promise<{ items: T[] }>;
}

interface Waiting {
  resolve(item: Named): void;
  reject(error: unknown): void;
}

/** The uuids asked for since the last flush, per resource, each with the calls waiting on it. */
const pending = new WeakMap<object, Map<string, Waiting[]>>();

/**
 * The record with this uuid, from a list request shared with every other uuid of the same
 * resource asked for in the same task. A page of orders names 20 buyers and 20 channels: asked
 * one by one that was 40 requests, which a database answering one query at a time took in turn;
 * now it is two. A uuid the list does not return (the record is gone, or out of reach) fails as
 * a GET of it would: a 404.
 */
export function fetchByUuid<T extends Named>(source: UuidListSource<T>, uuid: string): Promise<T> {
  // The list of `source` returns its own records: what resolves a waiting call is a T.
  return new Promise<Named>((resolve, reject) => {
    let batch = pending.get(source);
    if (!batch) {
      batch = new Map();
      pending.set(source, batch);
      // Every cell of a render subscribes in the same task, so they all join before this runs.
      queueMicrotask(() => flush(source));
    }
    const waiting = batch.get(uuid) ?? [];
    waiting.push({ resolve, reject });
    batch.set(uuid, waiting);
  }) as Promise<T>;
}

function flush<T extends Named>(source: UuidListSource<T>): void {
  const batch = pending.get(source);
  pending.delete(source);
  if (!batch) return;
  const uuids = [...batch.keys()];
  for (let start = 0; start < uuids.length; start += MAX_UUIDS_PER_LIST) {
    void settle(source, batch, uuids.slice(start, start + MAX_UUIDS_PER_LIST));
  }
}

async function settle<T extends Named>(
  source: UuidListSource<T>,
  batch: Map<string, Waiting[]>,
  uuids: string[],
): Promise<void> {
  try {
    const params = {
      ...source.defaults,
      uuids: uuids.join(','),
      limit: uuids.length,
      offset: 0,
      withCount: false,
    };
    const reply = await source.list(params as never);
    const found = new Map(reply.items.map((item) => [item.uuid, item]));
    for (const uuid of uuids) {
      const item = found.get(uuid);
      for (const waiting of batch.get(uuid) ?? []) {
        if (item) waiting.resolve(item);
        else waiting.reject(notFound(uuid));
      }
    }
  } catch (error) {
    for (const uuid of uuids) for (const waiting of batch.get(uuid) ?? []) waiting.reject(error);
  }
}

function notFound(uuid: string): ApiError {
  return new ApiError('HTTP_ERROR', `No record ${uuid}`, { status: 404, code: 'NOT_FOUND' });
}
