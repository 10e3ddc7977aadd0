// A seeded random source, so every sample series is the same on every load and in every test.

/** mulberry32: a tiny, fast generator; the same seed always yields the same sequence in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` whole numbers between min and max (inclusive) from `seed`. */
export function randomSeries(seed: number, count: number, min: number, max: number): number[] {
  const next = seededRandom(seed);
  return Array.from({ length: count }, () => Math.round(min + next() * (max - min)));
}

/** A random walk of `count` steps from `start`, each step at most `step` up or down, never below 0. */
export function randomWalk(seed: number, count: number, start: number, step: number): number[] {
  const next = seededRandom(seed);
  let value = start;
  return Array.from({ length: count }, () => {
    value = Math.max(0, Math.round(value + (next() * 2 - 1) * step));
    return value;
  });
}
