// Host pages served with `<link rel="modulepreload">` for the chunks their element scripts import, so a
// browser fetches the entry and its chunks in one round instead of discovering the chunks only once
// the entry has arrived (what a bundler's HTML plugin does for an app's own entry).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isSamePath } from '../../src/console/path-match';

/** Entry path under dist/ (`elements/bo-task-list.js`) -> the files it imports statically, under dist/. */
export type StaticImports = Record<string, string[]>;

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/g;
const ENTRY_SRC = /\bsrc="([^"]*\/)(elements\/[a-z0-9-]+\.js)"/;

/**
 * The page with a modulepreload link, before `</head>`, for each file its `<script type="module">`
 * entries under `…/elements/` import statically. A link's URL keeps the script's own prefix (the
 * dist root as the page names it); files already linked or imported by two entries appear once.
 */
export function withModulePreloads(html: string, imports: StaticImports): string {
  const hrefs: string[] = [];
  for (const tag of html.match(MODULE_SCRIPT) ?? []) {
    const match = ENTRY_SRC.exec(tag);
    if (!match) continue;
    const [, distPrefix, entry] = match;
    for (const file of imports[entry!] ?? []) {
      const href = `${distPrefix}${file}`;
      if (!hrefs.includes(href) && !html.includes(`href="${href}"`)) hrefs.push(href);
    }
  }
  const head = html.indexOf('</head>');
  if (hrefs.length === 0 || head < 0) return html;
  const links = hrefs.map((href) => `<link rel="modulepreload" href="${href}" />\n`).join('');
  return `${html.slice(0, head)}${links}${html.slice(head)}`;
}

/** Console path (`/task`) -> the files under dist/ its first screen needs beyond the entry's; `*` for any other path. */
export type ConsoleRoutes = Record<string, string[]>;

const CONSOLE_ENTRY_SRC = /<script\b[^>]*\bsrc="([^"]*\/)elements\/bo-console\.js"/;

/**
 * The console page with modulepreload links, before `</head>`, for the code of the screen its
 * address opens (an area's screen; the router for any other address), so it downloads with the
 * entry instead of after it. The links keep the entry's dist prefix; a file already linked once.
 */
export function withConsoleRoutePreloads(
  html: string,
  routes: ConsoleRoutes,
  path: string,
): string {
  const distPrefix = CONSOLE_ENTRY_SRC.exec(html)?.[1];
  // The console's router opens an area's path in any letter case: so does its preload.
  const area = Object.keys(routes).find((route) => route !== '*' && isSamePath(path, route));
  const files = routes[area ?? '*'] ?? [];
  const head = html.indexOf('</head>');
  if (distPrefix === undefined || head < 0) return html;
  const links = files
    .map((file) => `${distPrefix}${file}`)
    .filter((href) => !html.includes(`href="${href}"`))
    .map((href) => `<link rel="modulepreload" href="${href}" />\n`)
    .join('');
  return `${html.slice(0, head)}${links}${html.slice(head)}`;
}

const POLICY_META = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*\/?>\s*/i;

/** A page as served: its HTML and the Content-Security-Policy it goes out under, if any. */
export interface ServedPage {
  html: string;
  policy: string | null;
}

/**
 * The page with its Content-Security-Policy meta taken out, and that policy, for the response's
 * header: the same policy, but a browser's preload scanner stops at such a meta (its preloads must
 * wait for the parser to apply it), so the page's scripts would be asked for only once the parser
 * reached their links.
 */
export function policyToHeader(html: string): ServedPage {
  const match = POLICY_META.exec(html);
  if (!match) return { html, policy: null };
  return { html: html.replace(match[0], ''), policy: match[1]! };
}

/** A JSON file written by the build, read again when it changes on disk; `empty` until it exists. */
function watchedJson<T>(file: string, empty: T): () => { stamp: number; value: T } {
  let current: { stamp: number; value: T } | null = null;
  return () => {
    const stamp = existsSync(file) ? statSync(file).mtimeMs : -1;
    if (current?.stamp !== stamp) {
      current = { stamp, value: stamp < 0 ? empty : (JSON.parse(readFileSync(file, 'utf8')) as T) };
    }
    return current;
  };
}

export interface PageReader {
  /** A page with the preload links of its element scripts. */
  (pageFile: string): string;
  /** The console page for a console path: also its screen's code (console-routes.json); its policy for the header. */
  consolePage(pageFile: string, path: string): ServedPage;
}

/**
 * Reads pages with their preload links, from `manifestFile` (written by the build next to the
 * elements, with console-routes.json beside it). A page is read again when it or the manifest
 * changes on disk (a rebuild under a running server); without a manifest (bundle not built)
 * pages go out as they are.
 */
export function createPageReader(manifestFile: string): PageReader {
  const manifest = watchedJson<StaticImports>(manifestFile, {});
  const consoleRoutes = watchedJson<ConsoleRoutes>(
    join(dirname(manifestFile), 'console-routes.json'),
    {},
  );
  const pages = new Map<string, { stamp: string; html: string }>();
  const read = (pageFile: string) => {
    const { stamp: manifestStamp, value: imports } = manifest();
    const stamp = `${statSync(pageFile).mtimeMs}:${manifestStamp}`;
    const cached = pages.get(pageFile);
    if (cached?.stamp === stamp) return cached.html;
    const html = withModulePreloads(readFileSync(pageFile, 'utf8'), imports);
    pages.set(pageFile, { stamp, html });
    return html;
  };
  return Object.assign(read, {
    consolePage: (pageFile: string, path: string) =>
      policyToHeader(withConsoleRoutePreloads(read(pageFile), consoleRoutes().value, path)),
  });
}
