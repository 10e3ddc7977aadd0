// Task reviews, category routes, and the OpenAPI document itself (channel suggestions: channel-suggestions.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type Item, type List, type TestApp, startTestApp } from './harness';

describe.each(BACKENDS)('sub-resources on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await t.login('ADMIN');
  });
  afterAll(() => t.close());

  const get = <T = List>(url: string) => t.getOk<T>(url, token);

  describe('task reviews', () => {
    it('come newest first, and a new review goes to the front', async () => {
      const task = (await get('/api/v1/tasks?status=done&limit=1')).items[0]!;
      const before = await get(`/api/v1/tasks/${task.uuid}/reviews`);
      expect(before.total).toBe(2);
      const times = before.items.map((r) => Date.parse(String(r.created_at)));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const added = await t.call<Item>('POST', `/api/v1/tasks/${task.uuid}/reviews`, {
        token,
        payload: { verdict: 'approved', comment: 'Ship it' },
      });
      expect(added.status).toBe(201);
      const me = await get<Item>('/api/v1/sys/auth/me');
      expect(added.body).toMatchObject({
        task_uuid: task.uuid,
        author_sys_user_uuid: me.uuid,
        verdict: 'approved',
        comment: 'Ship it',
      });
      const after = await get(`/api/v1/tasks/${task.uuid}/reviews`);
      expect(after.total).toBe(3);
      expect(after.items[0]!.uuid).toBe(added.body.uuid);
    });

    it('a review needs a known verdict', async () => {
      const task = (await get('/api/v1/tasks?limit=1')).items[0]!;
      const res = await t.call('POST', `/api/v1/tasks/${task.uuid}/reviews`, {
        token,
        payload: { verdict: 'meh' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { fields: { verdict: expect.any(String) } } });
    });

    it('reviews of an unknown task are 404', async () => {
      const res = await t.call(
        'GET',
        '/api/v1/tasks/00000000-0000-4000-8000-000000000000/reviews',
        { token },
      );
      expect(res.status).toBe(404);
    });
  });

  describe('category routes', () => {
    it('get lists the channel uuids; put replaces them in the given order', async () => {
      const category = (await get('/api/v1/categories?limit=1')).items[0]!;
      const channels = (await get('/api/v1/channels?limit=3')).items.map((c) => c.uuid);
      const put = await t.call('PUT', `/api/v1/categories/${category.uuid}/routes`, {
        token,
        payload: { channel_uuids: [channels[2], channels[0]] },
      });
      expect(put.status).toBe(200);
      expect(put.body).toEqual({
        category_uuid: category.uuid,
        channel_uuids: [channels[2], channels[0]],
      });
      expect(await get(`/api/v1/categories/${category.uuid}/routes`)).toEqual(put.body);
      expect((await get<Item>(`/api/v1/categories/${category.uuid}`)).routes_count).toBe(2);
      const cleared = await t.call('PUT', `/api/v1/categories/${category.uuid}/routes`, {
        token,
        payload: { channel_uuids: [] },
      });
      expect(cleared.body).toEqual({ category_uuid: category.uuid, channel_uuids: [] });
    });

    it('an unknown channel is 400 and leaves the routes as they were', async () => {
      const category = (await get('/api/v1/categories?limit=1&offset=1')).items[0]!;
      const before = await get(`/api/v1/categories/${category.uuid}/routes`);
      const res = await t.call('PUT', `/api/v1/categories/${category.uuid}/routes`, {
        token,
        payload: { channel_uuids: ['00000000-0000-4000-8000-000000000000'] },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { fields: { channel_uuids: expect.any(String) } } });
      expect(await get(`/api/v1/categories/${category.uuid}/routes`)).toEqual(before);
    });
  });

  describe('OpenAPI document', () => {
    it('is OpenAPI 3.1 and documents every resource and sub-resource', () => {
      const doc = t.contract.doc;
      expect(doc.openapi).toBe('3.1.0');
      const resources = [
        'tasks',
        'channels',
        'categories',
        'messages',
        'sources',
        'users',
        'orders',
        'buyers',
        'links',
        'permissions',
        'sys/users',
        'sys/roles',
      ];
      for (const resource of resources) {
        expect(Object.keys(doc.paths[`/api/v1/${resource}`] ?? {}).sort(), resource).toEqual([
          'get',
          'post',
        ]);
        expect(Object.keys(doc.paths[`/api/v1/${resource}/{uuid}`] ?? {}).sort(), resource).toEqual(
          ['delete', 'get', 'patch'],
        );
      }
      for (const path of [
        '/api/v1/tasks/{uuid}/reviews',
        '/api/v1/categories/{uuid}/routes',
        '/api/v1/channels/suggestions',
        '/api/v1/sys/auth/login',
        '/api/v1/sys/auth/refresh',
        '/api/v1/sys/auth/logout',
        '/api/v1/sys/auth/me',
        '/api/v1/phone-login/start',
        '/api/v1/phone-login/verify',
        '/api/v1/phone-login/password',
        '/api/v1/phone-login/status',
        '/api/v1/phone-login/logout',
      ]) {
        expect(doc.paths[path], path).toBeDefined();
      }
    });

    it('lists the common list params as query parameters', () => {
      const op = t.contract.doc.paths['/api/v1/tasks']!.get as unknown as {
        parameters: { name: string; in: string }[];
      };
      const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      for (const name of [
        'q',
        'status',
        'assignee_sys_user_uuid',
        'creator_sys_user_uuid',
        'message_uuid',
        'from',
        'to',
        'limit',
        'offset',
        'order',
        'withCount',
      ]) {
        expect(names).toContain(name);
      }
    });

    it('the login route needs no bearer token, the areas do', () => {
      const paths = t.contract.doc.paths as unknown as Record<
        string,
        Record<string, { security?: unknown[] }>
      >;
      expect(paths['/api/v1/sys/auth/login']!.post!.security).toBeUndefined();
      expect(paths['/api/v1/tasks']!.get!.security).toEqual([{ bearer: [] }]);
    });
  });

  it('logout without a body still answers ok', async () => {
    const res = await t.call('POST', '/api/v1/sys/auth/logout');
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
  });
});
