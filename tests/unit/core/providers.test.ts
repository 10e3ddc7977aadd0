// The provider layer on its own: react-admin params both ways, a resource on a host's provider, the fallbacks, and the auth provider's hooks.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/api/errors';
import { backendFor } from '../../../src/core/providers/own-backend';
import { guarded } from '../../../src/core/providers/provider-calls';
import { onProviderSessionEnd } from '../../../src/core/providers/provider-session-end';
import type { AuthProvider, RaRecord } from '../../../src/core/providers/data-provider';
import { memoryProvider } from './support/memory-provider';
import { toGetListParams } from '../../../src/core/providers/list-params';
import { rolesOf } from '../../../src/core/providers/provider-identity';
import { referenceListQuery } from '../../../src/core/providers/reference-provider';
import { tasks } from '../../../src/resources/tasks';

const task = (n: number): RaRecord => ({
  id: `t${n}`,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  title: `Task ${n}`,
  description: '',
  status: n % 2 ? 'open' : 'done',
  priority: 'normal',
});

describe('params', () => {
  it('limit/offset, sort + order and filters become pagination, sort and filter, and back', () => {
    const params = {
      limit: 20,
      offset: 40,
      sort: 'title',
      order: 'asc',
      status: 'open',
      q: 'x',
      email: '',
    };
    const list = toGetListParams(params);
    expect(list).toEqual({
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'title', order: 'ASC' },
      filter: { status: 'open', q: 'x' },
    });
    expect(referenceListQuery(list)).toEqual({
      limit: 20,
      offset: 40,
      sort: 'title',
      order: 'asc',
      status: 'open',
      q: 'x',
    });
  });

  it("a switch filter names the record field for a host's provider, its own name for the reference API", async () => {
    const screen = { limit: 20, offset: 0, onlyWithMedia: true, q: 'x' };
    expect(toGetListParams(screen, undefined, true).filter).toEqual({ has_media: true, q: 'x' });
    expect(toGetListParams({ ...screen, onlyWithMedia: false }, undefined, true).filter).toEqual({
      q: 'x',
    });
    expect(referenceListQuery(toGetListParams(screen))).toMatchObject({ onlyWithMedia: true });
    // Through a resource on a host's provider: getList is given the field.
    const { messages } = await import('../../../src/resources/messages');
    const { provider, calls } = memoryProvider([]);
    await messages.on(backendFor({ dataProvider: provider })).list({
      ...messages.defaults,
      onlyWithMedia: true,
    });
    expect(calls).toMatchObject([{ method: 'getList', resource: 'messages' }]);
    expect(calls.map((call) => (call.params as { filter: object }).filter)).toEqual([
      { has_media: true },
    ]);
  });

  it('getPermissions may answer an array or a single value', () => {
    expect(rolesOf(['admin', 'EDITOR', 'nobody'])).toEqual(['ADMIN', 'EDITOR']);
    expect(rolesOf('sa')).toEqual(['SA']);
    expect(rolesOf(undefined)).toEqual([]);
  });
});

describe('a resource on a host provider', () => {
  it('lists with ids as uuids, and its cache keys are its own', async () => {
    const { provider, calls } = memoryProvider([task(1), task(2), task(3)]);
    const onProvider = tasks.on(backendFor({ dataProvider: provider }));
    expect(onProvider).not.toBe(tasks);
    expect(onProvider).toBe(tasks.on(backendFor({ dataProvider: provider })));
    expect(onProvider.keys.list(tasks.defaults)).not.toEqual(tasks.keys.list(tasks.defaults));
    const reply = await onProvider.list({ ...tasks.defaults, status: 'open' });
    expect(reply).toMatchObject({ total: 2, items: [{ uuid: 't1' }, { uuid: 't3' }] });
    expect(calls[0]).toMatchObject({
      method: 'getList',
      resource: 'tasks',
      params: { pagination: { page: 1, perPage: 20 }, filter: { status: 'open' } },
    });
  });

  it('bulk falls back to an update per record (whole record) and to deleteMany', async () => {
    const { provider, calls } = memoryProvider([task(1), task(2)]);
    const onProvider = tasks.on(backendFor({ dataProvider: provider }));
    const updated = await onProvider.bulk({
      action: 'update',
      uuids: ['t1', 't2'],
      change: { status: 'done' },
    });
    expect(updated).toMatchObject({ succeeded: 2, failed: 0 });
    const updates = calls.filter((call) => call.method === 'update');
    expect(updates[0]?.params).toMatchObject({
      id: 't1',
      data: { title: 'Task 1', status: 'done' },
    });
    const deleted = await onProvider.bulk({ action: 'delete', uuids: ['t1', 't2'] });
    // This provider names only t2 as deleted: t1 is reported as failed, not assumed done.
    expect(deleted).toMatchObject({ succeeded: 1, failed: 1 });
    expect(deleted.results[0]).toMatchObject({ uuid: 't1', ok: false });
  });

  it('export without exportCsv pages through getList and writes the CSV', async () => {
    const many = Array.from({ length: 230 }, (_, i) => task(i + 1));
    const { provider, calls } = memoryProvider(many);
    const onProvider = tasks.on(backendFor({ dataProvider: provider }));
    const stream = await onProvider.exportCsv({ ...tasks.defaults });
    const text = await new Response(stream).text();
    const lines = text.trim().split('\r\n');
    expect(lines[0]?.split(',').slice(0, 3)).toEqual(['uuid', 'created_at', 'updated_at']);
    expect(lines).toHaveLength(231);
    expect(calls.filter((call) => call.method === 'getList')).toHaveLength(3);
  });

  it('a missing extra fails with a reason, not a crash', async () => {
    const { provider } = memoryProvider([]);
    const { listReviews } = await import('../../../src/resources/tasks/reviews');
    await expect(
      listReviews('t1', {}, undefined, backendFor({ dataProvider: provider })),
    ).rejects.toThrow('This back end does not offer task reviews.');
  });
});

