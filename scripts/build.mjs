// `npm run build`: writes dist/ from scratch: the split ESM bundle (rollup), the classic-script
// loader, the reference server bundle, the Custom Elements Manifest and typings, precompressed
// .br/.gz siblings, then prints the size of every entry. Everything is written to a staging
// directory first and swapped in at the end, so a server reading dist/ never sees half a build.
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build as esbuild, transform } from 'esbuild';
import { rollup } from 'rollup';
import config, { root } from '../rollup.config.mjs';
import { consolidatedOutput } from './rollup/chunk-consolidation.mjs';
import {
  elementEntries,
  fileSizes,
  packageOf,
  staticClosure,
  totalSizes,
} from './bundle-graph.mjs';
import { writeDeclarations, writeManifest, writeTypings } from './cem.mjs';
import { writeConsoleRoutePreloads } from './console-route-preloads.mjs';
import { writeModuleSizes } from './module-sizes.mjs';

// Griffel's babel preset evaluates our style modules with Node's require. With require(esm) on
// (Node 20.19+), Node resolves packages' "module-sync" entries, ES modules that the preset's
// evaluator runs as CommonJS and fails on: the build runs with it off, however it was started.
if (process.features.require_module) {
  const flagged = spawnSync(
    process.execPath,
    ['--no-experimental-require-module', ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  process.exit(flagged.status ?? 1);
}

const finalDist = join(root, 'dist');
const dist = join(root, 'node_modules', '.cache', 'backoffice-build', `dist-${process.pid}`);
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function step(title, run) {
  const started = performance.now();
  const note = await run();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`[build] ${title}: ${note ?? 'done'} (${seconds} s)`);
}

async function bundleElements() {
  const inputs = Object.keys(config.input);
  if (inputs.length === 0) return 'no entry sources yet (src/elements, src/core)';
  const bundle = await rollup(config);
  try {
    const consolidated = await consolidatedOutput(bundle, config.output);
    const { output } = await bundle.write({ ...consolidated.output, dir: dist });
    const chunks = output.filter((item) => item.type === 'chunk');
    writeChunkModules(chunks, consolidated.facades);
    if (process.env.BO_MODULE_SIZES)
      console.log(`[build] ${await writeModuleSizes(root, dist, chunks)}`);
    const merged = Object.entries(consolidated.merged)
      .map(([name, files]) => `${name} takes in ${files.length}`)
      .join(', ');
    return `${inputs.length} entries, ${chunks.length} files${merged ? ` (${merged})` : ''}`;
  } finally {
    await bundle.close();
  }
}

/**
 * dist/chunk-modules.json: per chunk, its static and dynamic imports and the packages and source
 * modules whose code it holds. Minified chunks cannot say what they contain; the bundle tests
 * (which chunks may hold chart libraries) and the size bench read this instead.
 */
function writeChunkModules(chunks, naturalFacades) {
  const map = {};
  for (const chunk of chunks) {
    const facade = chunk.facadeModuleId ?? naturalFacades.get(chunk.name) ?? null;
    const rendered = Object.entries(chunk.modules)
      .filter(([, info]) => info.renderedLength > 0)
      .map(([id]) => id);
    map[chunk.fileName] = {
      entry: chunk.isEntry,
      facade: facade ? relative(root, facade.replace(/\?.*$/, '')) : null,
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
      packages: [...new Set(rendered.map(packageOf).filter(Boolean))].sort(),
      sources: rendered
        .filter((id) => packageOf(id) === null && id.startsWith(root))
        .map((id) => relative(root, id.replace(/\?.*$/, '')))
        .sort(),
    };
  }
  writeFileSync(join(dist, 'chunk-modules.json'), `${JSON.stringify(map, null, 1)}\n`);
}

async function bundleServer() {
  const entry = join(root, 'demo', 'server', 'main.ts');
  if (!existsSync(entry)) return 'skipped: demo/server/main.ts does not exist yet';
  await esbuild({
    entryPoints: [entry],
    outfile: join(dist, 'server', 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return 'dist/server/main.js';
}

/** Entry path under dist/ -> the files it imports statically (paths under dist/), for the loader. */
function entryStaticImports() {
  const map = {};
  for (const entry of elementEntries(dist)) {
    const name = relative(dist, entry).split('\\').join('/');
    map[name] = staticClosure([entry])
      .filter((file) => file !== entry)
      .map((file) => relative(dist, file).split('\\').join('/'));
  }
  return map;
}

/**
 * The classic loader, and dist/elements/preload.json with the same map: the demo server turns it
 * into modulepreload links on the pages it serves; a host can do the same for its own pages.
 */
async function writeLoader() {
  const staticImports = JSON.stringify(entryStaticImports());
  writeFileSync(join(dist, 'elements', 'preload.json'), `${staticImports}\n`);
  const template = readFileSync(join(root, 'scripts', 'backoffice-elements.loader.js'), 'utf8');
  const source = template.replace('__BO_STATIC_IMPORTS__', staticImports);
  // A classic script: no module syntax, wrapped in its own function scope by the source.
  const { code } = await transform(source, {
    minify: true,
    target: 'es2020',
    legalComments: 'none',
  });
  writeFileSync(join(dist, 'backoffice-elements.js'), code);
  return `dist/backoffice-elements.js, ${code.length} B`;
}

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** Every JS file the static server can send gets .br and .gz siblings (not the server bundle). */
async function precompress() {
  const serverDir = join(dist, 'server');
  const files = listFiles(dist).filter((f) => f.endsWith('.js') && !f.startsWith(serverDir));
  await Promise.all(
    files.map(async (file) => {
      const bytes = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotliAsync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
    }),
  );
  return `${files.length} files`;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Replaces dist/ with the finished build (two renames: readers never see a partial tree). */
function publish() {
  const retired = [];
  // Another build may publish at the same moment: whichever renames last wins, both complete.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const previous = `${dist}-previous-${attempt}`;
      if (existsSync(finalDist)) {
        renameSync(finalDist, previous);
        retired.push(previous);
      }
      renameSync(dist, finalDist);
      break;
    } catch (error) {
      const racing = ['ENOENT', 'ENOTEMPTY', 'EEXIST'].includes(error.code);
      if (!racing || attempt === 5) throw error;
    }
  }
  for (const previous of retired) rmSync(previous, { recursive: true, force: true });
}

function printSizes(outDir) {
  const entries = [...elementEntries(outDir), join(outDir, 'core', 'index.js')].filter(existsSync);
  const rows = entries.map((file) => {
    const own = fileSizes(file);
    const withImports = totalSizes(staticClosure([file]));
    return [
      relative(outDir, file),
      kb(own.raw),
      kb(own.brotli),
      kb(withImports.gzip),
      kb(withImports.brotli),
    ];
  });
  const header = ['entry', 'raw', 'brotli', 'gzip+imports', 'brotli+imports'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${line(header)}`);
  for (const row of rows) console.log(line(row));
  const all = listFiles(outDir).filter(
    (f) => f.endsWith('.js') && !f.startsWith(join(outDir, 'server')),
  );
  console.log(`all browser JS: ${all.length} files, ${kb(totalSizes(all).brotli)} brotli`);
}

const started = performance.now();
rmSync(dist, { recursive: true, force: true });
await mkdir(dist, { recursive: true });
process.on('exit', () => rmSync(dist, { recursive: true, force: true }));
await step('rollup', bundleElements);
await step('server', bundleServer);
await step('loader', writeLoader);
await step('console routes', () => writeConsoleRoutePreloads(root, dist));
await step('manifest', () => writeManifest(dist));
await step('declarations', () => writeDeclarations(dist));
await step('typings', () => writeTypings(dist));
await step('precompress', precompress);
printSizes(dist);
publish();
console.log(
  `[build] dist/ published, done in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
