// Measures the built bundle as a browser loads it: what each entry loads before it runs, the
// scripts a host page loads, and the gzip / brotli bytes of every file (each file is served and
// compressed separately, so sizes are summed per file).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parseAst } from 'rollup/parseAst';
import { awaitedImports } from './rollup/awaited-imports.mjs';

/**
 * Relative modules a file loads before it has run: its import declarations and re-exports, and
 * the imports its top level awaits (an element entry awaiting its UI, src/elements/tags/bo-task-list.ts).
 * Both are fetched with the file; only lazy imports (inside functions) are left out.
 */
export function staticImports(file) {
  const ast = parseAst(readFileSync(file, 'utf8'));
  const found = [];
  for (const node of ast.body) {
    const isStatic =
      node.type === 'ImportDeclaration' ||
      node.type === 'ExportAllDeclaration' ||
      (node.type === 'ExportNamedDeclaration' && node.source);
    const sources = isStatic ? [node.source.value] : awaitedImports(node);
    for (const source of sources) {
      if (typeof source === 'string' && source.startsWith('.')) {
        found.push(resolve(dirname(file), source));
      }
    }
  }
  return found;
}

/** Every file reachable from the given files through the imports they load before running, the files included. */
export function staticClosure(files) {
  const seen = new Set();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...staticImports(file));
  }
  return [...seen].sort();
}

const sizeCache = new Map();

/** Size of the precompressed sibling the build wrote (what the server sends), if current. */
function siblingSize(file, extension) {
  const sibling = `${file}.${extension}`;
  if (!existsSync(sibling) || statSync(sibling).mtimeMs < statSync(file).mtimeMs) return null;
  return statSync(sibling).size;
}

/** Raw, gzip (level 9) and brotli (quality 11) bytes of one file. */
export function fileSizes(file) {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const bytes = readFileSync(file);
  const brotli = () =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length;
  const sizes = {
    raw: bytes.length,
    gzip: siblingSize(file, 'gz') ?? gzipSync(bytes, { level: 9 }).length,
    brotli: siblingSize(file, 'br') ?? brotli(),
  };
  sizeCache.set(file, sizes);
  return sizes;
}

/** Sum of the sizes of several files. */
export function totalSizes(files) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = fileSizes(file);
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

/** The entry scripts of dist/elements (one per tag, plus index), as absolute paths. */
export function elementEntries(distDir) {
  const dir = join(distDir, 'elements');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => join(dir, name));
}

/** Maps a root-relative URL of the demo server to the file it serves. */
export function servedFile(repoRoot, url) {
  const path = url.split(/[?#]/)[0];
  if (path.startsWith('/dist/')) return join(repoRoot, path);
  if (path.startsWith('/demo/'))
    return join(repoRoot, 'demo', 'pages', path.slice('/demo/'.length));
  // The demo host's ApexCharts (demo/server/static.ts), not the package's.
  if (path.startsWith('/vendor/apexcharts/'))
    return join(
      repoRoot,
      'node_modules',
      'apexcharts',
      'dist',
      path.slice('/vendor/apexcharts/'.length),
    );
  return null;
}

/**
 * The JS files a host page runs before its elements can render: its `<script src>` files, what
 * the classic loader imports (its data-elements tags, else elements/index.js), and everything
 * those reach through static imports.
 */
export function pageFirstLoadScripts(repoRoot, htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const roots = [];
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    const file = src ? servedFile(repoRoot, src) : null;
    if (!file) continue;
    roots.push(file);
    if (file.endsWith('/dist/backoffice-elements.js')) {
      const tags = (/\bdata-elements="([^"]*)"/.exec(tag)?.[1] ?? '')
        .split(/[\s,]+/)
        .filter(Boolean);
      const names = tags.length > 0 ? tags : ['index'];
      for (const name of names) roots.push(join(repoRoot, 'dist', 'elements', `${name}.js`));
    }
  }
  const missing = roots.filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`page scripts not built: ${missing.join(', ')}`);
  const loader = roots.filter((file) => file.endsWith('/dist/backoffice-elements.js'));
  const modules = roots.filter((file) => !loader.includes(file) && !file.includes('/demo/pages/'));
  const pageScripts = roots.filter((file) => file.includes('/demo/pages/'));
  return [...new Set([...loader, ...pageScripts, ...staticClosure(modules)])];
}

/**
 * The package a module id belongs to (`@scope/name` or `name`), or null for our own sources.
 * @param {string} id
 * @returns {string | null}
 */
export function packageOf(id) {
  const at = id.lastIndexOf('node_modules');
  if (at < 0) return null;
  const [first, second] = id.slice(at + 'node_modules'.length + 1).split(/[\\/]/);
  return first?.startsWith('@') ? `${first}/${second}` : (first ?? null);
}
