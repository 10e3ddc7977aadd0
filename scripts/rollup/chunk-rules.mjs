// Every rule that decides which modules share a chunk, each with why it exists. Rollup first
// splits by importers on its own; these rules pin modules or merge whole natural chunks, and
// chunk-consolidation.mjs applies them. Each rule has a name: BO_CHUNK_RULES_OFF=name[,name]
// builds without it, which is how each rule's saving is measured (a rule that saves nothing goes).

/** Whether the named rule applies in this build. */
export const ruleOn = (name) => !(process.env.BO_CHUNK_RULES_OFF ?? '').split(',').includes(name);

// --- Rules of the split itself (Rollup's manualChunks) ---

/** What an element's entry module runs to ask for its first page: React-free. */
const FIRST_PAGE_STARTERS = [
  /[\\/]src[\\/]elements[\\/]early[\\/]/,
  /[\\/]src[\\/]elements[\\/]early-start\.ts$/,
  // What <bo-console>'s early part reads the address with (src/console/early/first-screen.ts).
  /[\\/]src[\\/]ui[\\/]list-params-codec\.ts$/,
  /[\\/]src[\\/]areas[\\/][^\\/]+[\\/][^\\/]+-first-page\.ts$/,
];

/**
 * `react`: React and its scheduler in one chunk, because every tag needs them and Rollup would
 * otherwise cut them along each page's importers. `first-page`: the first-page requests in a
 * chunk that imports no React or Fluent, because an entry imports its early module first and the
 * request must leave before React and Fluent evaluate (in a chunk with UI code it would wait).
 */
export function manualChunks(id) {
  if (ruleOn('react') && /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id))
    return 'react';
  if (ruleOn('first-page') && FIRST_PAGE_STARTERS.some((pattern) => pattern.test(id)))
    return 'first-page';
  return undefined;
}

/** Readable names for the big shared chunks (Rollup would name them after any one module). */
const CHUNK_LABELS = [
  ['runtime', /[\\/]node_modules[\\/]@fluentui[\\/]react-provider[\\/]/],
  ['react', /[\\/]node_modules[\\/]react-dom[\\/]/],
  ['core', /[\\/]src[\\/]core[\\/]api[\\/]client\.ts$/],
  ['resource-table', /[\\/]src[\\/]ui[\\/]resource-table\.tsx$/],
];

export function chunkFileNames(chunk) {
  const label = CHUNK_LABELS.find(([, test]) => chunk.moduleIds.some((id) => test.test(id)))?.[0];
  return `elements/chunks/${label ?? '[name]'}-[hash].js`;
}

/** The chunks of the rules above: the merges below leave them as they are. */
export const isPinnedChunk = (fileName) =>
  /^elements\/chunks\/(react|first-page|virtual-rows)-/.test(fileName);

/**
 * `companions`: TanStack observers that only lazy code creates (the endless suggestions list, the
 * dialogs' mutations) go with the hook creating them, because the natural split puts them with
 * the query client on every first load (their only importer is the package's barrel). Found by
 * the public name their module defines, not by file path.
 *
 * `tabster-shadow`: our module handing tabster its shadow-DOM API
 * (src/elements/tabster-shadow-dom.ts, found by the name it exports) goes with tabster's core
 * (the module defining createTabster), because Fluent reads the API once, when it creates
 * tabster: in that chunk it runs before any code that can, and the API's code, a few kB, left
 * the first load of every element, which creates tabster only for a menu, dialog or drawer.
 */
export const companions = () => [
  ...(ruleOn('companions')
    ? [
        ['InfiniteQueryObserver', 'useInfiniteQuery'],
        ['MutationObserver', 'useMutation'],
      ]
    : []),
  ...(ruleOn('tabster-shadow') ? [['tabsterShadowDOMAPI', 'createTabster']] : []),
];

// --- Rules of the merge of natural chunks (chunk-consolidation.mjs) ---

/**
 * The console's first screens: the shell, the session pages, the inline sign-in form, the core, and
 * the router, which every console page loads (after its first screen): what it loads stays out of
 * the lists' own chunks, or every console page would fetch the table's code with it.
 */
export const CONSOLE_FIRST_SCREENS = [
  /src\/elements\/tags\/bo-console\.ts$/,
  /src\/console\/console-app\.tsx$/,
  /src\/console\/sessions\//,
  /src\/ui\/sign-in-form\.tsx$/,
  /src\/core\/index\.ts$/,
];
/** The other elements' first screens. */
export const OTHER_ELEMENT_SCREENS = [
  /src\/elements\/tags\/bo-(dashboard|permission-matrix|sign-in)\.ts$/,
  /src\/areas\/(dashboard|permissions)\//,
];
export const SIGN_IN_PAGE = 'src/console/sessions/sign-in-page.tsx';

/**
 * What the merge knows of a natural chunk loaded by some list page up front: the list tags
 * loading it, whether the console's sign-in page, a console first screen or another element
 * loads it, whether a root outside the lists' own code does, and the parts
 * fetched ahead (FETCHED_AHEAD) loading it that can load without it (their importers do not).
 * @typedef {{ lists: string[], signInPage: boolean, consoleFirst: boolean,
 *   outside: boolean, foreignAhead: string[], otherElements: boolean }} ChunkFacts
 */

