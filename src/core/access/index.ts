// Role codes, the access levels they reach (each level admits its role and those above) and the route access check.

export const ROLE_CODES = ['SA', 'ADMIN', 'EDITOR', 'GUEST'] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

/** Each level admits its own role and every role above it. */
export const ACCESS_LEVELS = {
  sa: ['SA'],
  admin: ['SA', 'ADMIN'],
  editor: ['SA', 'ADMIN', 'EDITOR'],
  guest: ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
} as const satisfies Record<string, readonly RoleCode[]>;
export type AccessLevel = keyof typeof ACCESS_LEVELS;

/** What the access check reads of a user: roles as an array or a single value. */
export interface RoleHolder {
  roles?: readonly RoleCode[] | RoleCode | null;
}

export function isRoleCode(value: unknown): value is RoleCode {
  return typeof value === 'string' && (ROLE_CODES as readonly string[]).includes(value);
}

/** The user's roles as a list, whether the record holds one role or many. */
export function rolesOf(user: RoleHolder | null | undefined): RoleCode[] {
  const roles = user?.roles;
  if (roles === undefined || roles === null) return [];
  return (typeof roles === 'string' ? [roles] : [...roles]).filter(isRoleCode);
}

/**
 * A route with a role list is open only to a user holding one of those roles; a route
 * without one (undefined or empty) is open to any authenticated user. No user, no access.
 */
export function canAccess(
  allowed: readonly RoleCode[] | undefined,
  user: RoleHolder | null | undefined,
): boolean {
  if (!user) return false;
  if (!allowed || allowed.length === 0) return true;
  return rolesOf(user).some((role) => allowed.includes(role));
}

export function hasLevel(user: RoleHolder | null | undefined, level: AccessLevel): boolean {
  return canAccess(ACCESS_LEVELS[level], user);
}
