// List params of a screen, the one hook every list screen reads them through: the console's URL query when a source is given, else React state.

import { useCallback, useMemo, useRef, useState } from 'react';
import { decodeListParams, encodeListParams, useListParamsSource } from './list-params-source';

export interface ListParamsState<P> {
  params: P;
  /** Merges a patch (filter bar and table patches already carry offset 0 where the page must restart). */
  update(patch: Partial<P>): void;
  reset(): void;
}

export function useListParams<P extends object>(defaults: P): ListParamsState<P> {
  const source = useListParamsSource();
  const [local, setLocal] = useState<P>(defaults);
  const search = source?.search ?? '';
  const fromQuery = useMemo(() => decodeListParams(search, defaults), [search, defaults]);
  const params = source ? fromQuery : local;
  // update() keeps one identity; it reads the latest params through the ref.
  const latest = useRef(params);
  latest.current = params;
  const update = useCallback(
    (patch: Partial<P>) => {
      if (source) {
        source.setSearch(encodeListParams({ ...latest.current, ...patch }, defaults));
      } else {
        setLocal((current) => ({ ...current, ...patch }));
      }
    },
    [source, defaults],
  );
  const reset = useCallback(() => {
    if (source) source.setSearch('');
    else setLocal(defaults);
  }, [source, defaults]);
  return { params, update, reset };
}
