// bo-* events from inside an element reach the host page: dispatched on the host, bubbling and composed.

import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/api/errors';
import type { BoEventMap } from '../../../src/core/events';
import { useElementEvents } from '../../../src/ui/element-events';
import { button, click, mountView } from './support/mount';

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

function FailingSave() {
  const { emitError } = useElementEvents();
  return (
    <button
      type="button"
      onClick={() => emitError(new ApiError('HTTP_ERROR', 'Title is required', { status: 422 }))}
    >
      Save
    </button>
  );
}

function Picker() {
  const { emit } = useElementEvents();
  return (
    <button type="button" onClick={() => emit('bo-task-select', { uuid: 't-7' })}>
      Pick
    </button>
  );
}

it('bo-error leaves the shadow root: on the host, bubbling and composed, with kind, status and message', async () => {
  const { host, root } = await mountView(() => <FailingSave />);
  const seen: CustomEvent<BoEventMap['bo-error']>[] = [];
  const listener = (event: CustomEvent<BoEventMap['bo-error']>) => seen.push(event);
  document.addEventListener('bo-error', listener);
  await click(button(root, 'Save'));
  document.removeEventListener('bo-error', listener);

  expect(seen).toHaveLength(1);
  const [event] = seen;
  expect(event!.target).toBe(host);
  expect(event!.bubbles).toBe(true);
  expect(event!.composed).toBe(true);
  expect(event!.detail).toEqual({
    kind: 'HTTP_ERROR',
    status: 422,
    message: 'Title is required',
    retryable: false,
  });
});

it('other typed events go out the same way', async () => {
  const { host, root } = await mountView(() => <Picker />);
  const details: BoEventMap['bo-task-select'][] = [];
  host.addEventListener('bo-task-select', (event) => details.push(event.detail));
  await click(button(root, 'Pick'));
  expect(details).toEqual([{ uuid: 't-7' }]);
});
