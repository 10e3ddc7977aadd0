// List params as React state: defaults from spec section 9, merged patches from the filter bar and the table.

import { useCallback, useState } from 'react';

export interface ListParamsState<P> {
  params: P;
  /** Merges a patch (filter bar and table patches already carry offset 0 where the page must restart). */
  update(patch: Partial<P>): void;
  reset(): void;
}

export function useListParams<P extends object>(defaults: P): ListParamsState<P> {
  const [params, setParams] = useState<P>(defaults);
  const update = useCallback(
    (patch: Partial<P>) => setParams((current) => ({ ...current, ...patch })),
    [],
  );
  const reset = useCallback(() => setParams(defaults), [defaults]);
  return { params, update, reset };
}
