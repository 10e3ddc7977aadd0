// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk, PluginContext } from 'rollup';
import {
  LIST_AREAS,
  LIST_TAGS,
  planConsolidation,
} from '../../../scripts/rollup/chunk-consolidation.mjs';
import {
  dropStrayChunk,
  pinnedChunks,
  settleStrays,
} from '../../../scripts/rollup/chunk-strays.mjs';
import { AREAS } from '../../../src/areas/area-list';

interface FakeChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports?: string[];
  moduleIds: string[];
  code: string;
}

const tag = (name: string, imports: string[]): FakeChunk => ({
  fileName: `elements/${name}.js`,
  name: `elements/${name}`,
  isEntry: true,
  isDynamicEntry: false,
  facadeModuleId: `/repo/src/elements/tags/${name}.ts`,
  imports,
  moduleIds: [`/repo/src/elements/tags/${name}.ts`],
  code: 'x',
});

const shared = (name: string, moduleIds = [`/repo/src/ui/${name}.ts`]): FakeChunk => ({
  fileName: `elements/chunks/${name}-hash.js`,
  name,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  imports: [],
  moduleIds,
  code: 'x'.repeat(name.length),
});

const file = (name: string) => `elements/chunks/${name}-hash.js`;

/** What every list page loads besides the runtime; two lists load the switch parts too. */
const ON_EVERY_LIST = ['table', 'header-cell', 'field', 'badge', 'page-header', 'icons'];
const ON_TWO_LISTS = ['switch', 'switch-hook', 'toggle'];

function graph(): FakeChunk[] {
  const runtime = shared('fluent-runtime', ['/repo/node_modules/@fluentui/react-provider/x.js']);
  const onEveryList = ['fluent-runtime', ...ON_EVERY_LIST].map(file);
  const lists = LIST_TAGS.map((name, index) =>
    tag(name, index < 2 ? [...onEveryList, ...ON_TWO_LISTS.map(file)] : onEveryList),
  );
  const signInPage: FakeChunk = {
    ...shared('sign-in-page', ['/repo/src/console/sessions/sign-in-page.tsx']),
    isDynamicEntry: true,
    facadeModuleId: '/repo/src/console/sessions/sign-in-page.tsx',
    imports: [file('fluent-runtime'), file('field')],
  };
  const signInTag = tag('bo-sign-in', [file('fluent-runtime'), file('field'), file('badge')]);
  const dashboard = tag('bo-dashboard', [file('fluent-runtime'), file('page-header')]);
  const consoleShell = tag('bo-console', [file('fluent-runtime'), file('icons')]);
  const menu: FakeChunk = {
    ...shared('user-menu', ['/repo/src/console/layout/user-menu.tsx']),
    isDynamicEntry: true,
    facadeModuleId: '/repo/src/console/layout/user-menu.tsx',
    imports: [file('switch-hook')],
  };
  return [
    ...lists,
    signInTag,
    dashboard,
    consoleShell,
    menu,
    signInPage,
    runtime,
    ...[...ON_EVERY_LIST, ...ON_TWO_LISTS].map((n) =>
      // The icons are more than a small chunk: the kits' rules decide where they go.
      n === 'icons' ? { ...shared(n), code: 'x'.repeat(5_000) } : shared(n),
    ),
    shared('react', ['/repo/node_modules/react-dom/x.js']),
  ];
}

describe('the list pages the build groups chunks for', () => {
  it('are every area of the manifest but the dashboard and the permission matrix', () => {
    const notLists = ['bo-dashboard', 'bo-permission-matrix'];
    expect([...LIST_TAGS].sort()).toEqual(
      AREAS.map((area) => area.tag)
        .filter((tag) => !notLists.includes(tag))
        .sort(),
    );
  });

  it('have their screens in these folders', () => {
    for (const folder of LIST_AREAS)
      expect(existsSync(join(process.cwd(), 'src', 'areas', folder)), folder).toBe(true);
    expect(LIST_AREAS).toHaveLength(LIST_TAGS.length);
  });
});

