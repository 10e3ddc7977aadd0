// System users (back-office staff), roles and permissions.
import Type, { type Static } from 'typebox';
import { SORT_FIELDS, ROLE_CODES, SYS_USER_STATUSES } from '../enums';
import {
  Email,
  Nullable,
  Password,
  PersonName,
  Phone,
  Timestamp,
  listParams,
  listReply,
  patchOf,
  recordFields,
} from './common';

export const RoleCodeSchema = Type.Enum(ROLE_CODES);
export const PermissionCode = Type.String({
  pattern: '^[a-z][a-z_]*(\\.[a-z][a-z_]*)?$',
  maxLength: 64,
  description: '`area.action` (e.g. `tasks.write`) or a single word (`export`)',
});

const sysUserFields = {
  email: Email,
  name: PersonName,
  roles: Type.Array(RoleCodeSchema, { uniqueItems: true, maxItems: 4 }),
  status: Type.Enum(SYS_USER_STATUSES),
  phone: Nullable(Phone),
  two_factor_enabled: Type.Boolean({
    description: 'When true, phone sign-in asks for the account password after the code.',
  }),
};

export const SysUserSchema = Type.Object(
  { ...recordFields, ...sysUserFields, last_login_at: Nullable(Timestamp) },
  { title: 'SysUser' },
);
export type SysUser = Static<typeof SysUserSchema>;

export const SysUserCreateSchema = Type.Object(
  {
    email: sysUserFields.email,
    name: sysUserFields.name,
    password: Password,
    roles: Type.Optional(sysUserFields.roles),
    status: Type.Optional(sysUserFields.status),
    phone: Type.Optional(sysUserFields.phone),
    two_factor_enabled: Type.Optional(sysUserFields.two_factor_enabled),
  },
  { additionalProperties: false },
);
export type SysUserCreate = Static<typeof SysUserCreateSchema>;

export const SysUserPatchSchema = patchOf(SysUserCreateSchema);
export type SysUserPatch = Static<typeof SysUserPatchSchema>;

export const SysUserListParamsSchema = listParams(SORT_FIELDS.sysUsers, {
  email: Type.Optional(Type.String({ maxLength: 254 })),
  role: Type.Optional(RoleCodeSchema),
  status: Type.Optional(Type.Enum(SYS_USER_STATUSES)),
});
export type SysUserListParams = Static<typeof SysUserListParamsSchema>;
export const SysUserListSchema = listReply(SysUserSchema);

export const RoleSchema = Type.Object(
  {
    ...recordFields,
    code: RoleCodeSchema,
    name: Type.String({ minLength: 1, maxLength: 120 }),
    description: Type.String({ maxLength: 2000 }),
    permissions: Type.Array(PermissionCode),
  },
  { title: 'Role' },
);
export type Role = Static<typeof RoleSchema>;

export const RoleCreateSchema = Type.Object(
  {
    code: RoleCodeSchema,
    name: Type.String({ minLength: 1, maxLength: 120 }),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    permissions: Type.Optional(Type.Array(PermissionCode, { uniqueItems: true, maxItems: 200 })),
  },
  { additionalProperties: false },
);
export type RoleCreate = Static<typeof RoleCreateSchema>;

/** The code of a role is its identity and cannot change. */
export const RolePatchSchema = patchOf(Type.Omit(RoleCreateSchema, ['code']));
export type RolePatch = Static<typeof RolePatchSchema>;

/** The whole set of permissions a role holds, replacing the stored one. */
export const RolePermissionsPutSchema = Type.Object(
  { permissions: Type.Array(PermissionCode, { uniqueItems: true, maxItems: 200 }) },
  { additionalProperties: false },
);
export type RolePermissionsPut = Static<typeof RolePermissionsPutSchema>;

export const RoleListParamsSchema = listParams(SORT_FIELDS.roles, {});
export type RoleListParams = Static<typeof RoleListParamsSchema>;
export const RoleListSchema = listReply(RoleSchema);

export const PermissionSchema = Type.Object(
  {
    ...recordFields,
    code: PermissionCode,
    name: Type.String({ minLength: 1, maxLength: 120 }),
    description: Type.String({ maxLength: 2000 }),
    roles: Type.Array(RoleCodeSchema),
  },
  { title: 'Permission' },
);
export type Permission = Static<typeof PermissionSchema>;

export const PermissionCreateSchema = Type.Object(
  {
    code: PermissionCode,
    name: Type.String({ minLength: 1, maxLength: 120 }),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    roles: Type.Optional(Type.Array(RoleCodeSchema, { uniqueItems: true, maxItems: 4 })),
  },
  { additionalProperties: false },
);
export type PermissionCreate = Static<typeof PermissionCreateSchema>;

export const PermissionPatchSchema = patchOf(Type.Omit(PermissionCreateSchema, ['code']));
export type PermissionPatch = Static<typeof PermissionPatchSchema>;

export const PermissionListParamsSchema = listParams(SORT_FIELDS.permissions, {
  role: Type.Optional(RoleCodeSchema),
});
export type PermissionListParams = Static<typeof PermissionListParamsSchema>;
export const PermissionListSchema = listReply(PermissionSchema);
