// Applies the merge rules of chunk-rules.mjs: the build first lets Rollup split naturally (a
// generate without minifying), plans which natural chunks merge, and writes with every module
// pinned to its chunk. Every module is pinned (not only the merged ones) because Rollup pulls the
// unpinned static dependencies of a manual chunk into it. Chunks no rule names keep their natural
// split, so chart pages stay one chunk each and nothing that was lazy becomes eager.

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { dropStrayChunk, pinnedChunks, settleStrays } from './chunk-strays.mjs';
import {
  joinFirstInteractions,
  joinSmallChunks,
  posix,
  reachableFrom,
  staticClosure,
} from './chunk-joins.mjs';
import {
  AREA_TABLE,
  companions,
  CONSOLE_EARLY,
  CONSOLE_FIRST_SCREENS,
  CONSOLE_SHELL,
  OTHER_ELEMENT_SCREENS,
  FETCHED_AHEAD,
  FIRST_INTERACTIONS,
  MENU_PARTS,
  menusApart,
  ROW_DRAWERS,
  isPinnedChunk,
  mergeGroup,
  reactJoinsRuntime,
  ruleOn,
  SIGN_IN_PAGE,
} from './chunk-rules.mjs';

/**
 * What the plan reads of a natural output chunk.
 * @typedef {Pick<import('rollup').OutputChunk, 'fileName' | 'name' | 'isEntry' | 'isDynamicEntry' | 'facadeModuleId' | 'imports' | 'moduleIds' | 'code'> & { dynamicImports?: string[] }} NaturalChunk
 */

/**
 * @typedef {object} ConsolidationPlan
 * @property {Map<string, string>} moduleChunk module id -> the chunk alias it is written into
 * @property {Record<string, string[]>} merged merged chunk alias -> the natural chunks it takes in
 * @property {Map<string, string>} facades chunk alias -> the module a chunk kept whole was the facade of
 */

const TAGS_DIR = 'src/elements/tags/';

/**
 * The list areas of the area table (src/areas/area-list.ts), which imports nothing but types: its
 * source transpiled and evaluated (its screen loaders are never called).
 * @returns {Promise<{ tag: string, folder: string }[]>}
 */
async function listAreas() {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  const source = readFileSync(join(dir, 'src', 'areas', 'area-list.ts'), 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'esm' });
  const { AREAS } = await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  );
  return AREAS.filter((/** @type {{ rows?: unknown }} */ area) => area.rows);
}
const LISTS = await listAreas();
/** The list areas' element tags: the pages the merge serves. */
export const LIST_TAGS = LISTS.map((area) => area.tag);
/** The folders of those areas' screens. */
export const LIST_AREAS = LISTS.map((area) => area.folder);
const RUNTIME_LABEL = /[\\/]node_modules[\\/]@fluentui[\\/]react-provider[\\/]/;
const REACT_LABEL = /[\\/]node_modules[\\/]react-dom[\\/]/;

/**
 * Plans the merge from a natural (unmerged) output: returns module id -> chunk alias for every
 * module of every chunk, which natural chunks each merged chunk took in, and the facade module of
 * each chunk kept whole (Rollup names no facade for some pinned chunks whose natural twin had one).
 * `pinned(file)` says a chunk must stay as it is (a manual chunk such as React's).
 * @param {readonly NaturalChunk[]} chunks
 * @param {{ pinned?: (fileName: string) => boolean }} [options]
 * @returns {ConsolidationPlan}
 */
