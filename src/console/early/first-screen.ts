// The console's first screen, for its entry module to ask for before the UI code has arrived (no React here): a deep link's first page and the code of its area's screen.
import { AREAS, type AreaDeclaration } from '../../areas/area-list';
import { prefetchTaskListFirstPage } from '../../areas/tasks/task-list-first-page';
import { TASK_LIST_DEFAULTS } from '../../areas/tasks/task-params';
import { prefetchEarly } from '../../core/query/client';
import { decodeListParams } from '../../ui/list-params-codec';
import { isActivePath, isSamePath } from '../path-match';

/** The routing attributes of a console element, as its component receives them. */
export interface ConsoleAddressing {
  routing?: string | null;
  basePath?: string | null;
  initialPath?: string | null;
}

/** The console path and query the element will route to, as its router will read them. */
export function consoleAddress(addressing: ConsoleAddressing): { path: string; search: string } {
  const { routing } = addressing;
  if (routing === 'memory') {
    const [path = '/', search = ''] = (addressing.initialPath || '/').split('?');
    return { path, search };
  }
  if (routing === 'hash') {
    const [path = '/', search = ''] = window.location.hash.replace(/^#/, '').split('?');
    return { path: path || '/', search };
  }
  const base = (addressing.basePath ?? '').trim().replace(/\/+$/, '');
  const prefix = !base || base.startsWith('/') ? base : `/${base}`;
  const { pathname } = window.location;
  // The router strips its base path in any letter case, a whole segment.
  const path = prefix && isActivePath(pathname, prefix) ? pathname.slice(prefix.length) : pathname;
  return { path: path || '/', search: window.location.search.replace(/^\?/, '') };
}

/** The area an address opens (its path in any letter case, a trailing slash allowed), or undefined. */
export function areaAt(path: string): AreaDeclaration | undefined {
  return AREAS.find((entry) => isSamePath(path, entry.path));
}

/**
 * The first requests of the screens most opened by an address (the task list with its filters,
 * the dashboard), asked for before any UI code has arrived; their modules are already among the
 * console's first files. Other areas ask once their screen's chunk is here (its `prefetch`).
 */
const EARLY_REQUESTS: Partial<Record<string, (search: string) => void>> = {
  tasks: (search) => prefetchTaskListFirstPage(decodeListParams(search, TASK_LIST_DEFAULTS)),
  // The console's dashboard is today's (no date). Its resource comes with this address only (the
  // server preloads it with the dashboard's code), not with every console's first load.
  dashboard: () =>
    void import('../../resources/stats').then(
      ({ dashboardKey, getDashboard }) =>
        prefetchEarly(dashboardKey({}), (signal) => getDashboard({}, signal)),
      () => undefined,
    ),
};

/** What the entry starts early, once it knows someone with the area's level is signed in. */
export interface FirstScreen {
  /** The area's key and the address's query (without `?`), as its screen will read them. */
  area: string;
  search: string;
  /** The guards let only an admin see the area. */
  requiresAdmin: boolean;
  start(): void;
}

/**
 * On an area's address, the area's first page and the code of its screen, which download beside
 * the console's own code: the first screen (console-boot) then joins these requests instead of
 * starting them. The layout and the router come after its first rows. Null for any other address (a session page, not found), left to
 * the router as it is.
 */
export function consoleFirstScreen(element: Element): FirstScreen | null {
  const { path, search } = consoleAddress({
    routing: element.getAttribute('routing'),
    basePath: element.getAttribute('base-path'),
    initialPath: element.getAttribute('initial-path'),
  });
  const area = areaAt(path);
  if (!area) return null;
  return {
    area: area.key,
    search,
    // Every area's route sits behind the console's admin guard.
    requiresAdmin: true,
    start() {
      const early = EARLY_REQUESTS[area.key];
      early?.(search);
      // A failure here is the route's to show: its loader asks again.
      area.load().then(
        (module) => {
          // A screen's own prefetch asks for its default first page: right for a bare address.
          if (!early && search === '') void module.prefetch?.();
        },
        () => undefined,
      );
    },
  };
}
