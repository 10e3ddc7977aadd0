// Held answers: asked once per key while held; weighed answers freed after a grace or past a budget, plain ones kept up to a count; failures asked again.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { heldAnswers } from '../../../src/core/providers/held-answers';

/** Answers are their key's weight: `w3` weighs 3, `plain` weighs nothing. */
function answersFor(limits: { maxReleasedWeight?: number; maxKeptPlain?: number } = {}) {
  const freed: string[] = [];
  const asked: string[] = [];
  const answers = heldAnswers<string>({
    weigh: (value) => (value.startsWith('w') ? Number(value.slice(1).split('-')[0]) : 0),
    free: (value) => freed.push(value),
    graceMs: 1000,
    maxReleasedWeight: limits.maxReleasedWeight ?? 100,
    maxKeptPlain: limits.maxKeptPlain ?? 100,
  });
  const acquire = (key: string) =>
    answers.acquire(key, async () => {
      asked.push(key);
      return key;
    });
  return { answers, acquire, freed, asked };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

it('past the budget, the longest released weighed answers are freed at once', async () => {
  const { acquire, freed } = answersFor({ maxReleasedWeight: 8 });
  const holds = ['w4-a', 'w4-b', 'w4-c'].map(acquire);
  await Promise.all(holds.map((hold) => hold.answer));
  holds[1]!.release();
  holds[0]!.release();
  expect(freed).toEqual([]);
  holds[2]!.release();
  expect(freed).toEqual(['w4-b']);
  await vi.advanceTimersByTimeAsync(1000);
  expect(freed).toEqual(['w4-b', 'w4-a', 'w4-c']);
});

it('a weighed answer still held counts for nothing against the budget', async () => {
  const { acquire, freed } = answersFor({ maxReleasedWeight: 10 });
  const held = acquire('w9-held');
  const released = acquire('w4-gone');
  await Promise.all([held.answer, released.answer]);
  released.release();
  expect(freed).toEqual([]);
  held.release();
  // Now both wait, over the budget: the first released goes.
  expect(freed).toEqual(['w4-gone']);
});

it('plain answers nobody holds are kept up to the count, the longest released dropped', async () => {
  const { acquire, asked, freed } = answersFor({ maxKeptPlain: 2 });
  for (const key of ['plain-a', 'plain-b', 'plain-c']) {
    const hold = acquire(key);
    await hold.answer;
    hold.release();
  }
  await vi.advanceTimersByTimeAsync(10_000);
  for (const key of ['plain-b', 'plain-c', 'plain-a']) await acquire(key).answer;
  expect(asked).toEqual(['plain-a', 'plain-b', 'plain-c', 'plain-a']);
  expect(freed).toEqual([]);
});

it('a failed answer is not kept, even once its holders release it', async () => {
  const answers = heldAnswers<string>({
    weigh: () => 0,
    free: () => undefined,
    graceMs: 1000,
    maxReleasedWeight: 1,
    maxKeptPlain: 10,
  });
  let calls = 0;
  const ask = async () => {
    calls += 1;
    if (calls === 1) throw new Error('Offline');
    return 'fine';
  };
  const failed = answers.acquire('k', ask);
  await expect(failed.answer).rejects.toThrow('Offline');
  failed.release();
  const again = answers.acquire('k', ask);
  expect(await again.answer).toBe('fine');
  expect(calls).toBe(2);
});
