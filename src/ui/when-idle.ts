// Work that can wait for a quiet moment (fetching code a later step will need), off the critical path.

/** Fallback where requestIdleCallback is missing (Safari): after the current burst of work. */
const IDLE_FALLBACK_MS = 200;

/** Runs `work` when the page is idle; returns the cancel, for an effect's cleanup. */
export function whenIdle(work: () => void): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(() => work(), { timeout: 2000 });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}

/** What counts as the user's first step: a press, a key, focus moving into a control. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `work` once, on the user's first press, key or focus anywhere on the page (events from
 * inside shadow roots reach the window); returns the cancel, for an effect's cleanup.
 */
export function onFirstInteraction(work: () => void): () => void {
  const target = globalThis.window;
  if (!target) return () => undefined;
  const stop = () => {
    for (const type of FIRST_INTERACTION) target.removeEventListener(type, run, true);
  };
  function run() {
    stop();
    work();
  }
  for (const type of FIRST_INTERACTION) target.addEventListener(type, run, true);
  return stop;
}
