// Whether a box has come near the viewport: parts that cannot be seen yet (a chart below the fold) wait for it before their code is fetched.
import { useCallback, useState } from 'react';

/** How far outside the viewport a box counts as near: its code is asked for a little ahead of the scroll. */
const NEAR_MARGIN = '200px';

/**
 * A ref for the box and whether it has come near the viewport (once true, it stays true). An
 * IntersectionObserver reports after the frame it looked at, so what rendered with the box is
 * painted before the caller starts any download. Without one (a test DOM), the box is near at once.
 */
export function useNearView<T extends Element>(): [
  (node: T | null) => (() => void) | undefined,
  boolean,
] {
  const [near, setNear] = useState(false);
  const observe = useCallback(
    (node: T | null) => {
      if (!node || near) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near],
  );
  return [observe, near];
}
