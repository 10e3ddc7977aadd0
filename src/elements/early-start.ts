// An element's first requests started by its entry module, before the UI code evaluates (no React here).
import { hasLevel } from '../core/access';
import { sessionStore } from '../core/auth/session';
import { adoptApiBase } from '../core/config';
import { namesOwnBackend } from '../core/providers/backend';
import { prepareFormats } from '../ui/format';
import { languageOf } from './host-language';

/**
 * Runs `start` when a `tag` element is already in the document and its screen will show (someone
 * is signed in, with the admin level if the element needs it). The element's `api-base` is
 * applied first, as the element itself would. A host that creates the element later loses
 * nothing: the screen asks when it mounts.
 *
 * Then the element's number and date formats are built: the page's first Intl format loads the
 * browser's locale data, 15-30 ms of main thread on a first visit. Here the main thread would
 * otherwise wait for the UI code to arrive; in the first render it is on the way to the rows.
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
  if (apiBase) adoptApiBase(apiBase);
  // An element on a back end of its own asks there itself once it mounts.
  // (Providers a host set before the class was defined are the element's own properties.)
  const { dataProvider, authProvider } = element as {
    dataProvider?: unknown;
    authProvider?: unknown;
  };
  if (namesOwnBackend({ apiBase, dataProvider, authProvider })) return;
  start();
  prepareFormats(languageOf(element));
}
