// A flag that turns on only once its condition has held for a while, and off at once: a busy indicator that never flashes for a quick answer.

import { useEffect, useState } from 'react';

/** True once `on` has stayed true for `delayMs`; false as soon as `on` is false. */
export function useLateFlag(on: boolean, delayMs: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!on) {
      setLate(false);
      return;
    }
    const timer = setTimeout(() => setLate(true), delayMs);
    return () => clearTimeout(timer);
  }, [on, delayMs]);
  return on && late;
}
