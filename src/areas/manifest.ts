// The area manifest: each area's entry (path, tag, title, access, icon) with the lazy import of its screen; the console router reads it.
import type { ComponentType } from 'react';
import { AREAS, type AreaEntry, type AreaKey } from './area-list';

export type { AreaEntry, AreaKey } from './area-list';

export interface AreaScreenProps {
  /** 1 on a console page of its own; 2 (the default) inside an element on a host page. */
  headingLevel?: 1 | 2;
}

export interface AreaModule {
  default: ComponentType<AreaScreenProps>;
  /** Asks for what the screen shows first (its list's first page), ahead of its mount. */
  prefetch?: () => Promise<void> | void;
}

export interface AreaManifestEntry extends AreaEntry {
  load(): Promise<AreaModule>;
}

const LOADERS: Record<AreaKey, AreaManifestEntry['load']> = {
  tasks: () =>
    import('./tasks/screen').then((m) => ({
      default: m.TaskListScreen,
      prefetch: m.prefetchTaskListFirstPage,
    })),
  channels: () => import('./channels').then((m) => ({ default: m.ChannelTableScreen })),
  sysUsers: () => import('./sys-users/screen'),
  sources: () => import('./sources/screen'),
  users: () => import('./users/screen'),
  buyers: () => import('./buyers/screen'),
  orders: () => import('./orders/screen'),
  links: () => import('./links/screen'),
  messages: () => import('./messages/screen'),
  categories: () => import('./categories/screen'),
  permissions: () => import('./permissions/screen'),
  dashboard: () => import('./dashboard/screen'),
};

export const AREA_MANIFEST: readonly AreaManifestEntry[] = AREAS.map((area) => ({
  ...area,
  load: LOADERS[area.key],
}));
