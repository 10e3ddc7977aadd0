// Rollup (and Vite) plugin: `import { XRegular } from '@fluentui/react-icons'` becomes an import
// of the icon's own module, `@fluentui/react-icons/svg/x`.
//
// The package's main entry re-exports every icon from 74 modules, 16.5 MB of code. Rollup parses
// all of it for the handful of icons we and Fluent's components use (about a fifth of the build's
// time went there), and Vitest pre-bundles it into one 17 MB file that every unit test file
// parses again. The package ships one module per icon name (its `./svg/*` export, the same
// `createFluentIcon` calls) and its helpers under `./utils`; imports of those go there instead.
// The output is the same code.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAst } from 'rollup/parseAst';

const PACKAGE = '@fluentui/react-icons';

/** The names a module of the package exports, from its `export { … } from` statements. */
function exportedNames(file) {
  const names = [];
  for (const node of parseAst(readFileSync(file, 'utf8')).body) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    for (const specifier of node.specifiers) {
      names.push(specifier.exported.name ?? specifier.exported.value);
    }
  }
  return names;
}

/**
 * Export name -> the module to import it from: each icon's module under the package's `./svg/*`
 * export, read from the atoms, and the helpers its `./utils` entry exports (lib/utils.js).
 */
export function iconAtoms(packageDir) {
  const atomsDir = join(packageDir, 'lib', 'atoms', 'svg');
  const atoms = new Map();
  for (const file of readdirSync(atomsDir)) {
    if (!file.endsWith('.js')) continue;
    const atom = `${PACKAGE}/svg/${file.slice(0, -'.js'.length)}`;
    for (const [, name] of readFileSync(join(atomsDir, file), 'utf8').matchAll(
      /export const (\w+)/g,
    )) {
      atoms.set(name, atom);
    }
  }
  for (const name of exportedNames(join(packageDir, 'lib', 'utils.js'))) {
    atoms.set(name, `${PACKAGE}/utils`);
  }
  return atoms;
}

/**
 * The module's code with each named import from the package's main entry split into imports of
 * the modules that define the names, or null when there is nothing to rewrite. Throws on a name
 * that is neither an icon nor a helper, or on a namespace or default import (nothing to split).
 */
export function withIconAtoms(code, atoms) {
  if (!code.includes(PACKAGE)) return null;
  const edits = [];
  for (const node of parseAst(code).body) {
    if (node.type !== 'ImportDeclaration' || node.source.value !== PACKAGE) continue;
    const bySource = new Map();
    for (const specifier of node.specifiers) {
      if (specifier.type !== 'ImportSpecifier') {
        throw new Error(`${PACKAGE}: only named imports can be split into icon modules`);
      }
      const imported = specifier.imported.name ?? specifier.imported.value;
      const source = atoms.get(imported);
      if (!source) throw new Error(`${PACKAGE}: no icon module exports ${imported}`);
      const local = specifier.local.name;
      const names = bySource.get(source) ?? [];
      names.push(imported === local ? local : `${imported} as ${local}`);
      bySource.set(source, names);
    }
    const imports = [...bySource].map(
      ([source, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(source)};`,
    );
    // On the statement's lines: what follows keeps its line numbers (no source map is made).
    const lines = code.slice(node.start, node.end).split('\n').length - 1;
    edits.push({ start: node.start, end: node.end, text: imports.join(' ') + '\n'.repeat(lines) });
  }
  if (edits.length === 0) return null;
  let result = code;
  for (const edit of edits.reverse()) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}

/**
 * @param {{ include?: (id: string) => boolean }} [options] which modules to rewrite (all by default)
 * @returns {import('rollup').Plugin}
 */
export function fluentIconAtoms(options = {}) {
  let atoms;
  return {
    name: 'fluent-icon-atoms',
    transform(code, id) {
      if (!code.includes(PACKAGE) || (options.include && !options.include(id))) return null;
      atoms ??= iconAtoms(
        dirname(createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`)),
      );
      try {
        const rewritten = withIconAtoms(code, atoms);
        return rewritten === null ? null : { code: rewritten, map: null };
      } catch (error) {
        this.error(`${id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
