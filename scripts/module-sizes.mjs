// What each module weighs in the chunks a page loads first. Minified chunks cannot say what they
// hold, so `BO_MODULE_SIZES=1 npm run build` writes dist/module-sizes.json from Rollup's output
// (each module minified and compressed on its own, then scaled to its chunk's real brotli size,
// since modules compress better together than apart), and
// `node scripts/module-sizes.mjs [page.html] [count]` prints the heaviest modules of that page's
// first load (default: demo/pages/task-list.html), grouped by package for dependencies.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { transform } from 'esbuild';
import { fileSizes, packageOf, pageFirstLoadScripts } from './bundle-graph.mjs';

const brotli = (text) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** `@scope/name` or `name` for a dependency's module, else the path under the repository. */
export function ownerOf(root, id) {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  return packageOf(clean) ?? relative(root, clean);
}

/**
 * Per chunk file: its brotli bytes and, per module with code, its owner (package or source path),
 * its minified bytes and its estimated share of the chunk's brotli bytes.
 * @param {import('rollup').OutputChunk[]} chunks
 */
export async function writeModuleSizes(root, dist, chunks) {
  const map = {};
  for (const chunk of chunks) {
    const modules = [];
    for (const [id, info] of Object.entries(chunk.modules)) {
      if (!info.code || info.renderedLength === 0) continue;
      const { code } = await transform(info.code, { minify: true, loader: 'js' }).catch(() => ({
        code: info.code,
      }));
      modules.push({ id, owner: ownerOf(root, id), minified: code.length, alone: brotli(code) });
    }
    const chunkBrotli = fileSizes(join(dist, chunk.fileName)).brotli;
    const aloneTotal = modules.reduce((sum, m) => sum + m.alone, 0) || 1;
    map[chunk.fileName] = {
      brotli: chunkBrotli,
      modules: modules
        .map(({ id, owner, minified, alone }) => ({
          module: relative(root, id.replace(/^\0/, '')),
          owner,
          minified,
          brotli: Math.round((alone * chunkBrotli) / aloneTotal),
        }))
        .sort((a, b) => b.brotli - a.brotli),
    };
  }
  writeFileSync(join(dist, 'module-sizes.json'), `${JSON.stringify(map, null, 1)}\n`);
  return `${Object.keys(map).length} chunks in dist/module-sizes.json`;
}

function printPage(root, page, count) {
  const sizes = JSON.parse(readFileSync(join(root, 'dist', 'module-sizes.json'), 'utf8'));
  const kB = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
  const owners = new Map();
  for (const file of pageFirstLoadScripts(root, join(root, page))) {
    const name = relative(join(root, 'dist'), file).split('\\').join('/');
    const chunk = sizes[name];
    if (!chunk) continue;
    console.log(`${kB(chunk.brotli)} KB  ${name}`);
    for (const m of chunk.modules) {
      const key = `${name.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '')}  ${m.owner}`;
      owners.set(key, (owners.get(key) ?? 0) + m.brotli);
    }
  }
  console.log(`\nheaviest owners (chunk, package or source module), brotli estimate:`);
  for (const [key, bytes] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, count))
    console.log(`${kB(bytes)} KB  ${key}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(import.meta.url), '..', '..');
  printPage(root, process.argv[2] ?? 'demo/pages/task-list.html', Number(process.argv[3] ?? 60));
}
