// fetchByUuid against a real HTTP server: the uuids asked for in one task go out as one list request (`uuids`), 100 at most each.
import { beforeEach, expect, it } from 'vitest';
import { ApiError } from '../../../../src/core/api/errors';
import { createResource } from '../../../../src/resources/create-resource';
import { fetchByUuid } from '../../../../src/ui/kit/names-by-uuid';
import { errorReply, type Handler } from '../../core/support/api-server';
import { signedInAs, startFileServer } from '../../core/support/client-fixture';

interface Thing {
  uuid: string;
  title: string;
}

const things = createResource<Thing, { limit: number; offset: number; order: 'desc' }>({
  name: 'things',
  path: '/things',
  group: 'things',
  defaults: { limit: 20, offset: 0, order: 'desc' },
  fields: 'title',
});

/** Answers the uuids asked for, except those starting with `gone`. */
const byUuids: Handler = (request) => {
  const uuids = (request.query.get('uuids') ?? '').split(',');
  const items = uuids
    .filter((uuid) => !uuid.startsWith('gone'))
    .map((uuid) => ({ uuid, title: `Thing ${uuid}` }));
  return { json: { items, total: items.length } };
};

const file = startFileServer();

beforeEach(() => {
  file.server.setHandler(byUuids);
  signedInAs('access', 'refresh');
});

it('the uuids asked for in one task go out as one list request, each once', async () => {
  const asked = ['a', 'b', 'a', 'c'].map((uuid) => fetchByUuid(things, uuid));
  const found = await Promise.all(asked);
  expect(found.map((thing) => thing.title)).toEqual(['Thing a', 'Thing b', 'Thing a', 'Thing c']);
  const requests = file.server.calls('/api/v1/things');
  expect(requests).toHaveLength(1);
  expect(Object.fromEntries(requests[0]!.query)).toEqual({
    uuids: 'a,b,c',
    limit: '3',
    offset: '0',
    order: 'desc',
    withCount: 'false',
  });
});

it('a uuid the list does not return fails as a 404; the others still resolve', async () => {
  const [kept, gone] = await Promise.allSettled([
    fetchByUuid(things, 'kept'),
    fetchByUuid(things, 'gone-1'),
  ]);
  expect(kept).toEqual({ status: 'fulfilled', value: { uuid: 'kept', title: 'Thing kept' } });
  expect(gone.status).toBe('rejected');
  const reason = (gone as PromiseRejectedResult).reason as ApiError;
  expect(reason).toBeInstanceOf(ApiError);
  expect(reason.status).toBe(404);
});

it('more than 100 uuids go out in requests of 100 at most', async () => {
  const uuids = Array.from({ length: 230 }, (_, i) => `u${i}`);
  await Promise.all(uuids.map((uuid) => fetchByUuid(things, uuid)));
  const sizes = file.server
    .calls('/api/v1/things')
    .map((request) => request.query.get('uuids')!.split(',').length);
  expect(sizes).toEqual([100, 100, 30]);
});

it('uuids asked for in a later task make a request of their own', async () => {
  await fetchByUuid(things, 'first');
  await fetchByUuid(things, 'second');
  expect(file.server.calls('/api/v1/things')).toHaveLength(2);
});

it("a failed request fails every uuid it carried, with the server's error", async () => {
  file.server.setHandler(() => errorReply(503, 'UNAVAILABLE', 'down for a moment'));
  const results = await Promise.allSettled([fetchByUuid(things, 'x'), fetchByUuid(things, 'y')]);
  for (const result of results) {
    expect(result.status).toBe('rejected');
    expect(((result as PromiseRejectedResult).reason as ApiError).status).toBe(503);
  }
});
