// The console's areas, from the area table: each route's screen loader and the prefetch its nav
// link runs (the nav icons are the layout's, layout/area-icons.ts, so the sign-in page does not
// load them).
import { AREAS, type AreaDeclaration, type AreaModule } from '../areas/area-list';

export { NAV_GROUPS } from '../areas/area-list';

/** An area of the table, with what the console does with it. */
export type ConsoleArea = (typeof AREAS)[number] & {
  /** Loads the screen's chunk. */
  screen: () => Promise<AreaModule['default']>;
  /**
   * The user is about to open the area (its link is pointed at or focused): its chunk and its
   * first page are asked for now, so the click finds both here or on their way.
   */
  prefetch: () => void;
};

/**
 * How long a prefetched first page stands for the area's screen: the screen takes an early answer
 * this young without asking again, so pointing at the link again within it asks nothing.
 */
const PREFETCH_FRESH_MS = 30_000;
const prefetchedAt = new Map<string, number>();

function prefetcherFor(area: AreaDeclaration): ConsoleArea['prefetch'] {
  return () => {
    const last = prefetchedAt.get(area.path);
    if (last !== undefined && Date.now() - last < PREFETCH_FRESH_MS) return;
    prefetchedAt.set(area.path, Date.now());
    // A chunk that fails here fails again on the click, where the route shows why.
    area.load().then(
      (module) => module.prefetch?.(),
      () => prefetchedAt.delete(area.path),
    );
  };
}

/** The protected routes in navigation order. */
export const CONSOLE_AREAS: readonly ConsoleArea[] = AREAS.map((area) => ({
  ...area,
  screen: () => area.load().then((module) => module.default),
  prefetch: prefetcherFor(area),
}));
