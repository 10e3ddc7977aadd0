// The console's first screen, for its entry module to ask for before the UI code has arrived (no React here): a deep link's first page, and the code of its route and the layout.
import { AREAS } from '../../areas/area-list';
import { prefetchTaskListFirstPage } from '../../areas/tasks/task-list-first-page';
import { TASK_LIST_DEFAULTS } from '../../areas/tasks/task-params';
import { prefetchEarly } from '../../core/query/client';
import { dashboardKey, getDashboard } from '../../resources/stats';
import { decodeListParams } from '../../ui/list-params-codec';

/** The console path and query the element will route to, as its router will read them. */
function addressOf(element: Element): { path: string; search: string } {
  const routing = element.getAttribute('routing');
  if (routing === 'memory') {
    const [path = '/', search = ''] = (element.getAttribute('initial-path') || '/').split('?');
    return { path, search };
  }
  if (routing === 'hash') {
    const [path = '/', search = ''] = window.location.hash.replace(/^#/, '').split('?');
    return { path: path || '/', search };
  }
  const base = (element.getAttribute('base-path') ?? '').trim().replace(/\/+$/, '');
  const prefix = !base || base.startsWith('/') ? base : `/${base}`;
  const { pathname } = window.location;
  const path = prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname;
  return { path: path || '/', search: window.location.search.replace(/^\?/, '') };
}

/**
 * The first requests of the screens most opened by an address (the task list with its filters,
 * the dashboard), asked for before any UI code has arrived; their modules are already among the
 * console's first files. Other areas ask once their screen's chunk is here (its `prefetch`).
 */
const EARLY_REQUESTS: Partial<Record<string, (search: string) => void>> = {
  tasks: (search) => prefetchTaskListFirstPage(decodeListParams(search, TASK_LIST_DEFAULTS)),
  // The console's dashboard is today's (no date).
  dashboard: () => void prefetchEarly(dashboardKey({}), (signal) => getDashboard({}, signal)),
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
 * On an area's address, the area's first page and the code of its screen and of the layout,
 * which download beside the console's own code: the router's loaders then join these requests
 * instead of starting them. Null for any other address (a session page, not found), left to
 * the router as it is.
 */
export function consoleFirstScreen(element: Element): FirstScreen | null {
  const { path, search } = addressOf(element);
  const area = AREAS.find((entry) => entry.path === path.replace(/\/+$/, ''));
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
      import('../layout/console-shell').catch(() => undefined);
    },
  };
}
