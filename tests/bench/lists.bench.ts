// List-cache throughput: setList, upsert and remove on pages of the largest size the API serves (`npm run bench -- lists`; run.mjs loads it through tsx).
import { QueryClient } from '@tanstack/query-core';
import { MAX_LIST_LIMIT } from '../../src/core/constants';
import { createListCache } from '../../src/core/lists/list-cache';

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  budget?: number;
  /** Which way is better; the runner reads `budget` as a floor when higher is better. */
  better?: 'lower' | 'higher';
}

interface Row {
  uuid: string;
  title: string;
}

const rows = (count: number, prefix: string): Row[] =>
  Array.from({ length: count }, (_, i) => ({ uuid: `${prefix}-${i}`, title: `Task ${i}` }));

const keys = {
  all: ['bench', 'rows'],
  list: (params: object) => ['bench', 'rows', 'list', params],
  detail: (uuid: string) => ['bench', 'rows', 'detail', uuid],
};

/** A list cache over a fresh query client, as every resource has one over the page's client. */
const emptyCache = () => createListCache<Row, object>(new QueryClient(), keys, {});

/** Best of a few runs, so one GC pause does not decide the number. */
function bestMs(runs: number, work: () => void): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

const PAGES = 100;
const CHANGES = 10_000;

export async function run(): Promise<BenchResult[]> {
  const page = rows(MAX_LIST_LIMIT, 'old');
  const fresh = rows(MAX_LIST_LIMIT, 'new');
  // Live changes to a full page: each row renamed again and again.
  const changes = Array.from({ length: CHANGES }, (_, i) => ({
    uuid: `old-${i % MAX_LIST_LIMIT}`,
    title: `Task ${i} (renamed)`,
  }));
  const label = MAX_LIST_LIMIT.toLocaleString('en-US');

  const setListMs = bestMs(5, () => {
    const cache = emptyCache();
    for (let i = 0; i < PAGES; i++) {
      cache.setList(page, { params: { offset: i * MAX_LIST_LIMIT } });
      void cache.getState().byId;
    }
  });
  // One by one, as mutations arrive; read once at the end, as a render would.
  const upsertNewMs = bestMs(5, () => {
    const cache = emptyCache();
    for (const row of fresh) cache.upsert(row);
    void cache.getState().items;
  });
  const upsertExistingMs = bestMs(5, () => {
    const cache = emptyCache();
    cache.setList(page);
    for (const row of changes) cache.upsert(row);
    void cache.getState().items;
  });
  const removeMs = bestMs(5, () => {
    const cache = emptyCache();
    cache.setList(page);
    for (const row of page) cache.remove(row.uuid);
  });

  // Budgets with room for a busy 2-core machine: 400 µs per listed page, 100 µs per write.
  return [
    {
      name: `list cache setList ${PAGES} pages of ${label}`,
      value: setListMs,
      unit: 'ms',
      budget: PAGES * 0.4,
    },
    {
      name: `list cache upsert ${label} new items`,
      value: upsertNewMs,
      unit: 'ms',
      budget: MAX_LIST_LIMIT / 10,
    },
    {
      name: `list cache upsert ${CHANGES.toLocaleString('en-US')} changes on a page of ${label}`,
      value: upsertExistingMs,
      unit: 'ms',
      budget: CHANGES / 10,
    },
    {
      name: `list cache remove ${label} items one by one`,
      value: removeMs,
      unit: 'ms',
      budget: MAX_LIST_LIMIT / 10,
    },
    {
      name: `list cache write throughput on a page of ${label}`,
      value: Math.round(CHANGES / (upsertExistingMs / 1000)),
      unit: 'items/s',
      budget: 10_000,
      better: 'higher',
    },
  ];
}
