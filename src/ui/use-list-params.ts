// List params of a screen, the one hook every list screen reads them through: the console's URL query when a source is given, else React state.

import { useEventCallback } from '@fluentui/react-components';
import { useCallback, useMemo, useRef, useState } from 'react';
import { decodeListParams, encodeListParams, useListParamsSource } from './list-params-source';

export interface ListParamsState<P> {
  params: P;
  /** Merges a patch (filter bar and table patches already carry offset 0 where the page must restart). */
  update(patch: Partial<P>): void;
  reset(): void;
}

/**
 * `onUpdate` hears the params an update leads to, as the screen will read them, before any render:
 * a list can ask for their page at once instead of after the render that the new params cause.
 */
export function useListParams<P extends object>(
  defaults: P,
  onUpdate?: (next: P) => void,
): ListParamsState<P> {
  const source = useListParamsSource();
  const [local, setLocal] = useState<P>(defaults);
  const search = source?.search ?? '';
  const fromQuery = useMemo(() => decodeListParams(search, defaults), [search, defaults]);
  const params = source ? fromQuery : local;
  // update() keeps one identity; it reads the latest params through the ref.
  const latest = useRef(params);
  latest.current = params;
  const announce = useEventCallback((next: P) => onUpdate?.(next));
  const update = useCallback(
    (patch: Partial<P>) => {
      const merged = { ...latest.current, ...patch };
      if (source) {
        const search = encodeListParams(merged, defaults);
        // Read back as the render will read the URL, so both ask under the same key.
        announce(decodeListParams(search, defaults));
        source.setSearch(search);
      } else {
        latest.current = merged;
        announce(merged);
        setLocal(merged);
      }
    },
    [source, defaults, announce],
  );
  const reset = useCallback(() => {
    if (source) source.setSearch('');
    else setLocal(defaults);
  }, [source, defaults]);
  return { params, update, reset };
}
