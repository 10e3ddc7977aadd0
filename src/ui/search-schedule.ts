// When a free-text filter asks the server: the first change after a pause at once, later changes coalesced into one trailing request.

export interface SearchSchedule {
  /** The text changed (a keystroke, a paste, a cut). */
  input(text: string): void;
  /** Enter: the current text goes out now, without waiting for the pause. */
  flush(): void;
  /** The text was replaced from outside (Reset, an area setting the filter): forget what is pending. */
  reset(): void;
  /** Stops the timer for good (the field unmounted). */
  dispose(): void;
}

/**
 * `send` runs on the leading edge (the first change after `quietMs` without one) and on the
 * trailing edge (once the text has rested for `quietMs`, if it differs from what was last sent).
 * A paste is one input event, so one request; fast typing costs a request at its first key and
 * one when it stops, never one per key. Each send replaces the list's params, and the query
 * layer aborts the request of the params it replaced, so at most one is in flight.
 */
export function createSearchSchedule(
  quietMs: number,
  send: (text: string) => void,
): SearchSchedule {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The newest text not sent yet, if any. */
  let pending: string | undefined;
  let lastSent: string | undefined;

  function emit(text: string): void {
    pending = undefined;
    if (text === lastSent) return;
    lastSent = text;
    send(text);
  }

  function rest(): void {
    timer = undefined;
    if (pending === undefined) return;
    emit(pending);
    // A trailing send opens a new window: a key pressed right after it still coalesces.
    timer = setTimeout(rest, quietMs);
  }

  return {
    input(text) {
      if (timer === undefined) {
        emit(text);
      } else {
        pending = text;
        clearTimeout(timer);
      }
      timer = setTimeout(rest, quietMs);
    },
    flush() {
      if (pending !== undefined) emit(pending);
    },
    reset() {
      pending = undefined;
      lastSent = undefined;
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
