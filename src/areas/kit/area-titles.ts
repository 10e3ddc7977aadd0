// Each area's title in English, by its catalog key (`<namespace>.title`, the key a host's `strings`
// replaces): the area's own texts take it from here, and the console's navigation, the dashboard's
// cards and the permission matrix name an area by the same key without loading its texts.
import { FALLBACK_LANGUAGE, registerMessages, type Translator } from '../../core/i18n';

export const AREA_TITLES = {
  'tasks.title': 'Tasks',
  'channels.title': 'Channels',
  'sysUsers.title': 'System users',
  'sources.title': 'Sources',
  'users.title': 'Users',
  'buyers.title': 'Buyers',
  'orders.title': 'Orders',
  'links.title': 'Links',
  'messages.title': 'Messages',
  'categories.title': 'Categories',
  'permissionMatrix.title': 'Permissions',
  'dashboard.title': 'Dashboard',
} as const;

export type AreaTitleKey = keyof typeof AREA_TITLES;

registerMessages(FALLBACK_LANGUAGE, AREA_TITLES);

/** An area's title in the translator's language (a host's `strings` included). */
export function areaTitle(translator: Translator, key: AreaTitleKey): string {
  return translator.translate(key);
}
