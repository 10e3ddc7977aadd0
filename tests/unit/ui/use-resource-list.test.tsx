// useResourceList against a real HTTP server: pages land in the store, stale requests are aborted, failures become bo-error.

import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/core/auth/session';
import { configure } from '../../../src/core/config';
import type { BoEventMap } from '../../../src/core/events';
import { queryClient } from '../../../src/core/query/client';
import { createResource } from '../../../src/resources/create-resource';
import { ResourceTable } from '../../../src/ui/resource-table';
import { useResourceList, useResourceListParams } from '../../../src/ui/use-resource-list';
import {
  type ApiServer,
  errorReply,
  type Handler,
  setPageUrl,
  startApiServer,
} from '../core/support/api-server';
import { button, click, mountView, textOf, waitUntil } from '../elements/support/mount';

interface Thing {
  uuid: string;
  title: string;
}

interface ThingParams {
  q?: string;
  limit: number;
  offset: number;
}

const things = createResource<Thing, ThingParams>({
  name: 'things',
  path: '/things',
  group: 'things',
  defaults: { limit: 2, offset: 0 },
  fields: 'title',
});

/** Things titled after the search text, paged by limit and offset out of 7. */
const pagedThings: Handler = (request) => {
  const q = request.query.get('q') ?? 'thing';
  const limit = Number(request.query.get('limit'));
  const offset = Number(request.query.get('offset'));
  const items = Array.from({ length: Math.min(limit, 7 - offset) }, (_, i) => ({
    uuid: `${q}-${offset + i + 1}`,
    title: `${q} ${offset + i + 1}`,
  }));
  return { json: { items, total: 7 }, delayMs: q === 'slow' ? 200 : 0 };
};

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer(pagedThings);
  setPageUrl(`${server.origin}/`);
  configure({ apiBase: server.apiBase });
  sessionStore.getState().setTokens('access', 'refresh', null);
});

afterAll(() => server.close());

beforeEach(() => {
  server.setHandler(pagedThings);
  server.requests.length = 0;
});

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
  queryClient.clear();
  vi.restoreAllMocks();
});

function ThingTable(props: { params: ThingParams; label?: string }) {
  const list = useResourceList(things, props.params);
  return (
    <ResourceTable
      label={props.label ?? 'Things'}
      columns={[{ key: 'title', label: 'Title' }]}
      rows={list.items}
      total={list.total}
      params={props.params}
      onParamsChange={() => {}}
      loading={list.isLoading}
      fetching={list.isFetching}
      error={list.error}
      onRetry={list.refetch}
    />
  );
}

const titles = (root: ShadowRoot) =>
  [...root.querySelectorAll('tbody tr[data-row-index] td')].map(textOf);

it('a page is requested with its params and lands in the store and on screen', async () => {
  const { root } = await mountView(() => <ThingTable params={{ limit: 2, offset: 2 }} />);
  await waitUntil(() => titles(root).length === 2);
  expect(titles(root)).toEqual(['thing 3', 'thing 4']);
  expect(textOf(root.querySelector('nav')!)).toContain('3–4 of 7');
  const [request] = server.calls('/api/v1/things');
  expect(Object.fromEntries(request!.query)).toEqual({ limit: '2', offset: '2' });
  const state = things.store.getState();
  expect(state.items.map((thing) => thing.uuid)).toEqual(['thing-3', 'thing-4']);
  expect(state.total).toBe(7);
  expect(state.params).toEqual({ limit: 2, offset: 2 });
});

it('new params abort the request still running for the old ones', async () => {
  const list = vi.spyOn(things, 'list');
  const { root, setView } = await mountView(() => (
    <ThingTable params={{ q: 'slow', limit: 2, offset: 0 }} />
  ));
  await setView(() => <ThingTable params={{ q: 'fast', limit: 2, offset: 0 }} />);
  await waitUntil(() => titles(root)[0] === 'fast 1');
  const [[slowParams, slowSignal], [fastParams, fastSignal]] = list.mock.calls as [
    [ThingParams, AbortSignal],
    [ThingParams, AbortSignal],
  ];
  expect(slowParams.q).toBe('slow');
  expect(slowSignal.aborted).toBe(true);
  expect(fastParams.q).toBe('fast');
  expect(fastSignal.aborted).toBe(false);
  expect(things.store.getState().items.map((thing) => thing.title)).toEqual(['fast 1', 'fast 2']);
});

