// The current width of a box: the host page, not the viewport, decides how wide an element is.

import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Returns a ref callback for the box and its width in px (0 until measured, e.g. without layout).
 * `estimate` gives the width before the box exists (say, the custom element's own width): when
 * the box turns out that wide, what depends on the width renders once instead of twice.
 */
export function useBoxWidth<E extends HTMLElement>(
  estimate?: () => number,
): [(node: E | null) => void, number] {
  const [node, setNode] = useState<E | null>(null);
  const [width, setWidth] = useState(() => estimate?.() ?? 0);
  useLayoutEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return;
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
  }, [node]);
  return [setNode, width];
}
