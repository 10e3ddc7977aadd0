// Permissions: what each role holds, the 403 that names a missing code on every area, and changes
// to a role's permissions taking effect at once on the server and at the next refresh on the client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSION_AREAS,
  PERMISSION_CODES,
} from '../../src/resources/permission-codes';
import { ACCOUNTS, BACKENDS, type Item, type List, type TestApp, startTestApp } from './harness';

interface Tokens {
  access_token: string;
  refresh_token: string;
  user: { permissions: string[] };
}

/** The list path of each area, and a body its create accepts enough of to get past the permission check. */
const AREA_PATHS: Record<(typeof PERMISSION_AREAS)[number], string> = {
  tasks: '/api/v1/tasks',
  messages: '/api/v1/messages',
  sources: '/api/v1/sources',
  categories: '/api/v1/categories',
  channels: '/api/v1/channels',
  users: '/api/v1/users',
  buyers: '/api/v1/buyers',
  orders: '/api/v1/orders',
  links: '/api/v1/links',
  sys_users: '/api/v1/sys/users',
};

describe.each(BACKENDS)('permissions on %s', (backend) => {
  let t: TestApp;
  let sa: string;
  let adminRole: Item;
  beforeAll(async () => {
    t = await startTestApp(backend);
    sa = await t.login('SA');
    const roles = await t.getOk('/api/v1/sys/roles', sa);
    adminRole = roles.items.find((role) => role.code === 'ADMIN')!;
  });
  afterAll(() => t.close());

  let client = 0;
  async function signIn(role: keyof typeof ACCOUNTS): Promise<Tokens> {
    const { email, password } = ACCOUNTS[role];
    const res = await t.call<Tokens>('POST', '/api/v1/sys/auth/login', {
      payload: { email, password },
      remoteAddress: `10.9.0.${++client}`,
    });
    expect(res.status).toBe(200);
    return res.body;
  }

  async function setAdminPermissions(permissions: readonly string[]) {
    const res = await t.call<Item>('PUT', `/api/v1/sys/roles/${adminRole.uuid}/permissions`, {
      token: sa,
      payload: { permissions },
    });
    expect(res.status).toBe(200);
    return res.body;
  }
  const adminDefaults = DEFAULT_ROLE_PERMISSIONS.ADMIN;

  it('sign-in carries the permissions: SA all, ADMIN all but refund and permission changes', async () => {
    expect((await signIn('SA')).user.permissions).toEqual([...PERMISSION_CODES].sort());
    const admin = (await signIn('ADMIN')).user.permissions;
    expect(admin).toEqual([...adminDefaults].sort());
    expect(admin).not.toContain('orders.refund');
    expect(admin).not.toContain('permissions.write');
    expect(admin).toContain('export');
  });

  it('EDITOR and GUEST hold reads only', async () => {
    for (const role of ['EDITOR', 'GUEST'] as const) {
      const held = (await signIn(role)).user.permissions;
      expect(held.length).toBeGreaterThan(0);
      expect(
        held.every((code) => code.endsWith('.read')),
        role,
      ).toBe(true);
    }
  });

  it('GET /sys/me returns the user with status and permissions, for any signed-in role', async () => {
    const me = await t.getOk<Item>('/api/v1/sys/me', await t.login('EDITOR'));
    expect(me).toMatchObject({
      email: 'editor@example.com',
      roles: ['EDITOR'],
      status: 'active',
      permissions: [...DEFAULT_ROLE_PERMISSIONS.EDITOR].sort(),
    });
    expect((await t.call('GET', '/api/v1/sys/me')).status).toBe(401);
  });

  it('a role without an area read gets 403 naming it, on every area; without write, on create', async () => {
    const admin = await t.login('ADMIN');
    for (const area of PERMISSION_AREAS) {
      await setAdminPermissions(adminDefaults.filter((code) => code !== `${area}.read`));
      const read = await t.call('GET', `${AREA_PATHS[area]}?limit=1`, { token: admin });
      expect(read.status, area).toBe(403);
      expect(read.body).toMatchObject({
        error: { code: 'FORBIDDEN', permission: `${area}.read` },
      });

      await setAdminPermissions(adminDefaults.filter((code) => code !== `${area}.write`));
      expect((await t.call('GET', `${AREA_PATHS[area]}?limit=1`, { token: admin })).status).toBe(
        200,
      );
      // The permission is checked before the body: an empty body is refused with 403, not 400.
      const write = await t.call('POST', AREA_PATHS[area], { token: admin, payload: {} });
      expect(write.status, area).toBe(403);
      expect(write.body).toMatchObject({ error: { permission: `${area}.write` } });
    }
    await setAdminPermissions(adminDefaults);
  });

  it('sub-resources check their area too', async () => {
    const admin = await t.login('ADMIN');
    const task = (await t.getOk('/api/v1/tasks?limit=1', admin)).items[0]!;
    const category = (await t.getOk('/api/v1/categories?limit=1', admin)).items[0]!;
    await setAdminPermissions(
      adminDefaults.filter((c) => !['tasks.read', 'categories.read', 'channels.read'].includes(c)),
    );
    for (const [path, permission] of [
      [`/api/v1/tasks/${task.uuid}/reviews`, 'tasks.read'],
      [`/api/v1/categories/${category.uuid}/routes`, 'categories.read'],
      ['/api/v1/channels/suggestions', 'channels.read'],
    ] as const) {
      const res = await t.call('GET', path, { token: admin });
      expect(res.status, path).toBe(403);
      expect(res.body).toMatchObject({ error: { permission } });
    }
    await setAdminPermissions(adminDefaults);
  });

  it('a removed permission is refused at once, and the client sees it at its next refresh', async () => {
    const session = await signIn('ADMIN');
    const link = (await t.getOk('/api/v1/links?limit=1', session.access_token)).items[0]!;
    await setAdminPermissions(adminDefaults.filter((code) => code !== 'links.write'));

    const patch = await t.call('PATCH', `/api/v1/links/${link.uuid}`, {
      token: session.access_token,
      payload: { title: 'Not allowed' },
    });
    expect(patch.status).toBe(403);
    expect(patch.body).toMatchObject({
      error: { code: 'FORBIDDEN', permission: 'links.write', message: expect.any(String) },
    });

    const refreshed = await t.call<Tokens>('POST', '/api/v1/sys/auth/refresh', {
      payload: { refresh_token: session.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user.permissions).not.toContain('links.write');
    expect(refreshed.body.user.permissions).toContain('links.read');

    await setAdminPermissions(adminDefaults);
    const again = await t.call('PATCH', `/api/v1/links/${link.uuid}`, {
      token: session.access_token,
      payload: { title: 'Allowed again' },
    });
    expect(again.status).toBe(200);
  });

  it('changing permissions needs permissions.write, which ADMIN lacks', async () => {
    const admin = await t.login('ADMIN');
    const put = await t.call('PUT', `/api/v1/sys/roles/${adminRole.uuid}/permissions`, {
      token: admin,
      payload: { permissions: [...adminDefaults, 'orders.refund'] },
    });
    expect(put.status).toBe(403);
    expect(put.body).toMatchObject({ error: { permission: 'permissions.write' } });
    const patch = await t.call('PATCH', `/api/v1/sys/roles/${adminRole.uuid}`, {
      token: admin,
      payload: { permissions: [] },
    });
    expect(patch.status).toBe(403);
    // Reading roles and permissions needs only the admin level.
    expect((await t.getOk('/api/v1/permissions?limit=100', admin)).total).toBe(
      PERMISSION_CODES.length,
    );
  });

  it('the role reply lists the new permissions, and a granted one works for the holder', async () => {
    const role = await setAdminPermissions([...adminDefaults, 'orders.refund']);
    expect(role.permissions).toEqual([...adminDefaults, 'orders.refund'].sort());
    expect((await signIn('ADMIN')).user.permissions).toContain('orders.refund');
    await setAdminPermissions(adminDefaults);
  });

  it('SA is locked: its permissions cannot change, and it keeps every new permission', async () => {
    const roles = await t.getOk<List>('/api/v1/sys/roles', sa);
    const saRole = roles.items.find((role) => role.code === 'SA')!;
    const put = await t.call('PUT', `/api/v1/sys/roles/${saRole.uuid}/permissions`, {
      token: sa,
      payload: { permissions: ['tasks.read'] },
    });
    expect(put.status).toBe(409);
    const created = await t.call<Item>('POST', '/api/v1/permissions', {
      token: sa,
      payload: { code: 'reports.read', name: 'Read reports', roles: ['ADMIN'] },
    });
    expect(created.status).toBe(201);
    expect(created.body.roles).toEqual(['ADMIN', 'SA']);
    expect((await signIn('SA')).user.permissions).toContain('reports.read');
    expect(
      (await t.call('DELETE', `/api/v1/permissions/${created.body.uuid}`, { token: sa })).status,
    ).toBe(204);
  });

  it('bad input to the role permissions is 400 naming the field', async () => {
    const unknown = await t.call('PUT', `/api/v1/sys/roles/${adminRole.uuid}/permissions`, {
      token: sa,
      payload: { permissions: ['no.such_code'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: { fields: { permissions: expect.any(String) } } });
    const malformed = await t.call('PUT', `/api/v1/sys/roles/${adminRole.uuid}/permissions`, {
      token: sa,
      payload: { permissions: ['Not A Code'] },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      error: { fields: { 'permissions.0': expect.any(String) } },
    });
    const missing = await t.call('PUT', `/api/v1/sys/roles/${adminRole.uuid}/permissions`, {
      token: sa,
      payload: {},
    });
    expect(missing.body).toMatchObject({ error: { fields: { permissions: expect.any(String) } } });
  });
});
