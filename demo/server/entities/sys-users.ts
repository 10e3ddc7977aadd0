// System users, roles and permissions: the staff side, with the rules that protect SA accounts.
import type { RoleCode } from '../../../src/resources/enums';
import * as S from '../../../src/resources/schemas';
import { isAdmin, isSuperAdmin } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import { type EntityDef, type WriteContext, contains, equals, holds } from '../crud/entity';
import type { Queryable, Row } from '../db/database';
import { HttpError, conflict, invalid } from '../errors';

const RECORD = ['uuid', 'created_at', 'updated_at'] as const;

const onlySa = () => new HttpError(403, 'FORBIDDEN', 'Only SA may create or change SA accounts');

function rolesOf(row: Row | undefined): RoleCode[] {
  return (row?.roles as RoleCode[] | undefined) ?? [];
}

async function checkRolesExist(tx: Queryable, roles: string[]): Promise<void> {
  if (!roles.length) return;
  const found = await tx.query<{ code: string }>('SELECT code FROM roles WHERE code = ANY ($1)', [
    roles,
  ]);
  if (found.length !== roles.length) invalidRoles();
}

function invalidRoles(): never {
  throw invalid({ roles: 'names a role that does not exist' });
}

async function prepareSysUser(values: Row, { auth, current, tx }: WriteContext): Promise<Row> {
  const nextRoles = values.roles === undefined ? rolesOf(current) : rolesOf(values);
  const touchesSa = nextRoles.includes('SA') || rolesOf(current).includes('SA');
  if (touchesSa && !isSuperAdmin(auth.user)) throw onlySa();
  if (current && current.uuid === auth.user.uuid) {
    const status = values.status ?? current.status;
    if (status !== 'active' || !isAdmin({ roles: nextRoles })) {
      throw conflict('You cannot remove your own access', { roles: 'would lock you out' });
    }
  }
  if (values.roles !== undefined) await checkRolesExist(tx, rolesOf(values));
  if (typeof values.email === 'string') values.email = values.email.toLowerCase();
  if (typeof values.password === 'string') {
    values.password_hash = await hashPassword(values.password);
    delete values.password;
  }
  return values;
}

export const sysUsers: EntityDef = {
  name: 'sys-users',
  title: 'System user',
  path: '/sys/users',
  table: 'sys_users',
  columns: [
    ...RECORD,
    'email',
    'name',
    'roles',
    'status',
    'phone',
    'two_factor_enabled',
    'last_login_at',
  ],
  writable: {
    email: 'value',
    name: 'value',
    roles: 'value',
    status: 'value',
    phone: 'value',
    two_factor_enabled: 'value',
    password_hash: 'value',
  },
  filters: { email: contains('email'), role: holds('roles'), status: equals('status') },
  access: { read: 'sys_users.read', write: 'sys_users.write' },
  schemas: {
    item: S.SysUserSchema,
    create: S.SysUserCreateSchema,
    patch: S.SysUserPatchSchema,
    list: S.SysUserListParamsSchema,
    listReply: S.SysUserListSchema,
  },
  hooks: {
    prepare: prepareSysUser,
    beforeDelete: (current, { auth }) => {
      if (rolesOf(current).includes('SA') && !isSuperAdmin(auth.user)) throw onlySa();
      if (current.uuid === auth.user.uuid) throw conflict('You cannot delete your own account');
    },
  },
};

/** Replaces the role/permission pairs on one side of the join table. */
async function replacePairs(
  tx: Queryable,
  side: 'role_code' | 'permission_code',
  code: string,
  others: string[],
): Promise<void> {
  const otherSide = side === 'role_code' ? 'permission_code' : 'role_code';
  const otherTable = side === 'role_code' ? 'permissions' : 'roles';
  const field = side === 'role_code' ? 'permissions' : 'roles';
  const found = await tx.query(`SELECT code FROM ${otherTable} WHERE code = ANY ($1)`, [others]);
  if (found.length !== new Set(others).size) {
    throw invalid({ [field]: `names a ${field.slice(0, -1)} that does not exist` });
  }
  await tx.query(`DELETE FROM role_permissions WHERE ${side} = $1`, [code]);
  await tx.query(
    `INSERT INTO role_permissions (${side}, ${otherSide}) SELECT $1, unnest($2::text[])`,
    [code, others],
  );
}

