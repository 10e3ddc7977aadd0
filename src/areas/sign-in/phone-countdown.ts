// Drives the wizard's resend countdown: one tick() per second while ttlSec > 0, however many elements show it.
import { phoneLoginStore, tick } from '../../core/auth/phone-login';

const TICK_MS = 1000;

let holders = 0;
let timer: ReturnType<typeof setInterval> | undefined;
let unsubscribe: (() => void) | undefined;

/** Starts the interval when a countdown begins and stops it at zero, so idle pages keep no timer. */
function follow(): void {
  const counting = phoneLoginStore.getState().ttlSec > 0;
  if (counting && timer === undefined) timer = setInterval(tick, TICK_MS);
  if (!counting && timer !== undefined) {
    clearInterval(timer);
    timer = undefined;
  }
}

/**
 * Keeps the countdown running while at least one holder needs it. The store is page-wide, so
 * two sign-in elements must share one interval, or the countdown would run twice as fast.
 * Returns the release function.
 */
export function holdCountdown(): () => void {
  holders += 1;
  if (holders === 1) unsubscribe = phoneLoginStore.subscribe(follow);
  follow();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    unsubscribe?.();
    unsubscribe = undefined;
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
}
