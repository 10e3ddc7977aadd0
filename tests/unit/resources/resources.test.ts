// Resources against a real HTTP server: list, get, create, update, remove, cache upkeep.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure } from '../../../src/core/config';
import { LIST_DEFAULTS } from '../../../src/core/constants';
import { QUERY_GROUPS, queryClient } from '../../../src/core/query/client';
import {
  buyers,
  categories,
  channels,
  links,
  messages,
  orders,
  permissions,
  roles,
  sources,
  sysUsers,
  tasks,
  users,
} from '../../../src/resources';
import type { Task } from '../../../src/resources/schemas';
import {
  type ApiServer,
  errorReply,
  type RecordedRequest,
  type Reply,
  setPageUrl,
  startApiServer,
} from '../core/support/api-server';

type Row = Task;

/** A whole task record (the resource checks every field's type), with the fields a test names. */
function taskRow(uuid: string, title: string, created_at: string): Row {
  return {
    uuid,
    title,
    created_at,
    updated_at: created_at,
    description: '',
    status: 'open',
    priority: 'normal',
    assignee_sys_user_uuid: null,
    creator_sys_user_uuid: null,
    message_uuid: null,
    due_at: null,
  };
}

/** A minimal REST collection under /api/v1/tasks, newest first, like the reference server. */
function tasksApi(rows: Row[]) {
  let next = 100;
  return (request: RecordedRequest): Reply => {
    const [, uuid] = request.path.match(/^\/api\/v1\/tasks(?:\/([^/]+))?$/) ?? [];
    if (!request.path.startsWith('/api/v1/tasks')) return { status: 404 };
    const index = rows.findIndex((row) => row.uuid === uuid);
    switch (`${request.method} ${uuid ? 'item' : 'list'}`) {
      case 'GET list': {
        const limit = Number(request.query.get('limit') ?? 20);
        return { json: { items: rows.slice(0, limit), total: rows.length } };
      }
      case 'POST list': {
        const body = request.body as { title: string };
        const row = taskRow(`t-${next++}`, body.title, '2024-06-01T00:00:00Z');
        rows.unshift(row);
        return { status: 201, json: row };
      }
      case 'GET item':
        return index < 0 ? errorReply(404, 'NOT_FOUND', 'No such task') : { json: rows[index] };
      case 'PATCH item': {
        const row = { ...(rows[index] as Row), ...(request.body as Partial<Row>) };
        rows[index] = row;
        return { json: row };
      }
      case 'DELETE item':
        rows.splice(index, 1);
        return { status: 204 };
      default:
        return { status: 405 };
    }
  };
}

const seed = (): Row[] => [
  taskRow('t-3', 'Route category to channel', '2024-05-03T00:00:00Z'),
  taskRow('t-2', 'Approve pending messages', '2024-05-02T00:00:00Z'),
  taskRow('t-1', 'Review the new source', '2024-05-01T00:00:00Z'),
];

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer();
  setPageUrl(`${server.origin}/`);
  configure({ apiBase: server.apiBase });
});

afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  server.setHandler(tasksApi(seed()));
  queryClient.clear();
  tasks.store.getState().setList([], { params: { ...LIST_DEFAULTS.tasks } });
});

/** The first page in the task store, as a list screen puts it there. */
async function fillStore(): Promise<void> {
  const reply = await tasks.list(tasks.defaults);
  tasks.store.getState().setList(reply.items, { total: reply.total });
}

const titles = () => tasks.store.getState().items.map((task) => task.title);

