// Every area of the console as data: key, console path, element tag, title, access level and icon name. No code is imported here, so the registry and build tools read it freely; every element page loads it, so longer texts live in area-descriptions.ts.
import type { AccessLevel } from '../core/access';

export interface AreaEntry {
  /** The resource name, also the `bo_columns:<key>` suffix. */
  key: string;
  /** The console route, e.g. `/task`. */
  path: string;
  tag: string;
  /** English title; the console translates it under `area.<key>`. */
  title: string;
  access: AccessLevel;
  /** A Fluent icon name without its size and style, e.g. `TaskListSquareLtr`. */
  icon: string;
}

export const AREAS = [
  {
    key: 'tasks',
    path: '/task',
    tag: 'bo-task-list',
    title: 'Tasks',
    access: 'admin',
    icon: 'TaskListSquareLtr',
  },
  {
    key: 'channels',
    path: '/channel',
    tag: 'bo-channel-table',
    title: 'Channels',
    access: 'admin',
    icon: 'Channel',
  },
  {
    key: 'sysUsers',
    path: '/sys/user',
    tag: 'bo-sys-user-manager',
    title: 'System users',
    access: 'admin',
    icon: 'PeopleTeam',
  },
  {
    key: 'sources',
    path: '/source',
    tag: 'bo-source-list',
    title: 'Sources',
    access: 'admin',
    icon: 'PlugConnected',
  },
  {
    key: 'users',
    path: '/user',
    tag: 'bo-user-list',
    title: 'Users',
    access: 'admin',
    icon: 'People',
  },
  {
    key: 'buyers',
    path: '/buyer',
    tag: 'bo-buyer-list',
    title: 'Buyers',
    access: 'admin',
    icon: 'PersonMoney',
  },
  {
    key: 'orders',
    path: '/order',
    tag: 'bo-order-list',
    title: 'Orders',
    access: 'admin',
    icon: 'Receipt',
  },
  {
    key: 'links',
    path: '/link',
    tag: 'bo-link-list',
    title: 'Links',
    access: 'admin',
    icon: 'Link',
  },
  {
    key: 'messages',
    path: '/message',
    tag: 'bo-message-list',
    title: 'Messages',
    access: 'admin',
    icon: 'Mail',
  },
  {
    key: 'categories',
    path: '/category',
    tag: 'bo-category-list',
    title: 'Categories',
    access: 'admin',
    icon: 'Tag',
  },
  {
    key: 'permissions',
    path: '/permission',
    tag: 'bo-permission-matrix',
    title: 'Permissions',
    access: 'admin',
    icon: 'ShieldKeyhole',
  },
  {
    key: 'dashboard',
    path: '/dashboard',
    tag: 'bo-dashboard',
    title: 'Dashboard',
    access: 'admin',
    icon: 'Board',
  },
] as const satisfies readonly AreaEntry[];

export type AreaKey = (typeof AREAS)[number]['key'];

export function areaEntry(key: AreaKey): AreaEntry {
  return AREAS.find((area) => area.key === key)!;
}
