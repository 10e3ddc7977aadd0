// Code a first step may lead to is fetched after that step, once its own request has answered: a search pasted right after the field got the focus asks and answers first.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../src/core/query/client';
import { onFirstStep } from '../../../src/ui/first-step';

/** Longer than any idle wait (the idle callback's own time-out included). */
const IDLE_MS = 3000;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
  document.body.replaceChildren();
});

/** A search field inside a shadow root, as in an element. */
function searchField(): HTMLInputElement {
  const host = document.createElement('div');
  document.body.append(host);
  const field = document.createElement('input');
  field.type = 'search';
  host.attachShadow({ mode: 'open' }).append(field);
  return field;
}

function fire(target: EventTarget, type: string): void {
  target.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
}

/** A list request the test answers by hand. */
function pendingSearch(): { answer(): void } {
  let answer = () => {};
  void queryClient.fetchQuery({
    queryKey: ['tasks', 'list', { q: 'invoice' }],
    queryFn: () =>
      new Promise<string>((resolve) => {
        answer = () => resolve('page');
      }),
  });
  return { answer: () => answer() };
}

describe('onFirstStep', () => {
  it("focus or a press on a text field is not the step: its text is, and the work waits for that text's answer", async () => {
    const work = vi.fn();
    const field = searchField();
    const stop = onFirstStep(work);
    fire(field, 'focusin');
    fire(field, 'pointerdown');
    fire(field, 'keydown');
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    expect(work).not.toHaveBeenCalled();

    // The paste: its listener runs before the field's own, which asks for the filtered page.
    fire(field, 'input');
    const search = pendingSearch();
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    expect(work).not.toHaveBeenCalled();

    search.answer();
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    expect(work).toHaveBeenCalledTimes(1);
    fire(field, 'input');
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    expect(work).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a press anywhere else is the step: the work runs once the page is idle', async () => {
    const work = vi.fn();
    const button = document.createElement('button');
    document.body.append(button);
    const stop = onFirstStep(work);
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    expect(work).not.toHaveBeenCalled();
    fire(button, 'pointerdown');
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    expect(work).toHaveBeenCalledTimes(1);
    stop();
  });

  it('listens on the given element only, and its cancel drops a step still waiting', async () => {
    const work = vi.fn();
    const field = searchField();
    const host =
      field.getRootNode() instanceof ShadowRoot ? (field.getRootNode() as ShadowRoot).host : null;
    const other = document.createElement('button');
    document.body.append(other);
    const stop = onFirstStep(work, host ?? undefined);
    fire(other, 'pointerdown');
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    expect(work).not.toHaveBeenCalled();
    fire(field, 'input');
    stop();
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    expect(work).not.toHaveBeenCalled();
  });

  it('its cancel also drops the work waiting for the last idle moment, once no query was in flight', async () => {
    const work = vi.fn();
    const button = document.createElement('button');
    document.body.append(button);
    const stop = onFirstStep(work);
    fire(button, 'pointerdown');
    // Past the first idle moment: no query in flight, so only the last idle wait is left.
    await vi.advanceTimersByTimeAsync(250);
    expect(work).not.toHaveBeenCalled();
    stop();
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    expect(work).not.toHaveBeenCalled();
  });
});