describe('resource calls', () => {
  it('list sends the params as the query and returns items and total', async () => {
    const reply = await tasks.list({ ...tasks.defaults, limit: 2, q: '' });
    expect(reply.items.map((task) => task.uuid)).toEqual(['t-3', 't-2']);
    expect(reply.total).toBe(3);
    const query = server.requests[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      limit: '2',
      offset: '0',
      order: 'desc',
      withCount: 'true',
    });
  });

  it('get reads one item by uuid', async () => {
    await expect(tasks.get('t-2')).resolves.toMatchObject({ title: 'Approve pending messages' });
    expect(server.requests[0]?.path).toBe('/api/v1/tasks/t-2');
  });

  it('create posts the body and puts the new item at the front of the store', async () => {
    await fillStore();
    const created = await tasks.create({ title: 'Check the new channel' });
    expect(server.calls('/api/v1/tasks', 'POST')[0]?.body).toEqual({
      title: 'Check the new channel',
    });
    expect(created.uuid).toBe('t-100');
    expect(titles()).toEqual([
      'Check the new channel',
      'Route category to channel',
      'Approve pending messages',
      'Review the new source',
    ]);
    expect(tasks.store.getState().total).toBe(4);
  });

  it('update patches the item and replaces it in place in the store', async () => {
    await fillStore();
    await tasks.update('t-2', { title: 'Approve all pending messages' });
    expect(server.calls('/api/v1/tasks/t-2', 'PATCH')[0]?.body).toEqual({
      title: 'Approve all pending messages',
    });
    expect(titles()).toEqual([
      'Route category to channel',
      'Approve all pending messages',
      'Review the new source',
    ]);
  });

  it('remove deletes the item and drops it from the store and its lookup', async () => {
    await fillStore();
    await tasks.remove('t-3');
    expect(server.calls('/api/v1/tasks/t-3', 'DELETE')).toHaveLength(1);
    expect(tasks.store.getState().items.map((task) => task.uuid)).toEqual(['t-2', 't-1']);
    expect(tasks.store.getState().byId['t-3']).toBeUndefined();
  });

  it('a failed mutation leaves the store as it was', async () => {
    await fillStore();
    server.setHandler(() => errorReply(400, 'VALIDATION_ERROR', 'Title is required'));
    await expect(tasks.create({ title: '' })).rejects.toMatchObject({ kind: 'HTTP_ERROR' });
    expect(tasks.store.getState().items).toHaveLength(3);
  });

  it('a mutation invalidates the cached data of its group', async () => {
    const listKey = tasks.keys.list({ ...tasks.defaults });
    const otherKey = messages.keys.list({ ...messages.defaults });
    queryClient.setQueryData(listKey, { items: [], total: 0 });
    queryClient.setQueryData(otherKey, { items: [], total: 0 });
    await tasks.create({ title: 'Check the new channel' });
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(otherKey)?.isInvalidated).toBe(false);
  });

  it('a refused write (409: the record changed elsewhere) marks the lists of its group to be read again', async () => {
    const listKey = tasks.keys.list({ ...tasks.defaults });
    queryClient.setQueryData(listKey, { items: [], total: 0 });
    server.setHandler(() => errorReply(409, 'CONFLICT', 'The task changed meanwhile'));
    await expect(tasks.update('t-3', { title: 'Stale edit' })).rejects.toMatchObject({
      status: 409,
    });
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('query keys start with the group and tell list pages and items apart', () => {
    expect(tasks.keys.all).toEqual(['tasks', 'tasks']);
    expect(tasks.keys.list({ ...tasks.defaults, offset: 20 })).toEqual([
      'tasks',
      'tasks',
      'list',
      { ...LIST_DEFAULTS.tasks, offset: 20 },
    ]);
    expect(tasks.keys.detail('t-1')).toEqual(['tasks', 'tasks', 'detail', 't-1']);
  });
});

describe('the resources', () => {
  it('each entity has its API path, cached-data group and list defaults', () => {
    const table = [
      tasks,
      channels,
      categories,
      messages,
      sources,
      sysUsers,
      roles,
      users,
      orders,
      buyers,
      links,
      permissions,
    ].map(({ name, path, group, defaults }) => ({ name, path, group, defaults }));
    expect(table).toEqual([
      { name: 'tasks', path: '/tasks', group: 'tasks', defaults: LIST_DEFAULTS.tasks },
      { name: 'channels', path: '/channels', group: 'channels', defaults: LIST_DEFAULTS.channels },
      {
        name: 'categories',
        path: '/categories',
        group: 'categories',
        defaults: LIST_DEFAULTS.categories,
      },
      { name: 'messages', path: '/messages', group: 'messages', defaults: LIST_DEFAULTS.messages },
      { name: 'sources', path: '/sources', group: 'sources', defaults: LIST_DEFAULTS.sources },
      { name: 'sysUsers', path: '/sys/users', group: 'sysUsers', defaults: LIST_DEFAULTS.sysUsers },
      { name: 'roles', path: '/sys/roles', group: 'roles', defaults: LIST_DEFAULTS.roles },
      { name: 'users', path: '/users', group: 'users', defaults: LIST_DEFAULTS.users },
      { name: 'orders', path: '/orders', group: 'orders', defaults: LIST_DEFAULTS.orders },
      { name: 'buyers', path: '/buyers', group: 'buyers', defaults: LIST_DEFAULTS.buyers },
      { name: 'links', path: '/links', group: 'links', defaults: LIST_DEFAULTS.links },
      {
        name: 'permissions',
        path: '/permissions',
        group: 'permissions',
        defaults: LIST_DEFAULTS.permissions,
      },
    ]);
  });

  it('each list store starts with its defaults', () => {
    expect(sysUsers.store.getState().params).toEqual(LIST_DEFAULTS.sysUsers);
    expect(messages.store.getState().params).toEqual(LIST_DEFAULTS.messages);
  });

  it('the system users list leaves its empty filters out of the query', async () => {
    server.setHandler(() => ({ json: { items: [], total: 0 } }));
    await sysUsers.list(sysUsers.defaults);
    const [request] = server.calls('/api/v1/sys/users', 'GET');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      limit: '10',
      offset: '0',
      order: 'desc',
    });
    expect(QUERY_GROUPS.sysUsers).toBe(sysUsers.group);
  });
});
