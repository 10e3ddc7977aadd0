// Early answers: a list page asked for by an element's entry module is what the screen shows, with no second request for it.

import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/core/auth/session';
import { configure } from '../../../src/core/config';
import { invalidateGroup, prefetchEarly, queryClient } from '../../../src/core/query/client';
import { EARLY_ANSWER_WAIT_MS } from '../../../src/elements/early-gate';
import { createResource } from '../../../src/resources/create-resource';
import { formatNumber } from '../../../src/ui/format';
import { useResourceList } from '../../../src/ui/use-resource-list';
import {
  type ApiServer,
  type Handler,
  setPageUrl,
  startApiServer,
} from '../core/support/api-server';
import { mountView, textOf, waitUntil } from '../elements/support/mount';

interface Thing {
  uuid: string;
  title: string;
}

interface ThingParams {
  limit: number;
  offset: number;
}

const things = createResource<Thing, ThingParams>({
  name: 'earlyThings',
  path: '/things',
  group: 'earlyThings',
  defaults: { limit: 2, offset: 0 },
  fields: 'title',
});

const FIRST_PAGE: ThingParams = { limit: 2, offset: 0 };
let answered = 0;
let delayMs = 0;

const numberedThings: Handler = () => {
  answered += 1;
  const items = [1, 2].map((n) => ({
    uuid: `thing-${n}`,
    title: `thing ${n} (answer ${answered})`,
  }));
  return { json: { items, total: 2 }, delayMs };
};

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer(numberedThings);
  setPageUrl(`${server.origin}/`);
  configure({ apiBase: server.apiBase });
  sessionStore.getState().setTokens('access', 'refresh', null);
});

afterAll(() => server.close());

beforeEach(() => {
  answered = 0;
  delayMs = 0;
  server.requests.length = 0;
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(async () => {
    document.body.replaceChildren();
  });
  queryClient.clear();
});

function ThingTitles() {
  const list = useResourceList(things, FIRST_PAGE);
  return (
    <ul>
      {list.items.map((thing) => (
        <li key={thing.uuid}>{thing.title}</li>
      ))}
    </ul>
  );
}

const titles = (root: ShadowRoot) => [...root.querySelectorAll('li')].map(textOf);
const early = () => prefetchEarly(things.keys.list(FIRST_PAGE), (s) => things.list(FIRST_PAGE, s));

it('a page answered before the screen mounts is shown without asking again', async () => {
  await early();
  const { root } = await mountView(() => <ThingTitles />);
  expect(titles(root)).toEqual(['thing 1 (answer 1)', 'thing 2 (answer 1)']);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(server.calls('/api/v1/things')).toHaveLength(1);
});

it('a screen mounting while the early request runs joins it', async () => {
  delayMs = 100;
  const asked = early();
  const { root } = await mountView(() => <ThingTitles />);
  await asked;
  await waitUntil(() => titles(root).length === 2);
  expect(titles(root)).toEqual(['thing 1 (answer 1)', 'thing 2 (answer 1)']);
  expect(server.calls('/api/v1/things')).toHaveLength(1);
});

it('an early page invalidated before the screen mounts is asked for again', async () => {
  await early();
  await invalidateGroup('earlyThings');
  const { root } = await mountView(() => <ThingTitles />);
  await waitUntil(() => titles(root)[0] === 'thing 1 (answer 2)');
  expect(server.calls('/api/v1/things')).toHaveLength(2);
});

it('a second mount of the same page after the first has taken it asks as usual', async () => {
  await early();
  const first = await mountView(() => <ThingTitles />);
  await first.remove();
  const { root } = await mountView(() => <ThingTitles />);
  await waitUntil(() => titles(root)[0] === 'thing 1 (answer 2)');
  expect(server.calls('/api/v1/things')).toHaveLength(2);
});

it('an early request is on the wire before the script that started it ends', async () => {
  // An entry module starts it while the rest of the graph evaluates: a promise step before
  // fetch() would hold it until all of that evaluation is over.
  const sent: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(String(input instanceof Request ? input.url : input));
    return realFetch(input, init);
  }) as typeof fetch;
  try {
    const asked = early();
    expect(sent.map((url) => new URL(url).pathname)).toEqual(['/api/v1/things']);
    await asked;
  } finally {
    globalThis.fetch = realFetch;
  }
});

it('an element shows nothing while its early page is on the way, then the rows in one render', async () => {
  delayMs = 300;
  const asked = early();
  const { root } = await mountView(() => <ThingTitles />);
  // Not an empty list first: the screen waits for the answer it will show.
  expect(root.querySelector('ul')).toBeNull();
  await asked;
  await waitUntil(() => root.querySelector('ul') !== null);
  expect(titles(root)).toEqual(['thing 1 (answer 1)', 'thing 2 (answer 1)']);
  expect(server.calls('/api/v1/things')).toHaveLength(1);
});

it("while its early page is on the way, an element builds its language's formats", async () => {
  delayMs = 300;
  const built: string[] = [];
  const RealNumberFormat = Intl.NumberFormat;
  // Counts the formats built for French (no other test here formats in French).
  class CountedNumberFormat extends RealNumberFormat {
    constructor(locales?: string | string[], options?: Intl.NumberFormatOptions) {
      super(locales, options);
      built.push(String(locales));
    }
  }
  // Intl's own members are not enumerable: the stand-in inherits them and replaces one.
  vi.stubGlobal('Intl', Object.create(Intl, { NumberFormat: { value: CountedNumberFormat } }));
  const asked = early();
  const { root } = await mountView(() => <ThingTitles />, { attributes: { lang: 'fr' } });
  await waitUntil(() => built.includes('fr'));
  // Built before the answer: the first render with rows does not pay for the locale data.
  expect(root.querySelector('ul')).toBeNull();
  await asked;
  await waitUntil(() => titles(root).length === 2);
  // The screen's own formatNumber takes the same format: no second one is built.
  expect(formatNumber('fr', 12345)).toBe(new RealNumberFormat('fr').format(12345));
  expect(built.filter((lang) => lang === 'fr')).toHaveLength(1);
});

it('an early page slower than the wait lets the screen show its loading state meanwhile', async () => {
  delayMs = EARLY_ANSWER_WAIT_MS + 1_500;
  const asked = early();
  const mountedAt = Date.now();
  const { root } = await mountView(() => <ThingTitles />);
  await waitUntil(() => root.querySelector('ul') !== null);
  expect(Date.now() - mountedAt).toBeGreaterThanOrEqual(EARLY_ANSWER_WAIT_MS - 50);
  expect(titles(root)).toEqual([]);
  await asked;
  await waitUntil(() => titles(root).length === 2);
  expect(server.calls('/api/v1/things')).toHaveLength(1);
});