export function planConsolidation(chunks, { pinned = isPinnedChunk } = {}) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const facade = (chunk) => (chunk.facadeModuleId ? posix(chunk.facadeModuleId) : '');
  const rootsWhere = (test) =>
    chunks.filter((c) => (c.isEntry || c.isDynamicEntry) && test(facade(c))).map((c) => c.fileName);
  const closureOf = (files) => files.map((file) => staticClosure(file, byFile));

  const union = (closures) => new Set(closures.flatMap((closure) => [...closure]));
  const listClosures = LIST_TAGS.map((tag) =>
    union(closureOf(rootsWhere((id) => id.endsWith(`${TAGS_DIR}${tag}.ts`)))),
  );
  const signInPage = closureOf(rootsWhere((id) => id.endsWith(SIGN_IN_PAGE)));
  const loadedBy = (patterns) =>
    union(closureOf(rootsWhere((id) => patterns.some((p) => p.test(id)))));
  const consoleFirst = loadedBy(CONSOLE_FIRST_SCREENS);
  const otherElements = loadedBy(OTHER_ELEMENT_SCREENS);
  const core = union(closureOf(rootsWhere((id) => id.endsWith('src/core/index.ts'))));
  // Loaded by a root outside the lists' own code (another element, a console page, a lazy part of
  // those): a group of a few lists' chunks must stay out of such a load.
  const listTerritory = (id) =>
    id === '' ||
    id.includes('backoffice-all-elements') ||
    LIST_TAGS.some((tag) => id.endsWith(`${TAGS_DIR}${tag}.ts`)) ||
    // What a list's entry awaits behind its early part (src/elements/tags/bo-task-list.ts).
    LIST_TAGS.some((tag) => id.endsWith(`src/elements/${tag.replace(/^bo-/, '')}-element.ts`)) ||
    LIST_AREAS.some((area) => id.includes(`src/areas/${area}/`)) ||
    id.includes('src/areas/kit/') ||
    id.includes('src/ui/kit/');
  const outside = union(closureOf(rootsWhere((id) => !listTerritory(id))));
  const listsLoading = (file) => LIST_TAGS.filter((_, index) => listClosures[index].has(file));
  const closures = new Map();
  const loads = (file) => {
    if (!closures.has(file)) closures.set(file, staticClosure(file, byFile));
    return closures.get(file);
  };
  const aheadParts = chunks
    .filter((c) => c.isDynamicEntry && FETCHED_AHEAD.some((p) => p.test(facade(c))))
    .map((c) => ({
      file: c.fileName,
      importers: chunks.filter((i) => i.dynamicImports?.includes(c.fileName)),
    }));
  // The parts fetched ahead that load `file` although a chunk importing them does not load it.
  const foreignAhead = (file) =>
    aheadParts
      .filter(
        (part) =>
          loads(part.file).has(file) &&
          part.importers.some((importer) => !loads(importer.fileName).has(file)),
      )
      .map((part) => part.file);

  /** alias or same-lists key -> the natural chunks it takes in. */
  const groups = new Map([['fluent-runtime', []]]);
  const join = (key, file) => groups.set(key, [...(groups.get(key) ?? []), file]);
  for (const chunk of chunks) {
    const file = chunk.fileName;
    if (pinned(file) || core.has(file) || chunk.isEntry) continue;
    const lists = listsLoading(file);
    if (lists.length === 0) continue;
    const group = mergeGroup(
      {
        lists,
        signInPage: signInPage.length > 0 && signInPage.every((c) => c.has(file)),
        consoleFirst: consoleFirst.has(file),
        otherElements: otherElements.has(file),
        outside: outside.has(file),
        foreignAhead: lists.length < LIST_TAGS.length ? foreignAhead(file) : [],
      },
      LIST_TAGS.length,
    );
    if (group) join(group, file);
  }
  // A same-lists group of one chunk merges nothing; its chunk stays free for the joins below
  // (the kit's 144-byte reference-of helper, loaded by five lists, was a file of its own).
  for (const [key, files] of groups) {
    if (key.startsWith('lists:') && files.length === 1) groups.delete(key);
  }
  if (ruleOn('small-joins'))
    joinSmallChunks({
      chunks,
      byFile,
      groups,
      join,
      skip: (chunk) => pinned(chunk.fileName) || core.has(chunk.fileName),
      listsLoading,
      listCount: LIST_TAGS.length,
      union,
    });
  if (ruleOn('first-interactions')) {
    // The screens a page shows first: every entry's up-front load, the console's shell (its chunk
    // has no facade of its own: found by the module it holds) and its sign-in page.
    const holding = (patterns) => chunksHolding(chunks, patterns);
    const firstScreens = new Map([
      ...chunks.filter((c) => c.isEntry).map((c) => [c.fileName, loads(c.fileName)]),
      ['console-shell', union(holding(CONSOLE_SHELL).map((c) => loads(c.fileName)))],
      ['sign-in-page', union(signInPage)],
    ]);
    joinFirstInteractions({
      parts: holding(FIRST_INTERACTIONS),
      menus: menusApart() ? holding(MENU_PARTS) : [],
      drawers: holding(ROW_DRAWERS),
      loads,
      firstScreens,
      skip: (file) =>
        byFile.get(file).isEntry ||
        pinned(file) ||
        [...groups.values()].some((g) => g.includes(file)),
      join,
    });
  }
  // The runtime group only makes sense around the chunk that holds Fluent's provider.
  const holdsRuntime = (file) => byFile.get(file).moduleIds.some((id) => RUNTIME_LABEL.test(id));
  if (!groups.get('fluent-runtime').some(holdsRuntime)) groups.delete('fluent-runtime');
  const runtimeFiles = groups.get('fluent-runtime') ?? [];
  const react = reactJoinsRuntime() ? reactJoiningRuntime(chunks, byFile, runtimeFiles) : null;

  const merged = {};
  const aliasOf = new Map();
  for (const [key, files] of groups) {
    if (files.length < 2) continue;
    // A group of some lists' chunks is named after its largest part (an area's screen, say).
    const largest = files.reduce((a, b) =>
      byFile.get(b).code.length > byFile.get(a).code.length ? b : a,
    );
    // Areas' screens share a chunk name ("screen"): a second group named after one gets a number,
    // or the two groups would become one chunk that both lists load.
    // The first interactions' groups of parts some first screens load are named after their largest.
    const base = key.includes(':') ? `${byFile.get(largest).name}-set` : key;
    let alias = base;
    for (let n = 2; merged[alias]; n += 1) alias = `${base}~${n}`;
    merged[alias] = files;
    for (const file of files) aliasOf.set(file, alias);
  }
  const used = new Set(Object.keys(merged));
  const moduleChunk = new Map();
  const facades = new Map();
  for (const chunk of chunks) {
    let alias = aliasOf.get(chunk.fileName);
    if (!alias) {
      alias = chunk.name;
      for (let n = 2; used.has(alias); n += 1) alias = `${chunk.name}~${n}`;
      used.add(alias);
      if (chunk.facadeModuleId) facades.set(alias, chunk.facadeModuleId);
    }
    for (const id of chunk.moduleIds) moduleChunk.set(id, alias);
  }
  if (ruleOn('console-early')) joinConsoleEarly(chunks, moduleChunk, aliasOf);
  if (react) {
    const alias = moduleChunk.get(react.moduleIds[0]);
    for (const file of runtimeFiles)
      for (const id of byFile.get(file).moduleIds) moduleChunk.set(id, alias);
    merged[alias] = [react.fileName, ...runtimeFiles];
    delete merged['fluent-runtime'];
  }
  return { moduleChunk, merged, facades };
}

