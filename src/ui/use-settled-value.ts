// A value that follows another once it has stopped changing for a while: the debounce of search fields.

import { useCallback, useEffect, useState } from 'react';

/**
 * Returns the value as it was once it stopped changing for `delayMs`, and a way to take the
 * current value at once (Enter in a search field).
 */
export function useSettledValue<T>(value: T, delayMs: number): [settled: T, settleNow: () => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  const settleNow = useCallback(() => setSettled(value), [value]);
  return [settled, settleNow];
}