/** SA holds every permission always; its holdings cannot be edited. */
const saLocked = () => conflict('SA holds every permission; its permissions cannot change');

async function grantToSa(tx: Queryable, code: string): Promise<void> {
  await tx.query(
    `INSERT INTO role_permissions (role_code, permission_code) SELECT 'SA', $1
      WHERE EXISTS (SELECT 1 FROM roles WHERE code = 'SA') ON CONFLICT DO NOTHING`,
    [code],
  );
}

async function codeOf(tx: Queryable, table: string, uuid: string): Promise<string> {
  const [row] = await tx.query<{ code: string }>(`SELECT code FROM ${table} WHERE uuid = $1`, [
    uuid,
  ]);
  return row!.code;
}

export const roles: EntityDef = {
  name: 'sys-roles',
  title: 'Role',
  path: '/sys/roles',
  table: 'roles',
  columns: [...RECORD, 'code', 'name', 'description'],
  computed: {
    permissions: `COALESCE((SELECT array_agg(rp.permission_code ORDER BY rp.permission_code COLLATE "C")
      FROM role_permissions rp WHERE rp.role_code = t.code), '{}')`,
  },
  writable: { code: 'value', name: 'value', description: 'value' },
  filters: {},
  // Reading the matrix needs only the admin level; changing it needs permissions.write.
  access: { read: null, write: 'permissions.write' },
  schemas: {
    item: S.RoleSchema,
    create: S.RoleCreateSchema,
    patch: S.RolePatchSchema,
    list: S.RoleListParamsSchema,
    listReply: S.RoleListSchema,
  },
  hooks: {
    prepare: (values, { current }) => {
      if (current?.code === 'SA' && values.permissions !== undefined) throw saLocked();
      return values;
    },
    afterWrite: async (uuid, body, { tx }) => {
      const permissions = body.permissions as string[] | undefined;
      if (permissions)
        await replacePairs(tx, 'role_code', await codeOf(tx, 'roles', uuid), permissions);
    },
    beforeDelete: async (current, { tx }) => {
      const [held] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sys_users WHERE $1 = ANY (roles)',
        [current.code],
      );
      if (held && held.n > 0) {
        throw conflict(`The role is held by ${held.n} system user(s)`);
      }
    },
  },
};

export const permissions: EntityDef = {
  name: 'permissions',
  title: 'Permission',
  path: '/permissions',
  table: 'permissions',
  columns: [...RECORD, 'code', 'name', 'description'],
  computed: {
    roles: `COALESCE((SELECT array_agg(rp.role_code ORDER BY rp.role_code COLLATE "C")
      FROM role_permissions rp WHERE rp.permission_code = t.code), '{}')`,
  },
  writable: { code: 'value', name: 'value', description: 'value' },
  filters: {
    role: {
      sql: (p) =>
        `EXISTS (SELECT 1 FROM role_permissions rp WHERE rp.permission_code = t.code AND rp.role_code = ${p})`,
    },
  },
  // Reading the matrix needs only the admin level; changing it needs permissions.write.
  access: { read: null, write: 'permissions.write' },
  schemas: {
    item: S.PermissionSchema,
    create: S.PermissionCreateSchema,
    patch: S.PermissionPatchSchema,
    list: S.PermissionListParamsSchema,
    listReply: S.PermissionListSchema,
  },
  hooks: {
    afterWrite: async (uuid, body, { tx }) => {
      const holders = body.roles as string[] | undefined;
      const code = await codeOf(tx, 'permissions', uuid);
      // SA holds every permission: it is kept among the holders whatever the body says.
      if (holders)
        await replacePairs(tx, 'permission_code', code, [...new Set([...holders, 'SA'])]);
      else await grantToSa(tx, code);
    },
  },
};
