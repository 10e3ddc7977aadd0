// The one table of areas: each area's key, route, tag, title key, icon, permission, nav group,
// screen loader, search source and dashboard card, in navigation order. The console's routes,
// navigation, icons, search and the dashboard's cards, the element registry and the build's
// chunk groups all read it. It holds light data and dynamic imports only, and imports nothing
// but types, so the build scripts can evaluate it and no screen's code comes with it.
import type { ComponentType } from 'react';
import type { PermissionArea } from '../resources/permission-codes';
import type { AreaTitleKey } from './kit/area-titles';

export interface AreaScreenProps {
  /** 1 on a console page of its own; 2 (the default) inside an element on a host page. */
  headingLevel?: 1 | 2;
}

export interface AreaModule {
  default: ComponentType<AreaScreenProps>;
  /** Asks for what the screen shows first (its list's first page), ahead of its mount. */
  prefetch?: () => Promise<void> | void;
}

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
  {
    key: 'tasks',
    path: '/task',
    tag: 'bo-task-list',
    folder: 'tasks',
    titleKey: 'tasks.title',
    icon: 'TaskListLtr',
    permission: 'tasks',
    group: 'workspace',
    rows: true,
    load: (): Promise<AreaModule> =>
      import('./tasks/screen').then((m) => ({
        default: m.TaskListScreen,
        prefetch: m.prefetchTaskListFirstPage,
      })),
    search: {
      endpoint: '/tasks',
      hit: (row) => ({ uuid: text(row.uuid), label: text(row.title), detail: text(row.status) }),
    },
    tile: true,
  },
  {
    key: 'messages',
    path: '/message',
    tag: 'bo-message-list',
    folder: 'messages',
    titleKey: 'messages.title',
    icon: 'ChatMultiple',
    permission: 'messages',
    group: 'content',
    rows: true,
    load: (): Promise<AreaModule> => import('./messages/screen'),
    search: {
      endpoint: '/messages',
      hit: (row) => ({
        uuid: text(row.uuid),
        label: text(row.text).slice(0, 120),
        detail: text(row.status),
      }),
    },
    tile: true,
  },
  {
    key: 'sources',
    path: '/source',
    tag: 'bo-source-list',
    folder: 'sources',
    titleKey: 'sources.title',
    icon: 'Board',
    permission: 'sources',
    group: 'content',
    rows: true,
    load: (): Promise<AreaModule> => import('./sources/screen'),
    tile: true,
  },
  {
    key: 'categories',
    path: '/category',
    tag: 'bo-category-list',
    folder: 'categories',
    titleKey: 'categories.title',
    icon: 'Folder',
    permission: 'categories',
    group: 'content',
    rows: true,
    load: (): Promise<AreaModule> => import('./categories/screen'),
    tile: true,
  },
  {
    key: 'channels',
    path: '/channel',
    tag: 'bo-channel-table',
    folder: 'channels',
    titleKey: 'channels.title',
    icon: 'Megaphone',
    permission: 'channels',
    group: 'content',
    rows: true,
    load: (): Promise<AreaModule> =>
      import('./channels').then((m) => ({ default: m.ChannelTableScreen })),
    search: {
      endpoint: '/channels',
      hit: (row) => ({ uuid: text(row.uuid), label: text(row.title), detail: text(row.username) }),
    },
    tile: true,
  },
  {
    key: 'orders',
    path: '/order',
    tag: 'bo-order-list',
    folder: 'orders',
    titleKey: 'orders.title',
    icon: 'Cart',
    permission: 'orders',
    group: 'market',
    rows: true,
    load: (): Promise<AreaModule> => import('./orders/screen'),
    tile: true,
  },
  {
    key: 'buyers',
    path: '/buyer',
    tag: 'bo-buyer-list',
    folder: 'buyers',
    titleKey: 'buyers.title',
    icon: 'BuildingShop',
    permission: 'buyers',
    group: 'market',
    rows: true,
    load: (): Promise<AreaModule> => import('./buyers/screen'),
    tile: true,
  },
  {
    key: 'links',
    path: '/link',
    tag: 'bo-link-list',
    folder: 'links',
    titleKey: 'links.title',
    icon: 'Link',
    permission: 'links',
    group: 'market',
    rows: true,
    load: (): Promise<AreaModule> => import('./links/screen'),
    tile: true,
  },
  {
    key: 'users',
    path: '/user',
    tag: 'bo-user-list',
    folder: 'users',
    titleKey: 'users.title',
    icon: 'People',
    permission: 'users',
    group: 'admin',
    rows: true,
    load: (): Promise<AreaModule> => import('./users/screen'),
    search: {
      endpoint: '/users',
      hit: (row) => ({ uuid: text(row.uuid), label: text(row.name), detail: text(row.username) }),
    },
    tile: true,
  },
  {
    key: 'sysUsers',
    path: '/sys/user',
    tag: 'bo-sys-user-manager',
    folder: 'sys-users',
    titleKey: 'sysUsers.title',
    icon: 'PersonKey',
    permission: 'sys_users',
    group: 'admin',
    rows: true,
    load: (): Promise<AreaModule> => import('./sys-users/screen'),
    search: {
      endpoint: '/sys/users',
      hit: (row) => ({ uuid: text(row.uuid), label: text(row.name), detail: text(row.email) }),
    },
    tile: true,
  },
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