/**
 * The chunks holding a module whose path matches one of `patterns`.
 * @param {readonly NaturalChunk[]} chunks
 * @param {readonly RegExp[]} patterns
 */
function chunksHolding(chunks, patterns) {
  return chunks.filter((chunk) =>
    chunk.moduleIds.some((id) => patterns.some((pattern) => pattern.test(posix(id)))),
  );
}

/**
 * The console's early part joins the area table's chunk (chunk-rules.mjs, `console-early`) when
 * both are natural chunks no other rule merged.
 * @param {readonly NaturalChunk[]} chunks
 * @param {Map<string, string>} moduleChunk
 * @param {Map<string, string>} aliasOf
 */
function joinConsoleEarly(chunks, moduleChunk, aliasOf) {
  const [early] = chunksHolding(chunks, [CONSOLE_EARLY]);
  const [areaTable] = chunksHolding(chunks, [AREA_TABLE]);
  if (!early || !areaTable || early === areaTable || early.isEntry || areaTable.isEntry) return;
  if (aliasOf.has(early.fileName) || aliasOf.has(areaTable.fileName)) return;
  const alias = moduleChunk.get(areaTable.moduleIds[0]);
  for (const id of early.moduleIds) moduleChunk.set(id, alias);
}

/**
 * React's chunk (pinned) joins the runtime group when that costs no page a byte: every entry
 * loading one up front loads the other, and every entry that can reach React at all (a lazy chunk
 * of React alone, such as the virtual rows) loads the runtime up front. Every element and the
 * console load both; the framework-free core neither. One file, not two, on every first screen (a
 * first screen's files each cost a fetch, a compile and a link). The joined chunk keeps React's
 * alias, the name the write's manualChunks gives React. Returns React's chunk, or null.
 */
