// The console's moment for fetching a screen's first steps ahead of use: the user's first sign on
// the page. Only the console waits for it (its idle time after the first rows goes to its router and
// layout), so it lives here, not in every element's first load.
import { FIRST_STEPS, onFirstStep } from '../ui/first-step';

/** A first step, or the pointer moving on its way to one. */
const APPROACH = [...FIRST_STEPS, 'pointermove'];

/**
 * Runs `work` once, after the first sign of the user anywhere on the page and once the page is
 * quiet after it (first-step.ts): a search pasted at once asks, answers and shows its rows before
 * this code is fetched. Returns the cancel, for an effect's cleanup.
 */
export function onFirstApproach(work: () => void): () => void {
  return onFirstStep(work, globalThis.window, APPROACH);
}
