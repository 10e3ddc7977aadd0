// Code a user's first step may lead to (the progress bar of a next page, the toaster of an action's outcome): fetched once the page is quiet after that step.
import { whenQuiet } from '../core/query/client';

/** What counts as the user's first step: a press, a key, focus moving into a control, text typed. */
export const FIRST_STEPS: readonly string[] = [
  'pointerdown',
  'keydown',
  'focusin',
  'click',
  'input',
];

const TEXT_INPUTS = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);

function isTextField(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUTS.has(target.type);
  return target.isContentEditable;
}

/**
 * Runs `work` once, after the user's first step on `target` (the window by default, which events
 * from inside shadow roots reach) and once the page is quiet after it, so the code it fetches
 * never competes with the answer the user waits for. Pressing or focusing a text field is the
 * way to its text, which is the step: a search pasted at once asks, answers and shows its rows
 * first. `steps` are the events that count (FIRST_STEPS by default). Returns the cancel, for an
 * effect's cleanup.
 */
export function onFirstStep(
  work: () => void,
  target: EventTarget | undefined = globalThis.window,
  steps: readonly string[] = FIRST_STEPS,
): () => void {
  if (!target) return () => undefined;
  let cancelWork: (() => void) | undefined;
  const stop = () => {
    for (const type of steps) target.removeEventListener(type, onStep, true);
  };
  function onStep(event: Event) {
    if (event.type !== 'input' && isTextField(event.composedPath()[0])) return;
    stop();
    cancelWork = whenQuiet(work);
  }
  for (const type of steps) target.addEventListener(type, onStep, true);
  return () => {
    stop();
    cancelWork?.();
  };
}
