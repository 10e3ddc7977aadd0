// Permission checks: the codes a user's roles hold, and the per-route check that answers 403 naming the missing code.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../../src/resources/schemas';
import { forbidden } from '../errors';
import { authOf } from './guard';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every one of these permission codes is needed to call the route. */
    permissions?: readonly string[];
  }
}

/**
 * The permission codes held by the roles of system user `u` (a SQL alias), sorted. SA holds every
 * code there is, whatever the join table says.
 */
export function permissionsSql(alias: string): string {
  return `CASE WHEN 'SA' = ANY (${alias}.roles)
    THEN (SELECT COALESCE(array_agg(p.code ORDER BY p.code COLLATE "C"), '{}') FROM permissions p)
    ELSE (SELECT COALESCE(array_agg(DISTINCT rp.permission_code COLLATE "C" ORDER BY rp.permission_code COLLATE "C"), '{}')
            FROM role_permissions rp WHERE rp.role_code = ANY (${alias}.roles)) END`;
}

export function holds(user: Pick<AuthUser, 'permissions'>, code: string): boolean {
  return user.permissions.includes(code);
}

/** Throws 403 naming the first of `codes` the user lacks. */
export function requirePermission(user: Pick<AuthUser, 'permissions'>, ...codes: string[]): void {
  for (const code of codes) if (!holds(user, code)) throw forbidden(code);
}

/** onRequest hook after authentication: the route's `config.permissions`, checked before the body is read. */
export function checkRoutePermissions(request: FastifyRequest): Promise<void> {
  const needed = request.routeOptions.config.permissions;
  if (needed?.length) requirePermission(authOf(request).user, ...needed);
  return Promise.resolve();
}

export function registerPermissionCheck(scope: FastifyInstance): void {
  scope.addHook('onRequest', checkRoutePermissions);
}
