// The chunk graph the merge reads (what a root loads up front, what it can reach) and the join of
// small chunks (the `small-joins` rule of chunk-rules.mjs) into a group every page loading them
// loads anyway.

import path from 'node:path';
import { parseAst } from 'rollup/parseAst';
import { awaitedImports } from './awaited-imports.mjs';
import { SMALL_JOINS } from './chunk-rules.mjs';

export const posix = (id) => id.replaceAll('\\', '/');

const awaitedByChunk = new WeakMap();

/**
 * The chunks a chunk loads before it runs: its static imports and the dynamic ones its top level
 * awaits (an element entry awaiting its UI behind its early part).
 * @param {import('rollup').OutputChunk} chunk
 * @returns {string[]}
 */
function loadedWith(chunk) {
  if (!chunk.dynamicImports?.length || !chunk.code?.includes('await')) return chunk.imports;
  if (!awaitedByChunk.has(chunk)) {
    const from = path.posix.dirname(chunk.fileName);
    const awaited = parseAst(chunk.code)
      .body.flatMap(awaitedImports)
      .map((source) => path.posix.join(from, source));
    awaitedByChunk.set(chunk, [...chunk.imports, ...awaited]);
  }
  return awaitedByChunk.get(chunk);
}

/** Every chunk a root loads before it runs: itself, its static and awaited imports, transitively. */
export function staticClosure(root, byFile) {
  return closure(root, loadedWith, byFile);
}

/** Every chunk a root can ever load: its static closure and, transitively, what it imports lazily. */
export function reachableFrom(root, byFile) {
  return closure(root, (chunk) => [...chunk.imports, ...(chunk.dynamicImports ?? [])], byFile);
}

function closure(root, next, byFile) {
  const seen = new Set();
  const pending = [root];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = byFile.get(file);
    if (chunk) pending.push(...next(chunk));
  }
  return seen;
}

/**
 * Joins each small chunk of the lists' first screens to a group every page loading it loads anyway
 * and that already loads everything it imports (see SMALL_JOINS): no page fetches a file more,
 * some carry a few hundred bytes more. A chunk of any size joins when every entry loading the
 * group loads it too: then no page carries a byte more, only a file less.
 */
export function joinSmallChunks({
  chunks,
  byFile,
  groups,
  join,
  skip,
  listsLoading,
  listCount,
  union,
}) {
  const closures = chunks
    .filter((chunk) => chunk.isEntry || chunk.isDynamicEntry)
    .map((chunk) => staticClosure(chunk.fileName, byFile));
  // A page starts from an entry; a lazy part loads after one, with what that entry loaded.
  const entryClosures = chunks
    .filter((chunk) => chunk.isEntry)
    .map((chunk) => staticClosure(chunk.fileName, byFile));
  const entriesLoading = (file) => entryClosures.filter((closure) => closure.has(file)).length;
  const carriers = (file, loadsGroup) =>
    entryClosures.filter((closure) => loadsGroup(closure) && !closure.has(file)).length;
  const grouped = new Set([...groups.values()].flat());
  for (const chunk of chunks) {
    const file = chunk.fileName;
    if (grouped.has(file) || skip(chunk) || chunk.isEntry || chunk.isDynamicEntry) continue;
    const lists = listsLoading(file).length;
    if (lists === 0) continue;
    const small = chunk.code.length <= (lists === listCount ? SMALL_JOINS.small : SMALL_JOINS.tiny);
    const host = SMALL_JOINS.hosts.find((key) => {
      const members = groups.get(key) ?? [];
      const reach = union(members.map((member) => staticClosure(member, byFile)));
      const loadsGroup = (closure) => members.some((member) => closure.has(member));
      return (
        members.length > 0 &&
        chunk.imports.every((imported) => reach.has(imported)) &&
        closures.every((closure) => !closure.has(file) || loadsGroup(closure)) &&
        // Bytes for nothing on the pages loading the group without the chunk: a small chunk's
        // few, a somewhat larger one's when most of the group's pages need it, else none.
        (small ||
          (chunk.code.length <= SMALL_JOINS.sharedTiny &&
            carriers(file, loadsGroup) <= entriesLoading(file)) ||
          carriers(file, loadsGroup) === 0)
      );
    });
    if (!host) continue;
    join(host, file);
    grouped.add(file);
  }
}

/**
 * The `first-interactions` rule (chunk-rules.mjs): the chunks the kit's first-interaction parts
 * and the rows' own drawers load (not the drawers themselves, each a list's own) are grouped by
 * the first screens that already load them. The group no first screen loads becomes the
 * `first-interactions` chunk; each other group is loaded whole by exactly the first screens that
 * loaded its parts, so no first screen loads a byte more, only fewer files. With `menus` (the
 * `row-menus` rule), what only the menus load and no first screen does is `row-menus`.
 */
export function joinFirstInteractions({
  parts,
  menus = [],
  drawers,
  loads,
  firstScreens,
  skip,
  join,
}) {
  const candidates = new Set(parts.flatMap((part) => [...loads(part.fileName)]));
  const drawerFiles = new Set(drawers.map((drawer) => drawer.fileName));
  for (const drawer of drawers)
    for (const file of loads(drawer.fileName)) if (!drawerFiles.has(file)) candidates.add(file);
  // What the parts but the menus and the drawers load: the rest of the candidates no first screen
  // loads only the menus need (the `row-menus` rule), and they are grouped apart.
  const menuFiles = new Set(menus.map((menu) => menu.fileName));
  const notMenus = new Set(
    [...parts.filter((part) => !menuFiles.has(part.fileName)), ...drawers].flatMap((root) => [
      ...loads(root.fileName),
    ]),
  );
  for (const file of candidates) {
    if (skip(file)) continue;
    const screens = [...firstScreens].filter(([, closure]) => closure.has(file));
    const key = screens.map(([name]) => name).join(',');
    // A group some first screens load stays whole: split by side, it fell into many small files.
    const menusOnly = !key && menuFiles.size > 0 && !notMenus.has(file);
    const group = menusOnly ? 'row-menus' : 'first-interactions';
    join(key ? `${group}:${key}` : group, file);
  }
}
