// The area a console's first screen shows, from the element's routing attributes.
import type { AreaDeclaration } from '../areas/area-list';
import { hasLevel } from '../core/access';
import { sessionStore } from '../core/auth/session';
import { areaAt, consoleAddress } from './early/first-screen';

/**
 * The area a first screen shows: browser routing (the address is the page's, which the router
 * reads when it takes over), an area's path, and someone with the admin level signed in (the
 * guards would show no screen otherwise).
 */
export function firstScreenArea(
  routing: string | null | undefined,
  basePath: string | null | undefined,
): AreaDeclaration | null {
  if ((routing ?? 'browser') !== 'browser') return null;
  const { user, isAuthenticated } = sessionStore.getState();
  if (!isAuthenticated || !hasLevel(user, 'admin')) return null;
  return areaAt(consoleAddress({ routing: 'browser', basePath }).path) ?? null;
}
