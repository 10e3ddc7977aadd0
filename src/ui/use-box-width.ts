// The current width of a box: the host page, not the viewport, decides how wide an element is.

import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Returns a ref callback for the box and its width in px (0 until measured, e.g. without layout).
 * `estimate` gives the width before the box exists (say, the custom element's own width): when
 * the box turns out that wide, what depends on the width renders once instead of twice.
 */
export function useBoxWidth<E extends HTMLElement>(
  estimate?: () => number,
): [(node: E | null) => (() => void) | undefined, number] {
  const [width, setWidth] = useState(() => estimate?.() ?? 0);
  // The observer starts from the ref itself, not from a node kept in state: state set while the
  // box is attached would render the whole owner again in the mount's commit, and that forced
  // render flushes the mount's passive effects before the first paint too.
  const observe = useCallback((node: E | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    // No measuring here: reading the box's size in the commit would force a layout of the whole
    // new screen in the middle of it. The observer reports the border box after the browser's
    // own layout, before paint (its first report comes with the first frame); flushSync renders
    // what depends on the width in that same frame, so hidden columns never show unmeasured.
    // A box as wide as the estimate changes nothing: no second render.
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const measured =
        entry.borderBoxSize?.[0]?.inlineSize ?? entry.target.getBoundingClientRect().width;
      flushSync(() => setWidth(measured));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [observe, width];
}
