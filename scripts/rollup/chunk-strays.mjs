// Modules the natural split left in no chunk (a barrel whose exports were all tree-shaken, say):
// how the consolidated write pins them, settles the ones that still render code, and drops the
// empty chunk they would leave.

const STRAY = 'tree-shaken';

/**
 * manualChunks for the write: the plan's chunk for every module. A module in no natural chunk (a
 * barrel whose exports were all tree-shaken, say) has no code of its own, but left unpinned Rollup
 * would pull it, and through it its whole dependency graph, into the manual chunk of any importer;
 * such modules share one alias of their own, which renders as no file when none has code.
 * `importersOf` records who imports each of them, for settleStrays().
 */
export function pinnedChunks(moduleChunk, importersOf = new Map()) {
  return (id, api) => {
    const alias = moduleChunk.get(id);
    if (alias) return alias;
    if (api) importersOf.set(id, api.getModuleInfo(id)?.importers ?? []);
    return STRAY;
  };
}

/**
 * A module the natural split left out can still render code once pinned (victory's clean theme
 * does): each such module of a trial output goes with the chunk of a module that imports it.
 * Returns how many moved; none means the stray alias holds no code and renders no file.
 */
export function settleStrays(output, moduleChunk, importersOf) {
  const strayChunk = output.find((item) => item.type === 'chunk' && item.name === STRAY);
  if (!strayChunk) return 0;
  // The nearest pinned importer, through importers that are strays themselves (barrels).
  const aliasOf = (id, seen = new Set()) => {
    if (moduleChunk.has(id)) return moduleChunk.get(id);
    if (seen.has(id)) return undefined;
    seen.add(id);
    for (const importer of importersOf.get(id) ?? []) {
      const alias = aliasOf(importer, seen);
      if (alias) return alias;
    }
    return undefined;
  };
  let moved = 0;
  for (const [id, info] of Object.entries(strayChunk.modules)) {
    if (info.renderedLength === 0) continue;
    const alias = aliasOf(id);
    if (!alias) continue;
    moduleChunk.set(id, alias);
    moved += 1;
  }
  return moved;
}

/**
 * Output plugin: drops the stray alias's chunk when it renders no module and nothing imports it
 * (what is left is only the import statements of the barrels it holds, run by nobody).
 */
export function dropStrayChunk() {
  return {
    name: 'drop-stray-chunk',
    generateBundle(_, bundle) {
      const items = Object.values(bundle);
      for (const item of items) {
        if (item.type !== 'chunk' || item.name !== STRAY) continue;
        const rendersCode = Object.values(item.modules).some((m) => m.renderedLength > 0);
        const imported = items.some(
          (other) =>
            other.type === 'chunk' &&
            (other.imports.includes(item.fileName) || other.dynamicImports.includes(item.fileName)),
        );
        if (!rendersCode && !imported) delete bundle[item.fileName];
      }
    },
  };
}
