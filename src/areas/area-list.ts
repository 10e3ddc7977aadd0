// The one table of areas: each area's key, route, tag, title key, icon, permission, nav group,
// screen loader, search source and dashboard card, in navigation order. The console's routes,
// navigation, icons, search and the dashboard's cards, the element registry and the build's
// chunk groups all read it. It holds light data and dynamic imports only, and imports nothing
// but types, so the build scripts can evaluate it and no screen's code comes with it.
import type { PermissionArea } from '../resources/permission-codes';
import type { AreaTitleKey } from './kit/area-titles';
import type { AreaModule } from './kit/area-screen';

export type { AreaModule, AreaScreenProps } from './kit/area-screen';

export type NavGroup = 'workspace' | 'content' | 'market' | 'admin';

/** The navigation's groups, in order. */
export const NAV_GROUPS: readonly NavGroup[] = ['workspace', 'content', 'market', 'admin'];

export interface SearchHit {
  uuid: string;
  label: string;
  detail?: string;
}

/** How the console's global search asks an area: its endpoint's `q`, and a row as a hit. */
export interface AreaSearch {
  endpoint: string;
  hit(row: Readonly<Record<string, unknown>>): SearchHit;
}

export interface AreaDeclaration {
  /** The resource name, also the `bo_columns:<key>` suffix. */
  key: string;
  /** The console route, e.g. `/task`. */
  path: string;
  tag: string;
  /** The folder of its code under src/areas/. */
  folder: string;
  /** The catalog key of its title (nav label, document title, card, sign-in form). */
  titleKey: AreaTitleKey;
  /** The navigation's icon, a Fluent icon name without size and style (console/layout/area-icons). */
  icon: string;
  /** The area whose `<area>.read` / `<area>.write` permissions gate its rows; none for overviews. */
  permission: PermissionArea | null;
  group: NavGroup;
  /** A list of rows (toolbar, table, drawer), as opposed to a page of its own. */
  rows: boolean;
  /** Loads the screen's chunk. */
  load(): Promise<AreaModule>;
  /** Present when the global search looks in this area. */
  search?: AreaSearch;
  /** The dashboard shows a card with the area's count (its permission area's). */
  tile: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A search whose hit names a row by one of its fields (cut to `longest`) and details it by another. */
function searchBy(endpoint: string, label: string, detail: string, longest?: number): AreaSearch {
  return {
    endpoint,
    hit: (row) => ({
      uuid: text(row.uuid),
      label: text(row[label]).slice(0, longest),
      detail: text(row[detail]),
    }),
  };
}

/** The keys with a title of their own, `<key>.title`. */
type TitledKey = AreaTitleKey extends infer T ? (T extends `${infer K}.title` ? K : never) : never;

/** What a list area states of itself: what differs from the other lists. */
type ListAreaEntry = Pick<
  AreaDeclaration,
  'path' | 'tag' | 'icon' | 'group' | 'load' | 'search'
> & {
  /** Its code's folder under src/areas/, when not named as its key. */
  folder?: string;
} & (
    | { key: TitledKey & PermissionArea; permission?: undefined }
    /** Its permission area, when not named as its key. */
    | { key: TitledKey; permission: PermissionArea }
  );

/**
 * A list of rows (toolbar, table, drawer) with a count card on the dashboard, titled by its key's
 * `<key>.title`, its code under src/areas/<key>/ and its rows gated by the `<key>` permissions
 * unless it says otherwise.
 */
function listArea<const A extends ListAreaEntry>(area: A) {
  return {
    ...area,
    folder: area.folder ?? area.key,
    titleKey: `${area.key}.title` as const,
    // An entry that names no permission area has a key that is one (see ListAreaEntry).
    permission: area.permission ?? (area.key as PermissionArea),
    rows: true as const,
    tile: true as const,
  };
}

export const AREAS = [
  {
    key: 'dashboard',
    path: '/dashboard',
    tag: 'bo-dashboard',
    folder: 'dashboard',
    titleKey: 'dashboard.title',
    icon: 'Grid',
    permission: null,
    group: 'workspace',
    rows: false,
    load: (): Promise<AreaModule> => import('./dashboard/screen'),
    tile: false,
  },
  listArea({
    key: 'tasks',
    path: '/task',
    tag: 'bo-task-list',
    icon: 'TaskListLtr',
    group: 'workspace',
    load: () => import('./tasks/screen'),
    search: searchBy('/tasks', 'title', 'status'),
  }),
  listArea({
    key: 'messages',
    path: '/message',
    tag: 'bo-message-list',
    icon: 'ChatMultiple',
    group: 'content',
    load: () => import('./messages/screen'),
    search: searchBy('/messages', 'text', 'status', 120),
  }),
  listArea({
    key: 'sources',
    path: '/source',
    tag: 'bo-source-list',
    icon: 'Board',
    group: 'content',
    load: () => import('./sources/screen'),
  }),
  listArea({
    key: 'categories',
    path: '/category',
    tag: 'bo-category-list',
    icon: 'Folder',
    group: 'content',
    load: () => import('./categories/screen'),
  }),
  listArea({
    key: 'channels',
    path: '/channel',
    tag: 'bo-channel-table',
    icon: 'Megaphone',
    group: 'content',
    load: () => import('./channels'),
    search: searchBy('/channels', 'title', 'username'),
  }),
  listArea({
    key: 'orders',
    path: '/order',
    tag: 'bo-order-list',
    icon: 'Cart',
    group: 'market',
    load: () => import('./orders/screen'),
  }),
  listArea({
    key: 'buyers',
    path: '/buyer',
    tag: 'bo-buyer-list',
    icon: 'BuildingShop',
    group: 'market',
    load: () => import('./buyers/screen'),
  }),
  listArea({
    key: 'links',
    path: '/link',
    tag: 'bo-link-list',
    icon: 'Link',
    group: 'market',
    load: () => import('./links/screen'),
  }),
  listArea({
    key: 'users',
    path: '/user',
    tag: 'bo-user-list',
    icon: 'People',
    group: 'admin',
    load: () => import('./users/screen'),
    search: searchBy('/users', 'name', 'username'),
  }),
  listArea({
    key: 'sysUsers',
    path: '/sys/user',
    tag: 'bo-sys-user-manager',
    folder: 'sys-users',
    icon: 'PersonKey',
    permission: 'sys_users',
    group: 'admin',
    load: () => import('./sys-users/screen'),
    search: searchBy('/sys/users', 'name', 'email'),
  }),
  {
    key: 'permissions',
    path: '/permission',
    tag: 'bo-permission-matrix',
    folder: 'permissions',
    titleKey: 'permissionMatrix.title',
    icon: 'ShieldKeyhole',
    permission: null,
    group: 'admin',
    rows: false,
    load: (): Promise<AreaModule> => import('./permissions/screen'),
    tile: false,
  },
] as const satisfies readonly AreaDeclaration[];

export type AreaKey = (typeof AREAS)[number]['key'];
export type AreaIconName = (typeof AREAS)[number]['icon'];

/** The area whose rows a permission area gates (the dashboard's counts and the matrix's groups). */
export function areaOfPermission(permission: PermissionArea): AreaDeclaration | undefined {
  return AREAS.find((area) => area.permission === permission);
}
