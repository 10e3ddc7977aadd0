// The console's moment for fetching a screen's first steps ahead of use: the user's first sign on
// the page. Only the console waits for it (its idle time after the first rows goes to its router and
// layout), so it lives here, not in every element's first load.
/** What shows the user is there and about to act: the pointer moving, a touch, a key, a focus. */
const APPROACH = ['pointermove', 'pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `work` once, on the first sign of the user anywhere on the page (before a press: the pointer
 * moving on its way); returns the cancel, for an effect's cleanup.
 */
export function onFirstApproach(work: () => void): () => void {
  const target = globalThis.window;
  if (!target) return () => undefined;
  const stop = () => {
    for (const type of APPROACH) target.removeEventListener(type, run, true);
  };
  function run() {
    stop();
    work();
  }
  for (const type of APPROACH) target.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
