// The console's areas: path, title, nav group and how to load the screen; the router and the navigation read this one table (the nav icons are the layout's, layout/area-icons.ts, so the sign-in page does not load them).
import type { ComponentType } from 'react';
import { AREA_MANIFEST } from '../areas/manifest';
import type { ctBook } from './messages.en';

/** What a console screen accepts: its heading is the page's h1. */
export interface AreaScreenProps {
  headingLevel?: 1 | 2;
}

export type AreaScreen = ComponentType<AreaScreenProps>;

export type NavGroup = 'workspace' | 'content' | 'market' | 'admin';

export interface ConsoleArea {
  key: string;
  /** Route path, e.g. `/task`, `/sys/user`. */
  path: string;
  /** `console` catalog key of its title (nav label, document title). */
  titleKey: Extract<keyof typeof ctBook.english, `area.${string}`>;
  group: NavGroup;
  /** Loads the screen's chunk. */
  load: () => Promise<AreaScreen>;
  /**
   * The user is about to open the area (its link is pointed at or focused): its chunk and its
   * first page are asked for now, so the click finds both here or on their way.
   */
  prefetch: () => void;
}

/** How the console places each area in its navigation; the screens come from the area manifest. */
const NAVIGATION: readonly Omit<ConsoleArea, 'load' | 'prefetch'>[] = [
  {
    key: 'dashboard',
    path: '/dashboard',
    titleKey: 'area.dashboard',
    group: 'workspace',
  },
  {
    key: 'task',
    path: '/task',
    titleKey: 'area.task',
    group: 'workspace',
  },
  {
    key: 'message',
    path: '/message',
    titleKey: 'area.message',
    group: 'content',
  },
  { key: 'source', path: '/source', titleKey: 'area.source', group: 'content' },
  {
    key: 'category',
    path: '/category',
    titleKey: 'area.category',
    group: 'content',
  },
  {
    key: 'channel',
    path: '/channel',
    titleKey: 'area.channel',
    group: 'content',
  },
  { key: 'order', path: '/order', titleKey: 'area.order', group: 'market' },
  {
    key: 'buyer',
    path: '/buyer',
    titleKey: 'area.buyer',
    group: 'market',
  },
  { key: 'link', path: '/link', titleKey: 'area.link', group: 'market' },
  { key: 'user', path: '/user', titleKey: 'area.user', group: 'admin' },
  {
    key: 'sysUser',
    path: '/sys/user',
    titleKey: 'area.sysUser',
    group: 'admin',
  },
  {
    key: 'permission',
    path: '/permission',
    titleKey: 'area.permission',
    group: 'admin',
  },
];

/** The area manifest's screen for a console path (every console area has one; a unit test holds it). */
function screenFor(path: string): ConsoleArea['load'] {
  const entry = AREA_MANIFEST.find((area) => area.path === path);
  if (!entry) return () => Promise.reject(new Error(`No screen for ${path} in the area manifest`));
  return () => entry.load().then((module) => module.default);
}

/**
 * How long a prefetched first page stands for the area's screen: the screen takes an early answer
 * this young without asking again, so pointing at the link again within it asks nothing.
 */
const PREFETCH_FRESH_MS = 30_000;
const prefetchedAt = new Map<string, number>();

function prefetcherFor(path: string): ConsoleArea['prefetch'] {
  const entry = AREA_MANIFEST.find((area) => area.path === path);
  return () => {
    const last = prefetchedAt.get(path);
    if (!entry || (last !== undefined && Date.now() - last < PREFETCH_FRESH_MS)) return;
    prefetchedAt.set(path, Date.now());
    // A chunk that fails here fails again on the click, where the route shows why.
    entry.load().then(
      (module) => module.prefetch?.(),
      () => prefetchedAt.delete(path),
    );
  };
}

/** The protected routes in navigation order. */
export const CONSOLE_AREAS: readonly ConsoleArea[] = NAVIGATION.map((area) => ({
  ...area,
  load: screenFor(area.path),
  prefetch: prefetcherFor(area.path),
}));

export const NAV_GROUPS: readonly NavGroup[] = ['workspace', 'content', 'market', 'admin'];
