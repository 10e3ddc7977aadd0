// An element entry with an early part (src/elements/early/<tag>.ts: the first page's requests)
// runs that part before the UI code has even arrived. In a module graph nothing evaluates until
// every static import is fetched and compiled, so an entry importing the early chunk and the UI
// chunks statically sent its requests only after React and Fluent had loaded. The written entry
// keeps the early part's chunk as its one static import and awaits the others at its top level:
// the requests (and the locale data's set-up) run while the UI chunks download and compile.
// Pages still fetch every chunk in the first round: the build's preload map (bundle-graph.mjs)
// counts imports awaited at a module's top level as part of its load.
import { posix } from 'node:path';
import { parseAst } from 'rollup/parseAst';

/** An element's early part: what its entry imports first (rollup.config.mjs gives it its own chunk). */
export const EARLY_PART = /[\\/]src[\\/]elements[\\/]early[\\/]/;

/** `a as b` in an import -> `a: b` in a destructuring pattern (names may be string literals). */
function patternOf(node) {
  const names = [];
  for (const specifier of node.specifiers) {
    if (specifier.type === 'ImportNamespaceSpecifier') {
      if (node.specifiers.length > 1) throw new Error('early-entries: mixed namespace import');
      return specifier.local.name;
    }
    const imported =
      specifier.type === 'ImportDefaultSpecifier'
        ? 'default'
        : specifier.imported.type === 'Identifier'
          ? specifier.imported.name
          : JSON.stringify(specifier.imported.value);
    names.push(`${imported}: ${specifier.local.name}`);
  }
  return names.length > 0 ? `{ ${names.join(', ')} }` : '';
}

/**
 * Rewrites an ES module's import declarations whose source `keep` refuses into one awaited
 * `Promise.all` of dynamic imports, in their order, binding the same local names. The bindings
 * are read once, when the imports have evaluated, not live: an entry's own code (a tag's
 * definition) uses them only then. Returns null when there is nothing to rewrite.
 * @param {string} code
 * @param {(source: string) => boolean} keep
 * @returns {string | null}
 */
export function deferImports(code, keep) {
  const imports = parseAst(code).body.filter((node) => node.type === 'ImportDeclaration');
  const deferred = imports.filter((node) => !keep(node.source.value));
  if (deferred.length === 0 || deferred.length === imports.length) return null;
  const patterns = deferred.map(patternOf);
  // Imports bound to nothing (side effects only) leave holes; trailing ones need no place.
  while (patterns.length > 0 && patterns.at(-1) === '') patterns.pop();
  const sources = deferred.map((node) => `import(${JSON.stringify(node.source.value)})`);
  const awaited =
    patterns.length > 0
      ? `const [${patterns.join(', ')}] = await Promise.all([${sources.join(', ')}]);`
      : `await Promise.all([${sources.join(', ')}]);`;
  let out = '';
  let at = 0;
  for (const [index, node] of deferred.entries()) {
    out += code.slice(at, node.start) + (index === 0 ? awaited : '');
    at = node.end;
  }
  return out + code.slice(at);
}

/** Output plugin: the rewrite, for entries whose own module imports an early part. */
export function earlyEntriesFirst() {
  return {
    name: 'early-entries-first',
    renderChunk(code, chunk, _options, { chunks }) {
      if (!chunk.isEntry || !chunk.facadeModuleId) return null;
      const facade = this.getModuleInfo(chunk.facadeModuleId);
      if (!facade?.importedIds.some((id) => EARLY_PART.test(id))) return null;
      const holdsEarlyPart = (source) => {
        const imported = chunks[posix.join(posix.dirname(chunk.fileName), source)];
        return imported?.moduleIds.some((id) => EARLY_PART.test(id)) ?? false;
      };
      const rewritten = deferImports(code, holdsEarlyPart);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