describe('chunk consolidation', () => {
  const plan = planConsolidation(graph(), { pinned: (f: string) => f.includes('/react-') });

  it('puts what the sign-in page and every list load into the Fluent runtime chunk', () => {
    expect(plan.merged['fluent-runtime']).toEqual(
      expect.arrayContaining([file('fluent-runtime'), file('field')]),
    );
    expect(plan.moduleChunk.get('/repo/src/ui/field.ts')).toBe('fluent-runtime');
  });

  it('makes one list kit of what only the lists load, all of them', () => {
    expect(plan.merged['list-kit']?.sort()).toEqual([file('header-cell'), file('table')]);
    expect(plan.moduleChunk.get('/repo/src/ui/table.ts')).toBe('list-kit');
  });

  it('puts what every list and <bo-sign-in> or the dashboard load into the runtime', () => {
    expect(plan.merged['fluent-runtime']).toEqual(
      expect.arrayContaining([file('badge'), file('page-header')]),
    );
    expect(plan.merged['screen-kit']).toBeUndefined();
  });

  it('leaves a chunk the console shell loads where it was, out of both kits', () => {
    expect(plan.moduleChunk.get('/repo/src/ui/icons.ts')).toBe('icons');
  });

  it('puts a small chunk of every list into the runtime when all its loaders load the runtime', () => {
    const chunks = graph().map((chunk) =>
      chunk.fileName === file('icons') ? { ...chunk, code: 'x'.repeat(300) } : chunk,
    );
    const small = planConsolidation(chunks, { pinned: (f: string) => f.includes('/react-') });
    // The console shell loads it too, and loads the runtime: one file less for every list page.
    expect(small.moduleChunk.get('/repo/src/ui/icons.ts')).toBe('fluent-runtime');
  });

  it('puts a chunk of any size into the runtime when every entry loading the runtime loads it', () => {
    // The i18n core: every tag loads it, the console's sign-in page (lazy) not on its own.
    const withBig = (loaders: (chunk: FakeChunk) => boolean) =>
      graph().map((chunk) => {
        if (chunk.isEntry && loaders(chunk)) {
          return { ...chunk, imports: [...chunk.imports, file('i18n')] };
        }
        return chunk;
      });
    const big = { ...shared('i18n'), code: 'x'.repeat(20_000) };
    const everywhere = planConsolidation([...withBig(() => true), big], {
      pinned: (f: string) => f.includes('/react-'),
    });
    expect(everywhere.moduleChunk.get('/repo/src/ui/i18n.ts')).toBe('fluent-runtime');
    // The dashboard loads the runtime without it: there it would be bytes for nothing.
    const notDashboard = planConsolidation(
      [...withBig((chunk) => !chunk.fileName.includes('bo-dashboard')), big],
      { pinned: (f: string) => f.includes('/react-') },
    );
    expect(notDashboard.moduleChunk.get('/repo/src/ui/i18n.ts')).toBe('i18n');
  });

  it('joins a chunk up to 2.2 kB when most pages loading the group need it, not when few do', () => {
    // A badge of most lists and the dashboard (outside the lists, so no list group takes it).
    const loadedBy = (count: number) => {
      const lists = LIST_TAGS.slice(0, count).map((name) => `elements/${name}.js`);
      return graph().map((chunk) =>
        lists.includes(chunk.fileName) || chunk.fileName.includes('bo-dashboard')
          ? { ...chunk, imports: [...chunk.imports, file('status')] }
          : chunk,
      );
    };
    const status = { ...shared('status'), code: 'x'.repeat(2_100) };
    const pin = { pinned: (f: string) => f.includes('/react-') };
    const most = planConsolidation([...loadedBy(9), status], pin);
    expect(most.moduleChunk.get('/repo/src/ui/status.ts')).not.toBe('status');
    const few = planConsolidation([...loadedBy(2), status], pin);
    expect(few.moduleChunk.get('/repo/src/ui/status.ts')).toBe('status');
  });

  it('puts a small chunk the same few lists load, and nothing else, into the runtime', () => {
    // Alone in its same-lists group, it would merge with nothing and stay a file of its own.
    const [, , first, second] = LIST_TAGS;
    const chunks = graph().map((chunk) =>
      chunk.name === `elements/${first}` || chunk.name === `elements/${second}`
        ? { ...chunk, imports: [...chunk.imports, file('reference-of')] }
        : chunk,
    );
    const lone = planConsolidation([...chunks, shared('reference-of')], {
      pinned: (f: string) => f.includes('/react-'),
    });
    expect(lone.moduleChunk.get('/repo/src/ui/reference-of.ts')).toBe('fluent-runtime');
  });

  it('leaves a small chunk apart when one of its loaders does not load the runtime', () => {
    // The console's menu loads the switch hook alone: in the runtime it would load the runtime.
    expect(plan.moduleChunk.get('/repo/src/ui/switch-hook.ts')).toBe('switch-hook');
  });

  it('joins the chunks the same few lists load and nothing else, named after the largest', () => {
    expect(plan.merged['switch-set']?.sort()).toEqual([file('switch'), file('toggle')]);
    // The console's menu loads the hook too: it stays out, or the menu would load the switch.
    expect(plan.moduleChunk.get('/repo/src/ui/switch-hook.ts')).toBe('switch-hook');
  });

  it("keeps a chunk apart from the lists' group when a drawer another list fetches ahead loads it", () => {
    // A drawer of the third list imports the toggle: merged, it would fetch the switch too.
    const facade = `/repo/src/areas/${LIST_AREAS[2]}/row-drawer.tsx`;
    const drawer: FakeChunk = {
      ...shared('drawer', [facade]),
      isDynamicEntry: true,
      facadeModuleId: facade,
      imports: [file('toggle')],
    };
    const third = `elements/${LIST_TAGS[2]}`;
    const chunks = graph().map((chunk) =>
      chunk.name === third ? { ...chunk, dynamicImports: [file('drawer')] } : chunk,
    );
    const apart = planConsolidation([...chunks, drawer], {
      pinned: (f: string) => f.includes('/react-'),
    });
    expect(apart.moduleChunk.get('/repo/src/ui/toggle.ts')).not.toBe(
      apart.moduleChunk.get('/repo/src/ui/switch.ts'),
    );
  });

  it('makes one chunk of what the first interactions need beyond the first screens', () => {
    const lazy = (name: string, facade: string, imports: string[]): FakeChunk => ({
      ...shared(name, [facade]),
      isDynamicEntry: true,
      facadeModuleId: facade,
      imports,
    });
    const menus = lazy('screen-menus', '/repo/src/ui/kit/screen-menus.tsx', [
      file('menu'),
      file('positioning'),
      file('icons'),
    ]);
    const runs = lazy('action-runs', '/repo/src/ui/kit/action-runs.ts', [file('positioning')]);
    const [first] = LIST_TAGS;
    const chunks = graph().map((chunk) =>
      chunk.name === `elements/${first}`
        ? { ...chunk, dynamicImports: [file('screen-menus'), file('action-runs')] }
        : chunk,
    );
    const plan = () =>
      planConsolidation([...chunks, menus, runs, shared('menu'), shared('positioning')], {
        pinned: (f: string) => f.includes('/react-'),
      });
    const grouped = plan();
    // What the menus alone need is a chunk of its own: a list without row actions does not
    // fetch it ahead with the drawer's and the runs' code.
    expect(grouped.merged['first-interactions']?.sort()).toEqual(
      [file('action-runs'), file('positioning')].sort(),
    );
    expect(grouped.merged['row-menus']?.sort()).toEqual(
      [file('menu'), file('screen-menus')].sort(),
    );
    // The icons are on the lists' first screens already: they stay where they are.
    expect(grouped.moduleChunk.get('/repo/src/ui/icons.ts')).toBe('icons');

    // Without the `row-menus` rule, one chunk of all of it.
    process.env.BO_CHUNK_RULES_OFF = 'row-menus';
    try {
      expect(plan().merged['first-interactions']?.sort()).toEqual(
        [file('action-runs'), file('menu'), file('positioning'), file('screen-menus')].sort(),
      );
    } finally {
      delete process.env.BO_CHUNK_RULES_OFF;
    }
  });

  it('groups what the first interactions need by the first screens that already load it', () => {
    const menus: FakeChunk = {
      ...shared('screen-menus', ['/repo/src/ui/kit/screen-menus.tsx']),
      isDynamicEntry: true,
      facadeModuleId: '/repo/src/ui/kit/screen-menus.tsx',
      imports: [file('focus'), file('motion'), file('menu')],
    };
    // The dashboard loads the focus and motion parts up front, not the menu.
    const chunks = graph().map((chunk) =>
      chunk.name === 'elements/bo-dashboard'
        ? { ...chunk, imports: [...chunk.imports, file('focus'), file('motion')] }
        : chunk,
    );
    const grouped = planConsolidation(
      [
        ...chunks,
        menus,
        shared('focus'),
        { ...shared('motion'), code: 'x'.repeat(50) },
        shared('menu'),
      ],
      { pinned: (f: string) => f.includes('/react-') },
    );
    // One file for the dashboard instead of two, and not a byte of the menu on it.
    expect(grouped.merged['motion-set']?.sort()).toEqual([file('focus'), file('motion')]);
    expect(grouped.merged['row-menus']?.sort()).toEqual(
      [file('menu'), file('screen-menus')].sort(),
    );
  });

  it('keeps a group some first screens load whole, menus and drawer parts together', () => {
    const lazy = (name: string, facade: string, imports: string[]): FakeChunk => ({
      ...shared(name, [facade]),
      isDynamicEntry: true,
      facadeModuleId: facade,
      imports,
    });
    // The dashboard loads both parts up front; only the menus need the focus part, only the
    // runs the motion part.
    const menus = lazy('screen-menus', '/repo/src/ui/kit/screen-menus.tsx', [file('focus')]);
    const runs = lazy('action-runs', '/repo/src/ui/kit/action-runs.ts', [file('motion')]);
    const chunks = graph().map((chunk) =>
      chunk.name === 'elements/bo-dashboard'
        ? { ...chunk, imports: [...chunk.imports, file('focus'), file('motion')] }
        : chunk,
    );
    const grouped = planConsolidation([...chunks, menus, runs, shared('focus'), shared('motion')], {
      pinned: (f: string) => f.includes('/react-'),
    });
    // One file, as without the `row-menus` rule, not two of a part each.
    expect(grouped.merged['motion-set']?.sort()).toEqual([file('focus'), file('motion')]);
  });

  it('names two groups after same-named chunks apart, so they stay two chunks', () => {
    // Two lists each load their own screen (both named "screen") with a helper of their own.
    const [first, second] = LIST_TAGS;
    const screens = [0, 1].flatMap((index) => {
      const own = [`screen-${index}`, `helper-${index}`];
      return own.map((name) => ({
        ...shared(name, [`/repo/src/areas/area-${index}/${name}.ts`]),
        name: name.startsWith('screen') ? 'screen' : name,
        code: name.startsWith('screen') ? 'xxxxxxxx' : 'x',
      }));
    });
    const chunks = graph().map((chunk) =>
      chunk.name === `elements/${first}` || chunk.name === `elements/${second}`
        ? {
            ...chunk,
            imports: [
              ...chunk.imports,
              ...(chunk.name === `elements/${first}`
                ? ['screen-0', 'helper-0']
                : ['screen-1', 'helper-1']
              ).map(file),
            ],
          }
        : chunk,
    );
    const twoScreens = planConsolidation([...chunks, ...screens], {
      pinned: (f: string) => f.includes('/react-'),
    });
    const aliases = ['screen-0', 'screen-1'].map((name) =>
      twoScreens.moduleChunk.get(`/repo/src/areas/area-${name.slice(-1)}/${name}.ts`),
    );
    expect(aliases).toEqual(['screen-set', 'screen-set~2']);
    expect(twoScreens.merged['screen-set']?.sort()).toEqual([file('helper-0'), file('screen-0')]);
  });

  it('keeps a pinned chunk and an entry as they are', () => {
    expect(plan.moduleChunk.get('/repo/node_modules/react-dom/x.js')).toBe('react');
    expect(plan.moduleChunk.get('/repo/src/elements/tags/bo-task-list.ts')).toBe(
      'elements/bo-task-list',
    );
  });

  it("joins React's chunk with the runtime when no page would load a byte more", () => {
    const pinned = (f: string) => f.includes('/react-');
    const provider = '/repo/node_modules/@fluentui/react-provider/x.js';
    const reactDom = '/repo/node_modules/react-dom/x.js';
    // Fluent imports React: every tag loading the runtime loads React, and nothing else does.
    const withReact = graph().map((chunk) =>
      chunk.fileName === file('fluent-runtime') ? { ...chunk, imports: [file('react')] } : chunk,
    );
    const joined = planConsolidation(withReact, { pinned });
    for (const id of [provider, reactDom, '/repo/src/ui/field.ts'])
      expect(joined.moduleChunk.get(id), id).toBe('react');
    expect(joined.merged.react).toEqual(expect.arrayContaining([file('react'), file('field')]));
    expect(joined.merged['fluent-runtime']).toBeUndefined();
    // The virtual rows: a list's lazy chunk of React alone, loaded after the runtime anyway.
    const virtualRows: FakeChunk = {
      ...shared('virtual-rows', ['/repo/src/ui/virtual-rows.tsx']),
      isDynamicEntry: true,
      facadeModuleId: '/repo/src/ui/virtual-rows.tsx',
      imports: [file('react')],
    };
    const lazyAfterRuntime = withReact.map((chunk) =>
      chunk.name === 'elements/bo-task-list'
        ? { ...chunk, dynamicImports: [file('virtual-rows')] }
        : chunk,
    );
    const stillJoined = planConsolidation([...lazyAfterRuntime, virtualRows], { pinned });
    expect(stillJoined.moduleChunk.get(provider)).toBe('react');
    // A framework-free entry that lazily loads a chart of React alone: joined, that chart would
    // bring the runtime's bytes along.
    const chart: FakeChunk = {
      ...shared('chart', ['/repo/src/charts/chart.tsx']),
      isDynamicEntry: true,
      facadeModuleId: '/repo/src/charts/chart.tsx',
      imports: [file('react')],
    };
    const charts = { ...tag('bo-charts', []), dynamicImports: [file('chart')] };
    const apart = planConsolidation([...withReact, chart, charts], { pinned });
    expect(apart.moduleChunk.get(provider)).toBe('fluent-runtime');
    expect(apart.moduleChunk.get(reactDom)).toBe('react');
  });

  it("puts the console's early part into the area table's chunk, which it imports", () => {
    const early = '/repo/src/console/early/first-screen.ts';
    const pathMatch = '/repo/src/console/path-match.ts';
    const areaTable = '/repo/src/areas/area-list.ts';
    const consoleGraph = (): FakeChunk[] => [
      ...graph(),
      tag('bo-console', [file('first-screen'), file('area-list')]),
      { ...shared('first-screen', [early, pathMatch]), imports: [file('area-list')] },
      shared('area-list', [areaTable]),
      // The dashboard loads the area table without the early part.
      tag('bo-dashboard', [file('area-list')]),
    ];
    const joined = planConsolidation(consoleGraph());
    expect(joined.moduleChunk.get(early)).toBe('area-list');
    expect(joined.moduleChunk.get(pathMatch)).toBe('area-list');
    expect(joined.moduleChunk.get(areaTable)).toBe('area-list');
    const previous = process.env.BO_CHUNK_RULES_OFF;
    process.env.BO_CHUNK_RULES_OFF = 'console-early';
    try {
      expect(planConsolidation(consoleGraph()).moduleChunk.get(early)).toBe('first-screen');
    } finally {
      if (previous === undefined) delete process.env.BO_CHUNK_RULES_OFF;
      else process.env.BO_CHUNK_RULES_OFF = previous;
    }
  });

  it('pins a module of no chunk to one alias, so no manual chunk pulls its imports in', () => {
    const chunkOf = pinnedChunks(plan.moduleChunk);
    expect(chunkOf('/repo/node_modules/barrel/index.js')).toBe('tree-shaken');
    expect(chunkOf('/repo/src/ui/table.ts')).toBe('list-kit');
  });
});