function reactJoiningRuntime(chunks, byFile, runtimeFiles) {
  const react = chunks.find((chunk) => chunk.moduleIds.some((id) => REACT_LABEL.test(id)));
  if (!react || runtimeFiles.length === 0) return null;
  const loadsRuntime = (closure) => runtimeFiles.some((file) => closure.has(file));
  let someLoadBoth = false;
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    const upFront = staticClosure(entry.fileName, byFile);
    const reachable = reachableFrom(entry.fileName, byFile);
    if (upFront.has(react.fileName) !== loadsRuntime(upFront)) return null;
    if (reachable.has(react.fileName) && !loadsRuntime(upFront)) return null;
    someLoadBoth ||= upFront.has(react.fileName);
  }
  return someLoadBoth ? react : null;
}

/** The module that defines `name` itself (a barrel only re-exports it). */
const defines = (info, name) => info?.exportedBindings?.['.']?.includes(name) ?? false;

/** manualChunks part placing each companion (chunk-rules.mjs) with the hook that creates it. */
function withCompanions(moduleChunk) {
  let placed = null;
  return (id, { getModuleInfo }) => {
    placed ??= new Map(
      companions().flatMap(([observer, hook]) => {
        const ids = [...moduleChunk.keys()];
        const module = ids.find((candidate) => defines(getModuleInfo(candidate), observer));
        const creator = ids.find((candidate) => defines(getModuleInfo(candidate), hook));
        return module && creator ? [[module, moduleChunk.get(creator)]] : [];
      }),
    );
    return placed.get(id);
  };
}

/**
 * The output options with the natural chunks merged: a first generate without minifying shows
 * Rollup's natural split, the returned options pin every module to its natural chunk or to the
 * merged chunk that takes it in.
 * @param {import('rollup').RollupBuild} bundle
 * @param {import('rollup').OutputOptions} output
 */
export async function consolidatedOutput(bundle, output) {
  const natural = await bundle.generate({ ...output, plugins: [] });
  const chunks = natural.output.filter((item) => item.type === 'chunk');
  const { moduleChunk, merged, facades } = planConsolidation(chunks);
  const importersOf = new Map();
  const pinned = pinnedChunks(moduleChunk, importersOf);
  const companion = withCompanions(moduleChunk);
  const consolidated = {
    ...output,
    manualChunks: (id, api) =>
      output.manualChunks(id, api) ?? companion(id, api) ?? pinned(id, api),
    plugins: [...(output.plugins ?? []), dropStrayChunk()],
  };
  for (let round = 0; round < 3; round += 1) {
    const trial = await bundle.generate({ ...consolidated, plugins: [] });
    if (settleStrays(trial.output, moduleChunk, importersOf) === 0) break;
  }
  return { merged, facades, output: consolidated };
}
