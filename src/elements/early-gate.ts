// A screen whose first requests its entry started early mounts onto their answers: one render with rows, not a skeleton first.
import { useEffect, useState } from 'react';
import { earlyRequestsSettled, hasEarlyRequestsInFlight } from '../core/query/early-answers';

/**
 * How long a mounting element waits for its early answers before it shows its loading state
 * anyway: an answer this slow is worth a skeleton, a quicker one is not worth two renders.
 */
export const EARLY_ANSWER_WAIT_MS = 800;

/** False while early requests are on their way, for at most EARLY_ANSWER_WAIT_MS from mount. */
export function useEarlyAnswersSettled(): boolean {
  const [settled, setSettled] = useState(() => !hasEarlyRequestsInFlight());
  useEffect(() => {
    if (settled) return;
    let live = true;
    const settle = () => {
      if (live) setSettled(true);
    };
    const timer = setTimeout(settle, EARLY_ANSWER_WAIT_MS);
    void earlyRequestsSettled().then(settle);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [settled]);
  return settled;
}