describe('stray modules (in no natural chunk)', () => {
  const strayChunk = (modules: Record<string, number>, imports: string[] = []) =>
    ({
      type: 'chunk',
      name: 'tree-shaken',
      fileName: 'elements/chunks/tree-shaken-x.js',
      imports,
      dynamicImports: [],
      modules: Object.fromEntries(
        Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }]),
      ),
    }) as unknown as OutputChunk;

  it('moves one that renders code to the chunk of its importer, through barrels', () => {
    const moduleChunk = new Map([['/app/page.ts', 'victory-page']]);
    const importersOf = new Map([
      ['/lib/clean.js', ['/lib/index.js']],
      ['/lib/index.js', ['/app/page.ts']],
    ]);
    const output = [strayChunk({ '/lib/clean.js': 7000, '/lib/index.js': 0 })];
    expect(settleStrays(output, moduleChunk, importersOf)).toBe(1);
    expect(moduleChunk.get('/lib/clean.js')).toBe('victory-page');
    expect(moduleChunk.has('/lib/index.js')).toBe(false);
  });

  it('records the importers of a module it pins to the stray alias', () => {
    const importersOf = new Map<string, readonly string[]>();
    const chunkOf = pinnedChunks(new Map(), importersOf);
    const getModuleInfo = () => ({ importers: ['/app/page.ts'] });
    expect(chunkOf('/lib/index.js', { getModuleInfo } as never)).toBe('tree-shaken');
    expect(importersOf.get('/lib/index.js')).toEqual(['/app/page.ts']);
  });

  it('drops the stray chunk when it renders nothing and nothing imports it', () => {
    const plugin = dropStrayChunk();
    const generate = plugin.generateBundle as (
      this: PluginContext,
      options: unknown,
      bundle: OutputBundle,
    ) => void;
    const name = 'elements/chunks/tree-shaken-x.js';
    const orphan: OutputBundle = { [name]: strayChunk({ '/lib/index.js': 0 }, ['./x.js']) };
    generate.call({} as PluginContext, {}, orphan);
    expect(Object.keys(orphan)).toEqual([]);
    const live: OutputBundle = { [name]: strayChunk({ '/lib/clean.js': 10 }) };
    generate.call({} as PluginContext, {}, live);
    expect(Object.keys(live)).toEqual([name]);
  });
});
