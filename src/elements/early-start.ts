// An element's first requests started by its entry module, before the UI code evaluates (no React here).
import { hasLevel } from '../core/access';
import { sessionStore } from '../core/auth/session';
import { configure } from '../core/config';

/**
 * Runs `start` when a `tag` element is already in the document and its screen will show (someone
 * is signed in, with the admin level if the element needs it). The element's `api-base` is
 * applied first, as the element itself would. A host that creates the element later loses
 * nothing: the screen asks when it mounts.
 */
export function startEarly(
  tag: string,
  options: { requiresAdmin: boolean },
  start: () => void,
): void {
  const element = globalThis.document?.querySelector(tag);
  if (!element) return;
  const { isAuthenticated, user } = sessionStore.getState();
  if (!isAuthenticated || (options.requiresAdmin && !hasLevel(user, 'admin'))) return;
  const apiBase = element.getAttribute('api-base');
  if (apiBase) configure({ apiBase });
  start();
}
