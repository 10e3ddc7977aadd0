// Early answers: a screen's first requests, started before its UI code runs, are taken by the screen's own queries as they are.
import type { Query } from '@tanstack/query-core';
import { getConfig } from '../config';

/**
 * How long an early answer stands in for the screen's first request. A page whose UI code takes
 * longer than this to start (a very slow device) asks again rather than show older data.
 */
export const EARLY_ANSWER_MS = 30_000;

interface EarlyAnswer {
  /** dataUpdatedAt of the answer: a later answer (a refetch, an update) is no longer early. */
  at: number;
  /** The API it came from: an element given another base must not show this one's data. */
  apiBase: string;
}

const earlyAnswers = new Map<string, EarlyAnswer>();

/** Early requests still on their way (answered or failed, each leaves the set). */
const inFlight = new Set<Promise<unknown>>();

/** Counts an early request until it settles, so a screen about to mount can wait for it. */
export function trackEarlyRequest(request: Promise<unknown>): void {
  inFlight.add(request);
  const settle = () => inFlight.delete(request);
  request.then(settle, settle);
}

/** Resolves when every early request started so far has settled; at once when there are none. */
export function earlyRequestsSettled(): Promise<void> {
  if (inFlight.size === 0) return Promise.resolve();
  return Promise.allSettled([...inFlight]).then(() => earlyRequestsSettled());
}

/** Whether an early request is still on its way. */
export function hasEarlyRequestsInFlight(): boolean {
  return inFlight.size > 0;
}

/** Marks the query's current data as the early answer its screen will take without asking again. */
export function markEarlyAnswer(query: Query, apiBase: string): void {
  if (query.state.status !== 'success') return;
  earlyAnswers.set(query.queryHash, { at: query.state.dataUpdatedAt, apiBase });
}

/** The screen that took the answer has let go of it: from now on the query refetches as usual. */
export function forgetEarlyAnswer(query: Query): void {
  earlyAnswers.delete(query.queryHash);
}

/**
 * `refetchOnMount` of every query: the usual refetch of stale data, except for an early answer
 * that nothing has replaced or invalidated since it arrived.
 */
export function refetchUnlessEarly(query: Query): boolean {
  const early = earlyAnswers.get(query.queryHash);
  if (!early) return true;
  const untouched =
    early.at === query.state.dataUpdatedAt &&
    !query.state.isInvalidated &&
    early.apiBase === getConfig().apiBase &&
    Date.now() - early.at < EARLY_ANSWER_MS;
  if (!untouched) earlyAnswers.delete(query.queryHash);
  return !untouched;
}