describe('auth provider', () => {
  it('a 401 from the data provider goes through checkError; a rejection ends that session', async () => {
    const { provider } = memoryProvider([]);
    const seen: unknown[] = [];
    const auth: AuthProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async (error) => {
        seen.push(error);
        throw new Error('signed out');
      },
    };
    const backend = backendFor({ dataProvider: provider, authProvider: auth });
    const ended: unknown[] = [];
    const stop = onProviderSessionEnd((which) => ended.push(which));
    const refusal = Object.assign(new Error('Unauthorized'), { status: 401, body: {} });
    await expect(guarded(backend, () => Promise.reject(refusal))).rejects.toBeInstanceOf(ApiError);
    stop();
    expect(seen).toHaveLength(1);
    expect((seen[0] as ApiError).status).toBe(401);
    expect(ended).toEqual([backend]);
  });
});

describe('extras a provider may lack', () => {
  it('offers(): the reference API has every extra, a host provider the ones it defines', async () => {
    const { offers } = await import('../../../src/core/providers/offers');
    const { pageBackend } = await import('../../../src/core/providers/backend');
    const { provider } = memoryProvider([]);
    const plain = backendFor({ dataProvider: provider });
    const withRoutes = backendFor({
      dataProvider: { ...provider, getCategoryRoutes: async () => ({ data: [] }) },
    });
    expect(offers(pageBackend, 'setRolePermissions')).toBe(true);
    expect(offers(plain, 'getCategoryRoutes')).toBe(false);
    expect(offers(withRoutes, 'getCategoryRoutes')).toBe(true);
  });

  it('a missing extra names its feature, for the reason in the element language', async () => {
    const { unsupportedFeature } = await import('../../../src/ui/unsupported-note');
    const { setRolePermissions } = await import('../../../src/resources/roles/role-permissions');
    const { provider } = memoryProvider([]);
    const error = await setRolePermissions('r1', [], backendFor({ dataProvider: provider })).catch(
      (thrown: unknown) => thrown,
    );
    expect(unsupportedFeature(error)).toBe('rolePermissions');
    expect((error as ApiError).message).toBe('This back end does not offer role permissions.');
    expect(unsupportedFeature(new ApiError('HTTP_ERROR', 'x', { status: 500 }))).toBeUndefined();
  });
});

describe('canAccess', () => {
  it('maps permission codes to react-admin resource and action', async () => {
    const { accessOf } = await import('../../../src/ui/provider-permissions');
    expect(accessOf('tasks.read')).toEqual({ resource: 'tasks', action: 'list' });
    expect(accessOf('sys_users.write')).toEqual({ resource: 'sys/users', action: 'edit' });
    expect(accessOf('orders.refund')).toEqual({ resource: 'orders', action: 'refund' });
    expect(accessOf('export')).toEqual({ resource: '*', action: 'export' });
  });

  it("the codes a user holds are the ones the auth provider's canAccess allows", async () => {
    const { permissionsOn } = await import('../../../src/ui/provider-permissions');
    const { provider } = memoryProvider([]);
    const asked: unknown[] = [];
    const auth: AuthProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      canAccess: async (params) => {
        asked.push(params);
        if (params.resource === 'orders') throw new Error('offline');
        return params.resource === 'tasks' || params.action === 'export';
      },
    };
    const backend = backendFor({ dataProvider: provider, authProvider: auth });
    const me = await permissionsOn(backend, 'u-1');
    expect(me).toEqual({ id: 'u-1', data: ['tasks.read', 'tasks.write', 'export'] });
    expect(asked).toContainEqual({ resource: 'categories', action: 'edit' });
  });
});