it('a failed page is reported to the host as bo-error and offers Retry', async () => {
  server.setHandler(() => errorReply(503, 'INTERNAL_ERROR', 'Database is down'));
  const errors: BoEventMap['bo-error'][] = [];
  const onError = (event: CustomEvent<BoEventMap['bo-error']>) => errors.push(event.detail);
  document.addEventListener('bo-error', onError);
  const { root } = await mountView(() => <ThingTable params={{ limit: 2, offset: 0 }} />);
  await waitUntil(() => errors.length > 0);
  document.removeEventListener('bo-error', onError);
  expect(errors).toEqual([
    {
      kind: 'HTTP_ERROR',
      status: 503,
      code: 'INTERNAL_ERROR',
      message: 'Database is down',
      retryable: true,
    },
  ]);
  await waitUntil(() => root.querySelector('[role="alert"]') !== null);
  expect(textOf(root.querySelector('[role="alert"]')!)).toContain('Database is down');

  server.setHandler(pagedThings);
  await click(button(root, 'Retry'));
  await waitUntil(() => titles(root).length === 2);
  expect(titles(root)).toEqual(['thing 1', 'thing 2']);
});

it('a failed load shows the total as unknown, not as an empty list of 0', async () => {
  server.setHandler(() => errorReply(500, 'INTERNAL_ERROR', 'Database is down'));
  const { root } = await mountView(() => <ThingTable params={{ limit: 2, offset: 0 }} />);
  await waitUntil(() => root.querySelector('[role="alert"]') !== null);
  const pager = textOf(root.querySelector('nav')!);
  expect(pager).toContain('Total unknown');
  expect(pager).not.toContain('0–0 of 0');
  expect(root.querySelector('button[aria-label="Next page"]')?.hasAttribute('disabled')).toBe(true);
});

it("an empty or shapeless 200 reply is a PARSING_ERROR in the user's words", async () => {
  const said = {
    '': 'The server sent a reply that could not be read.',
    '{}': 'The answer cannot be shown (things: items is missing, expected array).',
    null: 'The answer cannot be shown (things: the answer is null, expected an object).',
  };
  for (const [raw, text] of Object.entries(said)) {
    server.setHandler(() => ({ status: 200, raw, contentType: 'application/json' }));
    const errors: BoEventMap['bo-error'][] = [];
    const onError = (event: CustomEvent<BoEventMap['bo-error']>) => errors.push(event.detail);
    document.addEventListener('bo-error', onError);
    const { root } = await mountView(() => <ThingTable params={{ limit: 2, offset: 0 }} />);
    await waitUntil(() => errors.length > 0);
    document.removeEventListener('bo-error', onError);
    expect(errors.map((error) => error.kind)).toEqual(['PARSING_ERROR']);
    await waitUntil(() => root.querySelector('[role="alert"]') !== null);
    expect(textOf(root.querySelector('[role="alert"]')!)).toContain(text);
    await act(async () => {
      document.body.replaceChildren();
    });
    queryClient.clear();
  }
});

/** The titles in the table with this label. */
function titlesOf(root: ShadowRoot, label: string): string[] {
  const table = root.querySelector(`table[aria-label="${label}"]`);
  return table ? [...table.querySelectorAll('tbody tr[data-row-index] td')].map(textOf) : [];
}

it('two views of one resource with different params each show their own rows', async () => {
  const { root } = await mountView(() => (
    <>
      <ThingTable label="Alpha" params={{ q: 'alpha', limit: 2, offset: 0 }} />
      <ThingTable label="Beta" params={{ q: 'beta', limit: 3, offset: 0 }} />
    </>
  ));
  await waitUntil(
    () => titlesOf(root, 'Alpha').length === 2 && titlesOf(root, 'Beta').length === 3,
  );
  expect(titlesOf(root, 'Alpha')).toEqual(['alpha 1', 'alpha 2']);
  expect(titlesOf(root, 'Beta')).toEqual(['beta 1', 'beta 2', 'beta 3']);
});

it('a view mounted with other params never shows the rows of the previous one', async () => {
  const first = await mountView(() => <ThingTable params={{ q: 'first', limit: 2, offset: 0 }} />);
  await waitUntil(() => titles(first.root).length === 2);
  await first.remove();

  const seen = new Set<string>();
  const second = await mountView(() => <ThingTable params={{ q: 'slow', limit: 2, offset: 0 }} />);
  const watch = () => {
    for (const title of titles(second.root)) seen.add(title);
    return titles(second.root).length === 2;
  };
  await waitUntil(watch);
  expect([...seen]).toEqual(['slow 1', 'slow 2']);
});

