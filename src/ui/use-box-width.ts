// The current width of a box: the host page, not the viewport, decides how wide an element is.

import { useLayoutEffect, useState } from 'react';

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
  // Before paint: what depends on the width (hidden columns) never shows in its unmeasured form.
  useLayoutEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    setWidth(node.getBoundingClientRect().width);
    // The border box, as measured above: its first report then changes nothing (no render).
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      setWidth(entry.borderBoxSize?.[0]?.inlineSize ?? entry.target.getBoundingClientRect().width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, width];
}
