// Names of another resource's records: a whole small directory (options + names), a search by `q`, one name by uuid.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Backend } from '../../core/providers/backend';
import type { FilterOption } from '../use-filter-bar';
import { useOnBackend } from '../backend-context';
import { useListError } from '../use-list-error';
import { lookupParams } from './lookup-params';
import { fetchByUuid } from './names-by-uuid';

export interface Named {
  uuid: string;
}

/** What a lookup needs of a resource (src/resources satisfies it). */
export interface ReferenceSource<T extends Named = Named> {
  readonly name: string;
  readonly defaults: object;
  readonly keys: {
    list(params: never): readonly unknown[];
    detail(uuid: string): readonly unknown[];
  };
  list(params: never, signal?: AbortSignal): Promise<{ items: T[]; total: number }>;
  get(uuid: string, signal?: AbortSignal): Promise<T>;
  /** The name a person reads for the record. */
  label(item: T): string;
  /** The field names are sorted by. */
  sortBy?: string;
  /** The same source on an element's own back end. */
  on?(backend: Backend): ReferenceSource<T>;
}

/** Names change rarely; mutations of the resource invalidate its group anyway. */
const NAMES_STALE_MS = 5 * 60_000;
const SEARCH_LIMIT = 20;

function call<T extends Named>(source: ReferenceSource<T>, params: object) {
  // The params are the resource's own list params, built from its defaults.
  const typed = params as never;
  return {
    queryKey: source.keys.list(typed),
    queryFn: ({ signal }: { signal: AbortSignal }) => source.list(typed, signal),
  };
}

export interface Lookup<T> {
  items: readonly T[];
  options: FilterOption[];
  /** The name for a uuid; undefined while loading or for a record that is gone. */
  nameOf(uuid: string | null | undefined): string | undefined;
  loading: boolean;
  error: unknown;
}

/**
 * Every record of a small resource (staff, categories) in one page of the largest size the API
 * allows, sorted by name: options for selects and names for cells.
 */
export function useLookup<T extends Named>(given: ReferenceSource<T>): Lookup<T> {
  const source = useOnBackend(given);
  const query = useQuery({ ...call(source, lookupParams(source)), staleTime: NAMES_STALE_MS });
  useListError(query);
  const items = query.data?.items;
  return useMemo(() => {
    const list = items ?? [];
    const names = new Map(list.map((item) => [item.uuid, source.label(item)]));
    return {
      items: list,
      options: list.map((item) => ({ value: item.uuid, label: source.label(item) })),
      nameOf: (uuid) => (uuid ? names.get(uuid) : undefined),
      loading: query.isLoading,
      error: query.error,
    };
  }, [items, source, query.isLoading, query.error]);
}

/** The first records whose text matches `q`, for a reference picker. */
export function useReferenceSearch<T extends Named>(
  given: ReferenceSource<T>,
  q: string,
  enabled: boolean,
) {
  const source = useOnBackend(given);
  const params = {
    ...source.defaults,
    q: q || undefined,
    limit: SEARCH_LIMIT,
    offset: 0,
    order: 'asc',
    sort: source.sortBy ?? 'name',
  };
  const query = useQuery({ ...call(source, params), enabled, staleTime: NAMES_STALE_MS });
  return { items: query.data?.items ?? [], searching: query.isFetching, error: query.error };
}

/**
 * One record's name by uuid (a cell or a picker showing a chosen record), cached per record
 * under the record's own key; the uuids a render asks for go out as one list request.
 */
export function useReferenceName<T extends Named>(
  given: ReferenceSource<T>,
  uuid: string | null | undefined,
): string | undefined {
  const source = useOnBackend(given);
  const query = useQuery({
    queryKey: source.keys.detail(uuid ?? ''),
    queryFn: () => fetchByUuid(source, uuid ?? ''),
    enabled: Boolean(uuid),
    staleTime: NAMES_STALE_MS,
  });
  if (!uuid) return undefined;
  return query.data ? source.label(query.data) : undefined;
}
