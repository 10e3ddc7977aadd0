// Request authentication: the bearer token becomes `request.auth`; area routes also require the admin level.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../../src/resources/schemas';
import { HttpError } from '../errors';
import type { AuthContext, SessionService } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The admin level is SA or ADMIN. */
export function isAdmin(user: Pick<AuthUser, 'roles'>): boolean {
  return user.roles.includes('SA') || user.roles.includes('ADMIN');
}

export function isSuperAdmin(user: Pick<AuthUser, 'roles'>): boolean {
  return user.roles.includes('SA');
}

export function registerAuthDecorator(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}

/** onRequest hook: runs before body parsing, so an anonymous caller gets 401 before any 400. */
export function requireSignedIn(sessions: SessionService) {
  return async (request: FastifyRequest) => {
    request.auth = await sessions.authenticate(request.headers.authorization);
  };
}

export function requireAdmin(sessions: SessionService) {
  return async (request: FastifyRequest) => {
    const auth = await sessions.authenticate(request.headers.authorization);
    if (!isAdmin(auth.user)) {
      throw new HttpError(403, 'FORBIDDEN', 'This needs the admin level (SA or ADMIN)');
    }
    request.auth = auth;
  };
}

/** The signed-in user of a route behind a guard. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, 'UNAUTHORIZED', 'Sign in to continue');
  return request.auth;
}
