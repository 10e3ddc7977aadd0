// Task reviews, category routes and channel suggestions against a real HTTP server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure } from '../../../src/core/config';
import { queryClient } from '../../../src/core/query/client';
import {
  addReview,
  cacheReviews,
  channelSuggestions,
  reviewsOf,
  reviewsQuery,
  routesOf,
  routesQuery,
  setRoutes,
} from '../../../src/resources';
import {
  type ApiServer,
  type RecordedRequest,
  type Reply,
  setPageUrl,
  startApiServer,
} from '../core/support/api-server';

const review = (uuid: string, day: number, comment: string) => ({
  uuid,
  task_uuid: 't-1',
  author_sys_user_uuid: 'u-1',
  verdict: 'comment' as const,
  comment,
  created_at: `2024-05-0${day}T09:00:00.000Z`,
  updated_at: `2024-05-0${day}T09:00:00.000Z`,
});

function extrasApi(request: RecordedRequest): Reply {
  const { method, path } = request;
  if (path === '/api/v1/tasks/t-1/reviews' && method === 'GET') {
    // Out of order on purpose: the cache keeps reviews newest first whatever it is given.
    return {
      json: {
        items: [review('r-1', 1, 'first look'), review('r-3', 3, 'ready'), review('r-2', 2, 'fix')],
        total: 3,
      },
    };
  }
  if (path === '/api/v1/tasks/t-1/reviews' && method === 'POST') {
    const body = request.body as { comment: string };
    return { status: 201, json: review('r-4', 4, body.comment) };
  }
  const routes = path.match(/^\/api\/v1\/categories\/([^/]+)\/routes$/);
  if (routes && method === 'GET') {
    return { json: { category_uuid: routes[1], channel_uuids: ['ch-1', 'ch-2'] } };
  }
  if (routes && method === 'PUT') {
    const body = request.body as { channel_uuids: string[] };
    return { json: { category_uuid: routes[1], channel_uuids: body.channel_uuids } };
  }
  if (path === '/api/v1/channels/suggestions') {
    return { json: { items: [], total: 0, page: 1, pageSize: 100 } };
  }
  return { status: 404 };
}

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer(extrasApi);
  setPageUrl(`${server.origin}/`);
  configure({ apiBase: server.apiBase });
});

afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  queryClient.clear();
});

describe('task reviews', () => {
  it('reviews are held per task_uuid, newest first', async () => {
    await queryClient.fetchQuery(reviewsQuery('t-1'));
    expect(reviewsOf('t-1')?.map((r) => r.uuid)).toEqual(['r-3', 'r-2', 'r-1']);
    expect(reviewsOf('t-2')).toBeUndefined();
  });

  it('adding a review posts it and puts it at the front', async () => {
    await queryClient.fetchQuery(reviewsQuery('t-1'));
    await addReview('t-1', { verdict: 'comment', comment: 'looks good' });
    expect(server.calls('/api/v1/tasks/t-1/reviews', 'POST')[0]?.body).toEqual({
      verdict: 'comment',
      comment: 'looks good',
    });
    expect(reviewsOf('t-1')?.map((r) => r.comment)).toEqual([
      'looks good',
      'ready',
      'fix',
      'first look',
    ]);
  });

  it('setting reviews for one task leaves the other tasks alone', () => {
    cacheReviews('t-1', [review('r-1', 1, 'a')]);
    cacheReviews('t-2', [review('r-9', 2, 'b')]);
    expect(reviewsOf('t-1')?.map((r) => r.uuid)).toEqual(['r-1']);
    expect(reviewsOf('t-2')?.map((r) => r.uuid)).toEqual(['r-9']);
  });
});

describe('category routes', () => {
  it('route lists are kept per category uuid', async () => {
    await queryClient.fetchQuery(routesQuery('c-1'));
    await queryClient.fetchQuery(routesQuery('c-2'));
    expect({ 'c-1': routesOf('c-1'), 'c-2': routesOf('c-2') }).toEqual({
      'c-1': ['ch-1', 'ch-2'],
      'c-2': ['ch-1', 'ch-2'],
    });
  });

  it('setting routes replaces the channel list of that category', async () => {
    await queryClient.fetchQuery(routesQuery('c-1'));
    await setRoutes('c-1', ['ch-9']);
    expect(server.calls('/api/v1/categories/c-1/routes', 'PUT')[0]?.body).toEqual({
      channel_uuids: ['ch-9'],
    });
    expect(routesOf('c-1')).toEqual(['ch-9']);
  });
});

describe('channel suggestions', () => {
  it('suggestions ask with limit 5000, page 1, pageSize 100, kinds group and channel, withFull false', async () => {
    await channelSuggestions();
    const query = server.calls('/api/v1/channels/suggestions')[0]?.query;
    expect({
      limit: query?.get('limit'),
      page: query?.get('page'),
      pageSize: query?.get('pageSize'),
      kinds: query?.getAll('kinds'),
      withFull: query?.get('withFull'),
      q: query?.has('q'),
    }).toEqual({
      limit: '5000',
      page: '1',
      pageSize: '100',
      kinds: ['group', 'channel'],
      withFull: 'false',
      q: false,
    });
  });

  it('a search and a page override the defaults', async () => {
    await channelSuggestions({ q: 'news', page: 3, kinds: ['channel'] });
    const query = server.calls('/api/v1/channels/suggestions')[0]?.query;
    expect([query?.get('q'), query?.get('page'), query?.getAll('kinds')]).toEqual([
      'news',
      '3',
      ['channel'],
    ]);
  });
});
