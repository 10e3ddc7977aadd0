// dist/elements/console-routes.json: for each console area's path, the files its first screen needs
// beyond what <bo-console>'s entry loads anyway (the area's screen chunk and what it imports);
// for the sign-in page, that page's (a signed-out visit shows it before the router); under "*", the
// router's (any other address). A server announces them as modulepreload links on
// the console page for the address asked, so they download beside the entry, not after it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { transform } from 'esbuild';
import { staticClosure } from './bundle-graph.mjs';

const CONSOLE_ENTRY = 'elements/bo-console.js';
/** The router, layout and guards: what a first screen lets load after its rows. */
const ROUTER_MODULE = 'src/console/console-app.tsx';
/** The sign-in page as a first screen, and the module that shows it before the router. */
const SIGN_IN = { path: '/sessions/signin', module: 'src/console/sessions/first-sign-in.tsx' };

/**
 * The source file an import specifier (without extension, from the project root) names.
 * @param {string} root
 * @param {string} base
 */
function resolveModule(root, base) {
  const module = ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => `${base}${suffix}`)
    .find((candidate) => existsSync(join(root, candidate)));
  if (!module) throw new Error(`console-routes: ${base} not found`);
  return module.split('\\').join('/');
}

/**
 * The area table (src/areas/area-list.ts, which imports nothing but types) evaluated: each area's
 * path and the module its screen loader imports.
 * @param {string} root
 * @returns {Promise<{ path: string, module: string }[]>}
 */
async function areaScreens(root) {
  const source = readFileSync(join(root, 'src', 'areas', 'area-list.ts'), 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'esm' });
  const { AREAS } = await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  );
  return AREAS.map((/** @type {{ path: string, load: () => unknown }} */ area) => {
    const specifier = /import\(\s*['"]([^'"]+)['"]/.exec(String(area.load))?.[1];
    if (!specifier) throw new Error(`console-routes: no import in the loader of ${area.path}`);
    const module = resolveModule(root, join('src', 'areas', specifier));
    return { path: area.path, module };
  });
}

/**
 * Writes the map from dist/chunk-modules.json (which chunk holds which source module).
 * @param {string} root the project
 * @param {string} dist the build's output directory
 * @returns {Promise<string>} what was written, for the build's log
 */
export async function writeConsoleRoutePreloads(root, dist) {
  /** @type {Record<string, { facade: string | null, sources: string[] }>} */
  const chunks = JSON.parse(readFileSync(join(dist, 'chunk-modules.json'), 'utf8'));
  // A module that only re-exports (an area's index) has no code of its own in any chunk: the
  // chunk of the module it re-exports is what its import loads.
  const chunkOf = (/** @type {string} */ module) => {
    const file = Object.keys(chunks).find((name) => chunks[name]?.sources.includes(module));
    if (file) return join(dist, file);
    const reexported = /\bfrom\s+['"](\.[^'"]+)['"]/.exec(readFileSync(join(root, module), 'utf8'));
    if (!reexported?.[1]) throw new Error(`console-routes: no chunk holds ${module}`);
    return chunkOf(resolveModule(root, join(dirname(module), reexported[1])));
  };
  const loaded = new Set(staticClosure([join(dist, CONSOLE_ENTRY)]));
  const beyondEntry = (/** @type {string} */ module) =>
    staticClosure([chunkOf(module)])
      .filter((file) => !loaded.has(file))
      .map((file) => relative(dist, file).split('\\').join('/'));
  /** @type {Record<string, string[]>} */
  const routes = {};
  for (const { path, module } of await areaScreens(root)) routes[path] = beyondEntry(module);
  routes[SIGN_IN.path] = beyondEntry(SIGN_IN.module);
  routes['*'] = beyondEntry(ROUTER_MODULE);
  writeFileSync(join(dist, 'elements', 'console-routes.json'), `${JSON.stringify(routes)}\n`);
  return `dist/elements/console-routes.json, ${Object.keys(routes).length} addresses`;
}
