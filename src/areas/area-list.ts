// Every area of the console as data: key, console path, element tag, title, access level and icon name. No code is imported here, so the registry and build tools read it freely.
import type { AccessLevel } from '../core/access';

export interface AreaEntry {
  /** The resource name, also the `bo_columns:<key>` suffix. */
  key: string;
  /** The console route, e.g. `/task`. */
  path: string;
  tag: string;
  /** English title; the console translates it under `area.<key>`. */
  title: string;
  /** What the element and the element's help text say it holds. */
  description: string;
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
    description: 'Tasks: filters, pagination, sorting, status, assignee and reviews.',
    access: 'admin',
    icon: 'TaskListSquareLtr',
  },
  {
    key: 'channels',
    path: '/channel',
    tag: 'bo-channel-table',
    title: 'Channels',
    description: 'Channels: filters, enabled / autopost / purpose, category and suggestions.',
    access: 'admin',
    icon: 'Channel',
  },
  {
    key: 'sysUsers',
    path: '/sys/user',
    tag: 'bo-sys-user-manager',
    title: 'System users',
    description: 'System users: filters, create, edit, roles and status.',
    access: 'admin',
    icon: 'PeopleTeam',
  },
  {
    key: 'sources',
    path: '/source',
    tag: 'bo-source-list',
    title: 'Sources',
    description:
      'Sources: kind / enabled filters, inline enable, last fetch, link to their messages, bulk and CSV export.',
    access: 'admin',
    icon: 'PlugConnected',
  },
  {
    key: 'users',
    path: '/user',
    tag: 'bo-user-list',
    title: 'Users',
    description:
      'Users of the messaging network: status / language filters, block and unblock, last seen, bulk and CSV export.',
    access: 'admin',
    icon: 'People',
  },
  {
    key: 'buyers',
    path: '/buyer',
    tag: 'bo-buyer-list',
    title: 'Buyers',
    description:
      'Buyers: status filter, balance, latest orders, block and unblock, bulk and CSV export.',
    access: 'admin',
    icon: 'PersonMoney',
  },
  {
    key: 'orders',
    path: '/order',
    tag: 'bo-order-list',
    title: 'Orders',
    description:
      'Orders: status, buyer, channel and date filters, amounts, confirmed status moves, bulk and CSV export.',
    access: 'admin',
    icon: 'Receipt',
  },
  {
    key: 'links',
    path: '/link',
    tag: 'bo-link-list',
    title: 'Links',
    description:
      'Links: kind, active, channel and expiry filters, clicks, copy address, deactivate, bulk and CSV export.',
    access: 'admin',
    icon: 'Link',
  },
  {
    key: 'messages',
    path: '/message',
    tag: 'bo-message-list',
    title: 'Messages',
    description:
      'Messages: search, status, source, media and date filters; thumbnails; a drawer with the text, media gallery, moderation moves, category and "Create task about this message"; bulk approve / reject.',
    access: 'admin',
    icon: 'Mail',
  },
  {
    key: 'categories',
    path: '/category',
    tag: 'bo-category-list',
    title: 'Categories',
    description:
      'Categories: search and active filters, create, edit, activate, route count, and a route editor choosing the target channels each category publishes to.',
    access: 'admin',
    icon: 'Tag',
  },
  {
    key: 'permissions',
    path: '/permission',
    tag: 'bo-permission-matrix',
    title: 'Permissions',
    description:
      'Permissions: roles by permissions grouped by area with descriptions; SA locked; staged changes confirmed as a diff and saved per role.',
    access: 'admin',
    icon: 'ShieldKeyhole',
  },
  {
    key: 'dashboard',
    path: '/dashboard',
    tag: 'bo-dashboard',
    title: 'Dashboard',
    description:
      'Dashboard: a count per area with a link, tasks by status, messages per day (chart loaded lazily), revenue this month, latest tasks and my tasks.',
    access: 'admin',
    icon: 'Board',
  },
] as const satisfies readonly AreaEntry[];

export type AreaKey = (typeof AREAS)[number]['key'];

export function areaEntry(key: AreaKey): AreaEntry {
  return AREAS.find((area) => area.key === key)!;
}
