// The search schedule: leading edge after a pause, one trailing send while typing, Enter, outside resets.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createSearchSchedule } from '../../../src/ui/search-schedule';

let sent: string[];
const QUIET = 250;

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
});

afterEach(() => {
  vi.useRealTimers();
});

function schedule() {
  return createSearchSchedule(QUIET, (text) => sent.push(text));
}

/** Types `word` one key at a time, `gapMs` apart. */
function typeKeys(target: ReturnType<typeof schedule>, word: string, gapMs: number): void {
  for (let i = 1; i <= word.length; i += 1) {
    target.input(word.slice(0, i));
    vi.advanceTimersByTime(gapMs);
  }
}

it('the first change after a pause is sent at once', () => {
  schedule().input('i');
  expect(sent).toEqual(['i']);
});

it('a paste is one request', () => {
  const search = schedule();
  search.input('invoice');
  vi.advanceTimersByTime(10 * QUIET);
  expect(sent).toEqual(['invoice']);
});

it('fast typing sends the first key and the word once it rests, never a request per key', () => {
  const search = schedule();
  typeKeys(search, 'invoice', 80);
  expect(sent).toEqual(['i']);
  vi.advanceTimersByTime(QUIET);
  expect(sent).toEqual(['i', 'invoice']);
  vi.advanceTimersByTime(10 * QUIET);
  expect(sent).toEqual(['i', 'invoice']);
});

it('typing that never pauses for the quiet time sends nothing between the first key and the rest', () => {
  const search = schedule();
  typeKeys(search, 'a long search term typed steadily', QUIET - 1);
  expect(sent).toEqual(['a']);
});

it('after a pause the next change goes out at once again', () => {
  const search = schedule();
  typeKeys(search, 'abc', 50);
  vi.advanceTimersByTime(2 * QUIET);
  expect(sent).toEqual(['a', 'abc']);
  search.input('abcd');
  expect(sent).toEqual(['a', 'abc', 'abcd']);
});

it('a key right after a trailing send still coalesces', () => {
  const search = schedule();
  typeKeys(search, 'ab', 50);
  vi.advanceTimersByTime(QUIET - 50);
  expect(sent).toEqual(['a', 'ab']);
  search.input('abc');
  expect(sent).toEqual(['a', 'ab']);
  vi.advanceTimersByTime(QUIET);
  expect(sent).toEqual(['a', 'ab', 'abc']);
});

it('text typed back to what was sent is not sent again', () => {
  const search = schedule();
  search.input('a');
  search.input('ab');
  search.input('a');
  vi.advanceTimersByTime(QUIET);
  expect(sent).toEqual(['a']);
});

it('Enter sends the pending text now and nothing when all was sent', () => {
  const search = schedule();
  search.input('a');
  search.input('ab');
  search.flush();
  expect(sent).toEqual(['a', 'ab']);
  search.flush();
  vi.advanceTimersByTime(QUIET);
  expect(sent).toEqual(['a', 'ab']);
});

it('a reset from outside drops the pending text', () => {
  const search = schedule();
  search.input('a');
  search.input('ab');
  search.reset();
  vi.advanceTimersByTime(QUIET);
  expect(sent).toEqual(['a']);
});

it('dispose stops a pending send', () => {
  const search = schedule();
  search.input('a');
  search.input('ab');
  search.dispose();
  vi.advanceTimersByTime(QUIET);
  expect(sent).toEqual(['a']);
});
