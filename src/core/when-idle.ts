// Work that can wait for a quiet moment (code a later step will need, listening to other tabs), off the critical path.

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
