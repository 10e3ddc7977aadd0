// The current width of a box: the host page, not the viewport, decides how wide an element is.

import { useLayoutEffect, useState } from 'react';

/** Returns a ref callback for the box and its width in px (0 until measured, e.g. without layout). */
export function useBoxWidth<E extends HTMLElement>(): [(node: E | null) => void, number] {
  const [node, setNode] = useState<E | null>(null);
  const [width, setWidth] = useState(0);
  // Before paint: what depends on the width (hidden columns) never shows in its unmeasured form.
  useLayoutEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    setWidth(node.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, width];
}
