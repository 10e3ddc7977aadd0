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

/** What a row of the table says of its area; what it leaves out follows from its key. */
interface AreaRow {
  key: string;
  path: string;
  tag: string;
  icon: string;
  /** `<key>.title` unless named. */
  titleKey?: AreaTitleKey;
  /** Its code's folder under src/areas/: its key unless named. */
  folder?: string;
  /** Its key unless named; null for an overview page (no rows of its own, no dashboard card). */
  permission?: PermissionArea | null;
}

/** The areas by navigation group, each in navigation order: one row an area. */
const ROWS = {
  workspace: [
    { key: 'dashboard', path: '/dashboard', tag: 'bo-dashboard', icon: 'Grid', permission: null },
    { key: 'tasks', path: '/task', tag: 'bo-task-list', icon: 'TaskListLtr' },
  ],
  content: [
    { key: 'messages', path: '/message', tag: 'bo-message-list', icon: 'ChatMultiple' },
    { key: 'sources', path: '/source', tag: 'bo-source-list', icon: 'Board' },
    { key: 'categories', path: '/category', tag: 'bo-category-list', icon: 'Folder' },
    { key: 'channels', path: '/channel', tag: 'bo-channel-table', icon: 'Megaphone' },
  ],
  market: [
    { key: 'orders', path: '/order', tag: 'bo-order-list', icon: 'Cart' },
    { key: 'buyers', path: '/buyer', tag: 'bo-buyer-list', icon: 'BuildingShop' },
    { key: 'links', path: '/link', tag: 'bo-link-list', icon: 'Link' },
  ],
  admin: [
    { key: 'users', path: '/user', tag: 'bo-user-list', icon: 'People' },
    {
      key: 'sysUsers',
      path: '/sys/user',
      tag: 'bo-sys-user-manager',
      icon: 'PersonKey',
      folder: 'sys-users',
      permission: 'sys_users',
    },
    {
      key: 'permissions',
      path: '/permission',
      tag: 'bo-permission-matrix',
      icon: 'ShieldKeyhole',
      titleKey: 'permissionMatrix.title',
      permission: null,
    },
  ],
} as const satisfies Record<NavGroup, readonly AreaRow[]>;

type Row = (typeof ROWS)[NavGroup][number];
export type AreaKey = Row['key'];
export type AreaIconName = Row['icon'];

/**
 * Each area's screen chunk. A bundler splits on an import it can read, so each is written out;
 * the build's chunk retry wraps the imports of this module (rollup.config.mjs).
 */
const SCREENS: Readonly<Record<AreaKey, () => Promise<AreaModule>>> = {
  dashboard: () => import('./dashboard/screen'),
  tasks: () => import('./tasks/screen'),
  messages: () => import('./messages/screen'),
  sources: () => import('./sources/screen'),
  categories: () => import('./categories/screen'),
  channels: () => import('./channels'),
  orders: () => import('./orders/screen'),
  buyers: () => import('./buyers/screen'),
  links: () => import('./links/screen'),
  users: () => import('./users/screen'),
  sysUsers: () => import('./sys-users/screen'),
  permissions: () => import('./permissions/screen'),
};

/** Where the console's global search looks: an area's endpoint and the fields its hits show. */
const SEARCHES = {
  tasks: searchBy('/tasks', 'title', 'status'),
  messages: searchBy('/messages', 'text', 'status', 120),
  channels: searchBy('/channels', 'title', 'username'),
  users: searchBy('/users', 'name', 'username'),
  sysUsers: searchBy('/sys/users', 'name', 'email'),
} satisfies Partial<Record<AreaKey, AreaSearch>>;

/** The value a row names for `K`, or what the convention gives. */
type Named<R, K extends string, Otherwise> = R extends { readonly [P in K]: infer V }
  ? V
  : Otherwise;

/** An area as its row declares it, with the conventions applied (the types follow them too). */
type Declared<R extends Row> = Omit<
  AreaDeclaration,
  'key' | 'icon' | 'titleKey' | 'permission' | 'search'
> & {
  key: R['key'];
  icon: R['icon'];
  titleKey: Named<R, 'titleKey', `${R['key']}.title`>;
  permission: Named<R, 'permission', R['key']>;
} & (R['key'] extends keyof typeof SEARCHES ? { search: AreaSearch } : { search?: undefined });
/** One member a row, so an area's own key still says which title, icon and search it has. */
type Area = EachDeclared<Row>;
type EachDeclared<R> = R extends Row ? Declared<R> : never;

function declare(row: AreaRow, group: NavGroup): AreaDeclaration {
  const key = row.key as AreaKey;
  const permission = row.permission === undefined ? (key as PermissionArea) : row.permission;
  const search: AreaSearch | undefined = SEARCHES[key as keyof typeof SEARCHES];
  return {
    key,
    path: row.path,
    tag: row.tag,
    folder: row.folder ?? key,
    titleKey: row.titleKey ?? (`${key}.title` as AreaTitleKey),
    icon: row.icon,
    permission,
    group,
    // An area gated by a permission area lists that area's rows and has its count card.
    rows: permission !== null,
    tile: permission !== null,
    load: SCREENS[key],
    ...(search ? { search } : {}),
  };
}

/** Every area, in navigation order; its type keeps each row's own key, icon and title key. */
export const AREAS = NAV_GROUPS.flatMap((group) =>
  ROWS[group].map((row) => declare(row, group)),
) as readonly Area[] satisfies readonly AreaDeclaration[];

/** The area whose rows a permission area gates (the dashboard's counts and the matrix's groups). */
export function areaOfPermission(permission: PermissionArea): AreaDeclaration | undefined {
  return AREAS.find((area) => area.permission === permission);
}
