// The area a console's first screen shows, and that screen's code as soon as it has arrived: the
// element's first render takes the screen from here when the early start already brought it, instead
// of rendering an empty frame first and the screen in a second commit.
import type { ComponentType } from 'react';
import type { AreaDeclaration, AreaScreenProps } from '../areas/area-list';
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

const arrived = new Map<string, ComponentType<AreaScreenProps>>();

/**
 * As the element's code arrives (before the element renders): the page's console's first screen,
 * the early start's request joined, kept once it is here.
 */
export function keepPageFirstScreen(): void {
  const host = globalThis.document?.querySelector('bo-console');
  if (!host) return;
  const area = firstScreenArea(host.getAttribute('routing'), host.getAttribute('base-path'));
  if (!area || arrived.has(area.key)) return;
  area.load().then(
    (module) => {
      arrived.set(area.key, module.default);
    },
    // The element's own loader reports a failure (and asks again).
    () => undefined,
  );
}

/** The area's screen if its code has already arrived, else null. */
export function arrivedScreen(area: AreaDeclaration | null): ComponentType<AreaScreenProps> | null {
  return (area && arrived.get(area.key)) ?? null;
}