/**
 * The merge group of a natural chunk, or undefined to keep it whole. Rollup gives every distinct
 * set of importers its own chunk, and each file costs a fetch, a compile and a link and is
 * compressed on its own:
 * - `runtime`: what the console's sign-in page and every list load joins the Fluent runtime,
 *   because every screen loads that chunk anyway;
 * - `screen-kit`: what every list and one of the other elements load but no console first screen
 *   (badges, the page header, the query hook) joins the runtime too, because those pages load
 *   the runtime anyway and compress it better in that chunk than in one of its own;
 * - `list-kit`: what every list loads and nothing else up front (the table, the filter bar)
 *   becomes one chunk, because the list pages would otherwise load it in many pieces and the
 *   dashboard and the permission matrix would load the table with the screen kit;
 * - `same-lists`: chunks loaded by the same few lists and nothing outside the lists' code (a
 *   screen and its helpers) become one, because those pages load them together; a chunk that a
 *   part fetched ahead loads without the rest stays apart, or that part would fetch another
 *   list's screen ahead of use.
 * @param {ChunkFacts} facts
 * @param {number} listCount
 */
export function mergeGroup(facts, listCount) {
  const everyList = facts.lists.length === listCount;
  if (ruleOn('runtime') && everyList && facts.signInPage) return 'fluent-runtime';
  if (everyList && !facts.consoleFirst && facts.otherElements)
    return ruleOn('screen-kit') ? 'fluent-runtime' : undefined;
  if (everyList && !facts.consoleFirst) return ruleOn('list-kit') ? 'list-kit' : undefined;
  if (ruleOn('same-lists') && !everyList && !facts.outside)
    return `lists:${facts.lists.join(',')}|${facts.foreignAhead.join(',')}`;
  return undefined;
}

/**
 * `small-joins`: a small chunk of the lists' first screens (a hook, a few icons, the enums, a
 * badge) joins the runtime, because it is a file of its own only for its unique
 * set of importers and every file a first screen loads costs a fetch, a compile and a link (and
 * over HTTP/1.1 the seventh file waits for one of the first six). Sizes are unminified code: a
 * chunk of every list counts as small under `small`; one of some lists only under `tiny`, since
 * the others then carry it too, or under `sharedTiny` when most pages loading the host need it.
 */
export const SMALL_JOINS = {
  small: 4_000,
  tiny: 1_300,
  sharedTiny: 2_200,
  /** The groups a small chunk may join, in order of preference. */
  hosts: ['fluent-runtime'],
};

/**
 * `react-runtime`: React's chunk joins the runtime group when every entry loading one up front
 * loads the other (and none reaches React without the runtime), because then one file instead of
 * two costs no page a byte.
 */
export const reactJoinsRuntime = () => ruleOn('react-runtime');

/**
 * `first-interactions`: what the list screens fetch once idle after their first rows for the
 * likeliest first clicks (the row and column menus, what a row action runs, the detail drawer's
 * frame, and what a row's own drawer needs) becomes one chunk, or
 * one per set of first screens already loading some of it, because otherwise Fluent's menu,
 * drawer, positioning and focus code arrive as dozens of small files that compete with the
 * user's first clicks.
 */
export const FIRST_INTERACTIONS = [
  /src\/ui\/kit\/screen-menus\.tsx$/,
  /src\/ui\/kit\/action-runs\.ts$/,
  /src\/ui\/detail-drawer\.tsx$/,
];

/**
 * `row-menus`: of what the first interactions need, what only the menus need (Fluent's menu and
 * its positioning) becomes a chunk apart from the drawer's, because a list without row actions
 * (the task list) fetched it ahead for its column menu, not a likely first click: there it loads
 * when the pointer or the focus reaches the menu's button. Lists with row actions fetch both.
 */
export const MENU_PARTS = [/src\/ui\/kit\/screen-menus\.tsx$/];
export const menusApart = () => ruleOn('row-menus');

/** The drawers of the areas that have their own, fetched ahead like the kit's parts above. */
export const ROW_DRAWERS = [/src\/areas\/[^/]+\/[^/]+-drawer\.tsx$/];

/** What a list fetches ahead of use once idle after its first rows (src/ui/kit/list-screen.tsx). */
export const FETCHED_AHEAD = [
  ...FIRST_INTERACTIONS,
  ...ROW_DRAWERS,
  /src\/ui\/kit\/screen-overlays\.tsx$/,
];

/**
 * `console-early`: the chunk of the console's early part (what `<bo-console>`'s entry runs to ask
 * for a deep link's first page) joins the area table's chunk, which it imports, because on its own
 * it was one more file on every console first load (each costs a fetch, a compile and a link).
 * It cannot join the entry itself: the element's code, which the entry awaits at its top level,
 * imports it too, so the entry would wait on itself. The pages that load the area table without
 * it (the dashboard, the permission matrix) carry its 1.3 kB.
 */
export const CONSOLE_EARLY = /src\/console\/early\/first-screen\.ts$/;
export const AREA_TABLE = /src\/areas\/area-list\.ts$/;

/** The console's shell, on its first screen though lazy: what it loads stays out of that chunk. */
export const CONSOLE_SHELL = [
  /src\/elements\/console-element\.tsx?$/,
  /src\/console\/layout\/console-shell\.tsx$/,
];
