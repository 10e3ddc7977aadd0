// Rollup build of the browser bundle: one ESM entry per tag, one that registers all, and the
// framework-free core, split into shared chunks so every entry on a page shares one React,
// one session store and one API client.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { babel } from '@rollup/plugin-babel';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { chunkFileNames, manualChunks } from './scripts/rollup/chunk-rules.mjs';
import { firstLoadCompileHints } from './scripts/rollup/compile-hints.mjs';
import { dynamicImportHelper } from './scripts/rollup/dynamic-import-helper.mjs';
import { precomputedModules } from './scripts/rollup/precomputed-modules.mjs';
import { pruneUnusedThemeTokens } from './scripts/rollup/prune-theme-tokens.mjs';
import { thirdPartyNotices } from './scripts/rollup/third-party-notices.mjs';

export const root = dirname(fileURLToPath(import.meta.url));
const srcDir = join(root, 'src');
const tagsDir = join(root, 'src', 'elements', 'tags');
const SOURCE = /\.[cm]?[jt]sx?$/;

const elementsApi = join(root, 'src', 'elements', 'index.ts');
const coreEntry = join(root, 'src', 'core', 'index.ts');
/** dist/elements/index.js: registers every tag and exports the element layer's API. */
const ALL_ELEMENTS = '\0backoffice-all-elements';

/** The tag modules, src/elements/tags/<tag>.ts, sorted. */
export function tagSources() {
  if (!existsSync(tagsDir)) return [];
  return readdirSync(tagsDir)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .sort()
    .map((file) => join(tagsDir, file));
}

/** Entry name (path under dist/, no extension) -> module, for every source that exists. */
export function bundleInputs() {
  const inputs = {};
  for (const file of tagSources())
    inputs[`elements/${basename(file).replace(/\.tsx?$/, '')}`] = file;
  if (tagSources().length > 0 || existsSync(elementsApi)) inputs['elements/index'] = ALL_ELEMENTS;
  if (existsSync(coreEntry)) inputs['core/index'] = coreEntry;
  return inputs;
}

function allElementsEntry() {
  return {
    name: 'all-elements-entry',
    resolveId: (id) => (id === ALL_ELEMENTS ? id : null),
    load(id) {
      if (id !== ALL_ELEMENTS) return null;
      const lines = tagSources().map((file) => `import ${JSON.stringify(file)};`);
      if (existsSync(elementsApi)) lines.push(`export * from ${JSON.stringify(elementsApi)};`);
      return { code: lines.join('\n'), moduleSideEffects: true };
    },
  };
}

/**
 * rollup-plugin-esbuild only as a TS/TSX transformer. Its own resolveId returns bare file
 * paths for relative imports, which bypasses node-resolve and loses the package.json
 * `sideEffects` flags (so tree-shaking of Fluent and friends breaks); we drop that hook and
 * let node-resolve resolve everything.
 */
function transformOnly() {
  const plugin = esbuild({
    include: SOURCE,
    exclude: /node_modules/,
    sourceMap: false,
    target: 'es2022',
    jsx: 'automatic',
  });
  delete plugin.resolveId;
  delete plugin.renderChunk;
  return plugin;
}

/**
 * package.json `sideEffects` describes the published dist/ for consumers' bundlers; applied to
 * our own src/ it would silently drop side-effect-only imports (e.g. a module that registers
 * the tabster shadow-DOM API). Our own modules keep their side effects; packages keep theirs.
 */
function ownSourceKeepsSideEffects() {
  return {
    name: 'own-source-keeps-side-effects',
    async resolveId(source, importer, options) {
      if (importer !== ALL_ELEMENTS && !importer?.startsWith(srcDir)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.startsWith(srcDir)) return resolved;
      return { ...resolved, moduleSideEffects: true };
    },
  };
}

/**
 * `import text from './file.css?raw'`: the file's text as a string module. Chart libraries'
 * stylesheets arrive this way and are adopted as constructable sheets, never as <style> elements.
 */
function rawText() {
  const SUFFIX = '?raw';
  return {
    name: 'raw-text',
    resolveId(source, importer) {
      if (!source.endsWith(SUFFIX) || !importer) return null;
      return `${resolvePath(dirname(importer), source.slice(0, -SUFFIX.length))}${SUFFIX}`;
    },
    load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      return {
        code: `export default ${JSON.stringify(readFileSync(file, 'utf8'))};`,
        moduleSideEffects: false,
      };
    },
  };
}

const quietWarnings = new Set(['MODULE_LEVEL_DIRECTIVE', 'THIS_IS_UNDEFINED']);

function onwarn(warning, warn) {
  if (quietWarnings.has(warning.code)) return;
  // Cycles inside third-party packages are theirs to keep; cycles in our code are reported.
  if (
    warning.code === 'CIRCULAR_DEPENDENCY' &&
    warning.ids?.every((id) => id.includes('node_modules'))
  ) {
    return;
  }
  warn(warning);
}

/** @type {import('rollup').RollupOptions} */
const config = {
  input: bundleInputs(),
  plugins: [
    allElementsEntry(),
    rawText(),
    ownSourceKeepsSideEffects(),
    // Before the TS transform: *.precomputed.ts modules arrive as the data they evaluate to.
    precomputedModules(),
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify('production') },
    }),
    nodeResolve({
      browser: true,
      exportConditions: ['browser', 'module', 'import', 'default'],
      extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'],
      dedupe: ['react', 'react-dom'],
    }),
    commonjs({ include: /node_modules/ }),
    transformOnly(),
    // After the TS transform: Griffel's own AOT turns our makeStyles / makeResetStyles calls into
    // the precompiled __styles form Fluent's packages ship in, so the runtime style compiler
    // stays out of the bundle. Fluent's own modules are precompiled already.
    babel({
      babelrc: false,
      configFile: false,
      babelHelpers: 'bundled',
      filter: (id) => id.startsWith(srcDir),
      extensions: ['.ts', '.tsx'],
      presets: ['@griffel/babel-preset'],
    }),
    dynamicImportHelper(srcDir),
    // dist/THIRD-PARTY-NOTICES.txt, and the build fails on a bundled package outside the allow-list.
    thirdPartyNotices({ cwd: root, title: 'backoffice-elements' }),
  ],
  // moduleSideEffects stays on its default: node-resolve reports each package's own
  // `sideEffects` field, which Rollup honours per module.
  treeshake: {
    preset: 'recommended',
    // Griffel's preset leaves its precompiled calls unannotated: a module whose styles no one
    // uses still goes, with what it imports.
    manualPureFunctions: ['__styles', '__resetStyles'],
  },
  onwarn,
  output: {
    dir: join(root, 'dist'),
    format: 'es',
    entryFileNames: '[name].js',
    // Which modules share a chunk: scripts/rollup/chunk-rules.mjs; the build merges further
    // (consolidatedOutput in scripts/rollup/chunk-consolidation.mjs).
    chunkFileNames,
    manualChunks,
    generatedCode: 'es2015',
    sourcemap: false,
    // Terser, not esbuild, minifies: its compressor (two passes over whole ES modules) ships a few
    // kB less of the same code. esbuild stays the TS/JSX transformer above.
    plugins: [
      terser({
        ecma: 2020,
        module: true,
        compress: { passes: 2 },
        format: { comments: false },
      }),
      // After minifying, before hashing: a pruned rule gives its chunk a new name.
      pruneUnusedThemeTokens(),
      // After minifying, which drops comments: first-load chunks compile up front (compile-hints.mjs).
      firstLoadCompileHints(),
    ],
  },
};

export default config;
