// Every resource: list, get, create, change and delete through the API, plus the validation errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, type Refs } from './fixtures';
import { BACKENDS, type Item, type List, type TestApp, startTestApp } from './harness';

describe.each(BACKENDS)('resources on %s', (backend) => {
  let t: TestApp;
  let token: string;
  const refs = {} as Refs;

  async function first(path: string): Promise<Item> {
    const res = await t.call<List>('GET', `/api/v1/${path}?limit=1`, { token });
    return res.body.items[0]!;
  }

  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await t.login('SA');
    refs.source = (await first('sources')).uuid;
    refs.buyer = (await first('buyers')).uuid;
    refs.channel = (await first('channels')).uuid;
    refs.category = (await first('categories')).uuid;
    refs.message = (await first('messages')).uuid;
    refs.sysUser = (await first('sys/users')).uuid;
  });
  afterAll(() => t.close());

  describe.each(FIXTURES)('/$path', (fixture) => {
    const url = `/api/v1/${fixture.path}`;
    let created: Item;

    it('lists with items and total', async () => {
      const res = await t.call<List>('GET', `${url}?limit=5`, { token });
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeGreaterThan(0);
      expect(res.body.items.length).toBeLessThanOrEqual(5);
      expect(res.body.total).toBeGreaterThanOrEqual(res.body.items.length);
    });

    it('creates with 201 and returns the stored record', async () => {
      const body = fixture.create(refs);
      const res = await t.call<Item>('POST', url, { token, payload: body });
      expect(res.status).toBe(201);
      created = res.body;
      expect(created.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(created.created_at).toEqual(created.updated_at);
      const { password: _password, ...stored } = body;
      const expected = Object.fromEntries(
        Object.entries(stored).map(([k, v]) => [
          k,
          typeof v === 'string' && k === 'email' ? v.toLowerCase() : v,
        ]),
      );
      expect(created).toMatchObject(expected);
    });

    it('gets one by uuid', async () => {
      const res = await t.call<Item>('GET', `${url}/${created.uuid}`, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(created);
    });

    it('changes fields with PATCH and moves updated_at', async () => {
      const res = await t.call<Item>('PATCH', `${url}/${created.uuid}`, {
        token,
        payload: fixture.patch,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject(fixture.patch);
      expect(Date.parse(String(res.body.updated_at))).toBeGreaterThanOrEqual(
        Date.parse(String(created.updated_at)),
      );
      expect(res.body.created_at).toBe(created.created_at);
    });

    it('deletes with 204, then the record is 404', async () => {
      const res = await t.call('DELETE', `${url}/${created.uuid}`, { token });
      expect(res.status).toBe(204);
      const gone = await t.call('GET', `${url}/${created.uuid}`, { token });
      expect(gone.status).toBe(404);
      expect(gone.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    });
  });

  it('roles: list, get, change permissions; a role held by users cannot be deleted', async () => {
    const list = await t.call<List>('GET', '/api/v1/sys/roles', { token });
    expect(list.body.items.map((r) => r.code).sort()).toEqual(['ADMIN', 'EDITOR', 'GUEST', 'SA']);
    const guest = list.body.items.find((r) => r.code === 'GUEST')!;
    const one = await t.call<Item>('GET', `/api/v1/sys/roles/${guest.uuid}`, { token });
    expect(one.body.permissions).toEqual(['channels.read', 'messages.read', 'tasks.read']);
    const patch = await t.call<Item>('PATCH', `/api/v1/sys/roles/${guest.uuid}`, {
      token,
      payload: { permissions: ['tasks.read'], description: 'Tasks only' },
    });
    expect(patch.body).toMatchObject({ permissions: ['tasks.read'], description: 'Tasks only' });
    const held = await t.call('DELETE', `/api/v1/sys/roles/${guest.uuid}`, { token });
    expect(held.status).toBe(409);
    const duplicate = await t.call('POST', '/api/v1/sys/roles', {
      token,
      payload: { code: 'GUEST', name: 'Again' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      error: { code: 'CONFLICT', fields: { code: 'already exists' } },
    });
  });

  it('a role nobody holds can be deleted and created again', async () => {
    const sysUsers = await t.call<List>('GET', '/api/v1/sys/users?role=GUEST&limit=500', { token });
    for (const user of sysUsers.body.items) {
      await t.call('PATCH', `/api/v1/sys/users/${user.uuid}`, {
        token,
        payload: { roles: ['EDITOR'] },
      });
    }
    const roles = await t.call<List>('GET', '/api/v1/sys/roles', { token });
    const guest = roles.body.items.find((r) => r.code === 'GUEST')!;
    expect((await t.call('DELETE', `/api/v1/sys/roles/${guest.uuid}`, { token })).status).toBe(204);
    const again = await t.call<Item>('POST', '/api/v1/sys/roles', {
      token,
      payload: { code: 'GUEST', name: 'Guest', permissions: ['tasks.read'] },
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ code: 'GUEST', permissions: ['tasks.read'] });
  });

  it('a message counts towards its source', async () => {
    const source = await t.call<Item>('GET', `/api/v1/sources/${refs.source}`, { token });
    const before = Number(source.body.messages_count);
    const msg = await t.call<Item>('POST', '/api/v1/messages', {
      token,
      payload: { source_uuid: refs.source, text: 'count me' },
    });
    const after = await t.call<Item>('GET', `/api/v1/sources/${refs.source}`, { token });
    expect(after.body.messages_count).toBe(before + 1);
    expect(msg.body).toMatchObject({ has_media: false, media: [], status: 'new' });
  });

  it('a task is created by the signed-in user', async () => {
    const me = await t.call<Item>('GET', '/api/v1/sys/auth/me', { token });
    const res = await t.call<Item>('POST', '/api/v1/tasks', { token, payload: { title: 'Mine' } });
    expect(res.body).toMatchObject({
      creator_sys_user_uuid: me.body.uuid,
      status: 'open',
      priority: 'normal',
    });
  });

  describe('validation', () => {
    it.each([
      ['limit=100000', { limit: 'must be <= 500' }],
      ['offset=-1', { offset: 'must be >= 0' }],
      ['order=sideways', { order: 'must be equal to one of the allowed values' }],
      ['sort=password_hash', { sort: 'must be equal to one of the allowed values' }],
      ['limit=abc', { limit: 'must be integer' }],
      ['status=finished', { status: 'must be equal to one of the allowed values' }],
      ['assignee_sys_user_uuid=42', { assignee_sys_user_uuid: 'must match format "uuid"' }],
      ['from=yesterday', { from: expect.any(String) }],
    ])('GET /tasks?%s is 400 naming the field', async (query, fields) => {
      const res = await t.call('GET', `/api/v1/tasks?${query}`, { token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: { code: 'VALIDATION_ERROR', message: 'The request is not valid', fields },
      });
    });

    it('a boolean filter must be true or false', async () => {
      const res = await t.call('GET', '/api/v1/channels?enabled=maybe', { token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { fields: { enabled: 'must be boolean' } } });
    });

    it('empty filter values are ignored', async () => {
      const res = await t.call<List>('GET', '/api/v1/sys/users?q=&email=&role=&status=&limit=10', {
        token,
      });
      expect(res.status).toBe(200);
      expect(res.body.items).toHaveLength(10);
    });

    it('a body with wrong types names every bad field', async () => {
      const res = await t.call('POST', '/api/v1/tasks', {
        token,
        payload: { title: 42, priority: 'whenever', due_at: 'soon' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: {
          code: 'VALIDATION_ERROR',
          fields: {
            title: 'must be string',
            priority: expect.any(String),
            due_at: expect.any(String),
          },
        },
      });
    });

    it('a missing required field is named', async () => {
      const res = await t.call('POST', '/api/v1/sources', { token, payload: { title: 'No kind' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: {
          fields: { kind: "must have required property 'kind'", external_id: expect.any(String) },
        },
      });
    });

    it('an unknown body field is rejected', async () => {
      const res = await t.call('PATCH', `/api/v1/tasks/${(await first('tasks')).uuid}`, {
        token,
        payload: { creator_sys_user_uuid: refs.sysUser },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: { fields: { creator_sys_user_uuid: 'is not allowed' } },
      });
    });

    it('an empty PATCH is 400', async () => {
      const res = await t.call('PATCH', `/api/v1/tasks/${(await first('tasks')).uuid}`, {
        token,
        payload: {},
      });
      expect(res.status).toBe(400);
    });

    it('a malformed uuid in the path is 400', async () => {
      const res = await t.call('GET', '/api/v1/tasks/not-a-uuid', { token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { fields: { uuid: 'must match format "uuid"' } } });
    });

    it('an unknown uuid is 404 on get, patch and delete', async () => {
      const uuid = '00000000-0000-4000-8000-000000000000';
      expect((await t.call('GET', `/api/v1/channels/${uuid}`, { token })).status).toBe(404);
      expect(
        (await t.call('PATCH', `/api/v1/channels/${uuid}`, { token, payload: { enabled: true } }))
          .status,
      ).toBe(404);
      expect((await t.call('DELETE', `/api/v1/channels/${uuid}`, { token })).status).toBe(404);
    });

    it('a reference to a missing record is 400 naming the field', async () => {
      const res = await t.call('POST', '/api/v1/messages', {
        token,
        payload: { source_uuid: '00000000-0000-4000-8000-000000000000', text: 'orphan' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { fields: { source_uuid: 'does not exist' } } });
    });

    it('a duplicate unique value is 409', async () => {
      const res = await t.call('POST', '/api/v1/sys/users', {
        token,
        payload: { email: 'admin@example.com', name: 'Twin', password: 'twin-password' },
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        error: { code: 'CONFLICT', fields: { email: 'already exists' } },
      });
    });

    it('a body over 1 MiB is 413', async () => {
      const res = await t.call('POST', '/api/v1/tasks', {
        token,
        payload: { title: 'big', description: 'x'.repeat(1024 * 1024 + 10) },
      });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
      });
    });

    it('malformed JSON is 400 without a stack trace', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/tasks',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{"title": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
      expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    });

    it('an unknown API path is a JSON 404', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    });
  });
});
