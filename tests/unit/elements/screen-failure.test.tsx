// The element wrapper's fallback: a screen that throws while rendering shows what went wrong and Retry, reports bo-error once, and the page's other elements keep working.
import { afterEach, expect, it, vi } from 'vitest';
import type { BoEventMap } from '../../../src/core/events';
import { button, click, flush, mountView, textOf, waitUntil } from './support/mount';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** A screen that cannot draw its record until `fixed` says so. */
function screen(state: { fixed: boolean }) {
  return () => {
    if (!state.fixed) throw new TypeError('status.toLowerCase is not a function');
    return <p>Drawn again</p>;
  };
}

it('shows the fallback with the failure and Retry, and sends bo-error with its code', async () => {
  // React reports caught render errors on the console; that is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const errors: BoEventMap['bo-error'][] = [];
  document.addEventListener('bo-error', (event) => errors.push(event.detail), { once: true });
  const state = { fixed: false };
  const broken = await mountView(screen(state));
  const neighbour = await mountView(() => <p>Still here</p>);

  // The fallback's code comes when a screen first fails.
  await waitUntil(() => textOf(broken.root).includes('Unexpected Application Error!'));
  const alert = broken.root.querySelector('[role="alert"]');
  expect(alert).not.toBeNull();
  expect(textOf(alert!)).toContain('Unexpected Application Error!');
  expect(textOf(alert!)).toContain('status.toLowerCase is not a function');
  expect(broken.host.getAttribute('status')).toBe('error');
  expect(errors).toEqual([
    {
      kind: 'PARSING_ERROR',
      code: 'SCREEN_FAILED',
      message: 'status.toLowerCase is not a function',
      retryable: false,
    },
  ]);
  // The rest of the page keeps working.
  expect(textOf(neighbour.root)).toContain('Still here');

  state.fixed = true;
  await click(button(broken.root, 'Retry'));
  await waitUntil(() => textOf(broken.root).includes('Drawn again'));
  await flush();
  expect(broken.root.querySelector('[role="alert"]')).toBeNull();
});
