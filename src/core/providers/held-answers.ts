// Answers asked once per key and shared by whoever holds them; an answer that keeps something alive (a Blob behind an object URL) is freed once nobody has held it for a grace period.

/** One holder's share of an answer: release it once the holder no longer shows it. */
export interface Hold<T> {
  readonly answer: Promise<T>;
  /** Idempotent: a second call does nothing. */
  release(): void;
}

export interface HeldAnswersOptions<T> {
  /** What an answer keeps alive (bytes); 0 for one that needs no freeing, kept as a plain answer. */
  weigh(value: T): number;
  /** Frees what a weighed answer keeps alive; called once, when it is dropped. */
  free(value: T): void;
  /** How long a released weighed answer waits for a holder to come back before it is freed. */
  graceMs: number;
  /** How much released weighed answers may keep alive together; the longest released go first. */
  maxReleasedWeight: number;
  /** How many plain answers nobody holds stay known; the longest released go first. */
  maxKeptPlain: number;
}

export interface HeldAnswers<T> {
  /** The key's answer, asked with `ask` only when none is known or on its way. */
  acquire(key: string, ask: () => Promise<T>): Hold<T>;
}

interface Entry<T> {
  answer: Promise<T>;
  holders: number;
  /** Set once answered. */
  settled?: { value: T; weight: number };
  grace?: ReturnType<typeof setTimeout>;
}

export function heldAnswers<T>(options: HeldAnswersOptions<T>): HeldAnswers<T> {
  // Map order is the order entries were last released in: the oldest unheld come first.
  const entries = new Map<string, Entry<T>>();

  function drop(key: string, entry: Entry<T>): void {
    clearTimeout(entry.grace);
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    if (entry.settled && entry.settled.weight > 0) options.free(entry.settled.value);
  }

  /** Drops the longest released answers of one kind until the rest fit. */
  function trim(weighed: boolean): void {
    let total = 0;
    const idle: [string, Entry<T>][] = [];
    for (const [key, entry] of entries) {
      if (entry.holders > 0 || !entry.settled || entry.settled.weight > 0 !== weighed) continue;
      total += weighed ? entry.settled.weight : 1;
      idle.push([key, entry]);
    }
    const limit = weighed ? options.maxReleasedWeight : options.maxKeptPlain;
    for (const [key, entry] of idle) {
      if (total <= limit) break;
      total -= weighed ? (entry.settled?.weight ?? 0) : 1;
      drop(key, entry);
    }
  }

  /** Nobody holds an answered entry: a weighed one waits out its grace, a plain one stays known. */
  function idle(key: string, entry: Entry<T>): void {
    if (!entry.settled) return;
    const weighed = entry.settled.weight > 0;
    if (weighed) entry.grace = setTimeout(() => drop(key, entry), options.graceMs);
    trim(weighed);
  }

  function create(key: string, ask: () => Promise<T>): Entry<T> {
    // Only answered entries are ever dropped: this one is in the map until it settles.
    const answer = ask().then(
      (value) => {
        entry.settled = { value, weight: options.weigh(value) };
        // Every holder left while it was asked: as if released now.
        if (entry.holders === 0) idle(key, entry);
        return value;
      },
      (error: unknown) => {
        // A failure is not kept: the next holder asks again.
        entries.delete(key);
        throw error;
      },
    );
    // A failure reaches the holders still waiting; nobody waiting is no unhandled rejection.
    answer.catch(() => undefined);
    const entry: Entry<T> = { answer, holders: 0 };
    entries.set(key, entry);
    return entry;
  }

  return {
    acquire(key, ask) {
      const entry = entries.get(key) ?? create(key, ask);
      entry.holders += 1;
      clearTimeout(entry.grace);
      entry.grace = undefined;
      let held = true;
      return {
        answer: entry.answer,
        release() {
          if (!held) return;
          held = false;
          entry.holders -= 1;
          // A failed answer has left the map already: it must not come back.
          if (entry.holders > 0 || entries.get(key) !== entry) return;
          // Last released goes last in line to be dropped.
          entries.delete(key);
          entries.set(key, entry);
          idle(key, entry);
        },
      };
    },
  };
}
