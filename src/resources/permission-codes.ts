// The permission codes roles hold, grouped by area, with what each allows. Plain data: the server seeds
// and checks them, the console shows and gates by them.

/** Areas with a `<area>.read` and a `<area>.write` permission. */
export const PERMISSION_AREAS = [
  'tasks',
  'messages',
  'sources',
  'categories',
  'channels',
  'users',
  'buyers',
  'orders',
  'links',
  'sys_users',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

/** Permissions beyond read and write of an area. */
export const SPECIAL_PERMISSIONS = [
  'orders.refund',
  'messages.publish',
  'permissions.write',
  'export',
] as const;
export type SpecialPermission = (typeof SPECIAL_PERMISSIONS)[number];

export type PermissionCodeName =
  | `${PermissionArea}.read`
  | `${PermissionArea}.write`
  | SpecialPermission;

export const readOf = (area: PermissionArea) => `${area}.read` as const;
export const writeOf = (area: PermissionArea) => `${area}.write` as const;

/** Every permission code, area permissions first. */
export const PERMISSION_CODES: readonly PermissionCodeName[] = [
  ...PERMISSION_AREAS.flatMap((area) => [readOf(area), writeOf(area)]),
  ...SPECIAL_PERMISSIONS,
];

/** The permissions the seed gives each role; SA holds every permission whatever is stored. */
export const DEFAULT_ROLE_PERMISSIONS = {
  ADMIN: PERMISSION_CODES.filter(
    (code) => code !== 'orders.refund' && code !== 'permissions.write',
  ),
  EDITOR: PERMISSION_AREAS.map(readOf),
  GUEST: (['tasks', 'messages', 'channels'] as const).map(readOf),
} as const;