it('a change to a row in the store shows at once, in whichever view lists it', async () => {
  const { root } = await mountView(() => (
    <>
      <ThingTable label="Alpha" params={{ q: 'alpha', limit: 2, offset: 0 }} />
      <ThingTable label="Beta" params={{ q: 'beta', limit: 2, offset: 0 }} />
    </>
  ));
  await waitUntil(
    () => titlesOf(root, 'Alpha').length === 2 && titlesOf(root, 'Beta').length === 2,
  );
  // Like an optimistic switch: the store gets the new copy before any server answers.
  await act(async () => {
    things.store.getState().upsert({ uuid: 'alpha-2', title: 'alpha 2 renamed' });
    things.store.getState().upsert({ uuid: 'beta-1', title: 'beta 1 renamed' });
  });
  expect(titlesOf(root, 'Alpha')).toEqual(['alpha 1', 'alpha 2 renamed']);
  expect(titlesOf(root, 'Beta')).toEqual(['beta 1 renamed', 'beta 2']);
});

it('a deleted row leaves the page at once, before the refetch answers', async () => {
  const deleted = new Set<string>();
  server.setHandler(async (request) => {
    if (request.method === 'DELETE') {
      deleted.add(request.path.split('/').pop()!);
      return { status: 204 };
    }
    const reply = await pagedThings(request);
    const { items } = reply.json as { items: Thing[] };
    const kept = items.filter((thing) => !deleted.has(thing.uuid));
    // The refetch after the delete is slow: what shows meanwhile comes from the cache.
    return { json: { items: kept, total: 7 - deleted.size }, delayMs: deleted.size ? 300 : 0 };
  });
  const { root } = await mountView(() => <ThingTable params={{ limit: 3, offset: 0 }} />);
  await waitUntil(() => titles(root).length === 3);
  await act(async () => {
    await things.remove('thing-2');
  });
  expect(titles(root)).toEqual(['thing 1', 'thing 3']);
  expect(textOf(root.querySelector('nav')!)).toContain('of 6');
  // The refetch's answer agrees; waiting for it keeps the request from being cut off.
  await waitUntil(() => queryClient.isFetching() === 0);
  expect(titles(root)).toEqual(['thing 1', 'thing 3']);
});

/** A list screen's controller as a component: what it renders, and its controls for the test. */
let controls: ReturnType<typeof useResourceListParams<Thing, ThingParams>> | undefined;
let renders = 0;
function Searchable() {
  controls = useResourceListParams(things, things.defaults);
  renders += 1;
  return <span>{controls.list.items.map((item) => item.title).join(', ')}</span>;
}

it('a change of params asks for its page in the event that made it, before any render', async () => {
  const { root } = await mountView(() => <Searchable />);
  await waitUntil(() => textOf(root.querySelector('span')!) === 'thing 1, thing 2');
  const sent: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    sent.push(new URL(input instanceof Request ? input.url : String(input)).search);
    return realFetch(input, init);
  });
  const rendersBefore = renders;
  act(() => {
    controls!.update({ q: 'invoice', offset: 0 });
    // Still inside the event: no render yet, and the page is already asked for.
    expect(renders).toBe(rendersBefore);
    expect(sent).toEqual(['?limit=2&offset=0&q=invoice']);
  });
  await waitUntil(() => textOf(root.querySelector('span')!) === 'invoice 1, invoice 2');
  // The render's own query joined the running request; the same params again ask nothing.
  act(() => controls!.update({ offset: 0 }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(server.calls('/api/v1/things').filter((call) => call.query.get('q'))).toHaveLength(1);
});

let listRenders = 0;

/** The titles of a page as one line, counting its renders. */
function CountingList(props: { params: ThingParams }) {
  listRenders += 1;
  const list = useResourceList(things, props.params);
  return <p>{list.items.map((thing) => thing.title).join(', ')}</p>;
}

it('a new page arriving renders its list once: the store taking the page renders nothing again', async () => {
  listRenders = 0;
  const { root, setView } = await mountView(() => (
    <CountingList params={{ q: 'first', limit: 2, offset: 0 }} />
  ));
  await waitUntil(() => textOf(root.querySelector('p')!) === 'first 1, first 2');
  const before = listRenders;
  await setView(() => <CountingList params={{ q: 'next', limit: 2, offset: 0 }} />);
  await waitUntil(() => textOf(root.querySelector('p')!) === 'next 1, next 2');
  await waitUntil(() => things.store.getState().items[0]?.title === 'next 1');
  // Any render the store's update would cause happens before the count.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  // The new params (fetching, the old page kept), then the new page: no third render.
  expect(listRenders - before).toBe(2);
});
