// Rollup plugin: the project's own dynamic imports that need a runtime helper call it instead of import().
import { join } from 'node:path';
import { FETCHED_AHEAD } from './chunk-rules.mjs';

/**
 * Dynamic imports that need a runtime helper go through one (src/ui/fetch-ahead.ts, or the
 * console's chunk loader, src/console/chunk-loader.ts): the console's, because a browser keeps one
 * request per module address, so retrying a chunk that hung or failed needs a new address; and
 * those of code fetched ahead of use (an area's screen on its link's hover, what a list fetches
 * for its first steps), which goes at low priority: the helper preloads the chunk and the files
 * it imports that its importer does not (given here) at low priority before importing it. Other
 * imports stay plain, costing no byte.
 *
 * @param {string} srcDir the project's src/ folder
 * @returns {import('rollup').Plugin}
 */
export function dynamicImportHelper(srcDir) {
  const consoleDir = join(srcDir, 'console');
  // The area table holds the screens' loaders.
  const areaTable = join(srcDir, 'areas', 'area-list.ts');
  const MARK = '__boAheadDeps_';
  /** @type {{ fileName: string, path: string }[][]} */
  const sites = [];
  return {
    name: 'dynamic-import-helper',
    renderStart() {
      sites.length = 0;
    },
    renderDynamicImport({ moduleId, targetModuleId, getTargetChunkImports }) {
      if (!targetModuleId) return null;
      const ahead =
        moduleId === areaTable || FETCHED_AHEAD.some((pattern) => pattern.test(targetModuleId));
      if (!ahead && !moduleId.startsWith(consoleDir)) return null;
      const deps = ahead
        ? (getTargetChunkImports() ?? [])
            .filter((target) => target.type === 'internal')
            // The path comes quoted, as it is written in an import statement.
            .map((target) => ({
              fileName: target.fileName,
              path: target.resolvedImportPath.slice(1, -1),
            }))
        : [];
      sites.push(deps);
      return {
        left: '(globalThis.__backofficeImportChunk||(s=>import(s)))(',
        right: `,import.meta.url,${MARK}${sites.length - 1})`,
      };
    },
    renderChunk(code, chunk, _options, { chunks }) {
      if (!code.includes(MARK)) return null;
      const closure = (/** @type {string} */ root) => {
        const found = new Set([root]);
        const visit = (/** @type {string} */ file) => {
          for (const imported of chunks[file]?.imports ?? []) {
            if (found.has(imported)) continue;
            found.add(imported);
            visit(imported);
          }
        };
        visit(root);
        return found;
      };
      // What is here already: the importer's own static imports, and what every entry (or
      // lazily loaded root) that loads the importer up front loads with it.
      const own = closure(chunk.fileName);
      const withEntries = Object.values(chunks)
        .filter((other) => other.isEntry || other.isDynamicEntry)
        .map((entry) => closure(entry.fileName))
        .filter((loaded) => loaded.has(chunk.fileName));
      for (const file of withEntries[0] ?? []) {
        if (withEntries.every((loaded) => loaded.has(file))) own.add(file);
      }
      const rendered = code.replace(new RegExp(`,${MARK}(\\d+)`, 'g'), (_, index) => {
        const deps = (sites[Number(index)] ?? []).filter((dep) => !own.has(dep.fileName));
        return deps.length ? `,${JSON.stringify(deps.map((dep) => dep.path))}` : '';
      });
      return { code: rendered, map: null };
    },
  };
}
