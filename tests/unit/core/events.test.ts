// The public events: prefixed names, typed detail, bubbling and composed out of shadow roots.
import { expect, it } from 'vitest';
import { BO_EVENT_NAMES, dispatchBoEvent } from '../../../src/core/events';

it('every public event has a bo- prefixed kebab name', () => {
  expect(BO_EVENT_NAMES).toEqual([
    'bo-signed-in',
    'bo-signed-out',
    'bo-ready',
    'bo-error',
    'bo-change',
    'bo-task-select',
    'bo-navigate',
  ]);
});

it('an event dispatched inside a shadow root reaches the host page with its detail', () => {
  const host = document.createElement('bo-task-list');
  document.body.append(host);
  const inner = document.createElement('button');
  host.attachShadow({ mode: 'open' }).append(inner);
  const received: unknown[] = [];
  document.addEventListener('bo-task-select', (event) => received.push(event.detail), {
    once: true,
  });
  dispatchBoEvent(inner, 'bo-task-select', { uuid: 't-1' });
  expect(received).toEqual([{ uuid: 't-1' }]);
  host.remove();
});

it('events bubble and are composed', () => {
  let seen: Event | undefined;
  document.addEventListener(
    'bo-error',
    (event) => {
      seen = event;
    },
    { once: true },
  );
  dispatchBoEvent(document.body, 'bo-error', {
    kind: 'TIMEOUT_ERROR',
    message: 'No reply',
    retryable: true,
  });
  expect([seen?.bubbles, seen?.composed]).toEqual([true, true]);
});
