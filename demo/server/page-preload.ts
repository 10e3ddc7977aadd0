// Host pages served with `<link rel="modulepreload">` for the chunks their element scripts import, so a
// browser fetches the entry and its chunks in one round instead of discovering the chunks only once
// the entry has arrived (what a bundler's HTML plugin does for an app's own entry).
import { existsSync, readFileSync, statSync } from 'node:fs';

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

/**
 * Reads pages with their preload links, from `manifestFile` (written by the build next to the
 * elements). A page is read again when it or the manifest changes on disk (a rebuild under a
 * running server); without a manifest (bundle not built) pages go out as they are.
 */
export function createPageReader(manifestFile: string): (pageFile: string) => string {
  let manifest: { stamp: number; imports: StaticImports } | null = null;
  const pages = new Map<string, { stamp: string; html: string }>();
  const currentImports = (): StaticImports => {
    const stamp = existsSync(manifestFile) ? statSync(manifestFile).mtimeMs : -1;
    if (manifest?.stamp !== stamp) {
      const imports: StaticImports =
        stamp < 0 ? {} : (JSON.parse(readFileSync(manifestFile, 'utf8')) as StaticImports);
      manifest = { stamp, imports };
    }
    return manifest.imports;
  };
  return (pageFile) => {
    const imports = currentImports();
    const stamp = `${statSync(pageFile).mtimeMs}:${manifest?.stamp}`;
    const cached = pages.get(pageFile);
    if (cached?.stamp === stamp) return cached.html;
    const html = withModulePreloads(readFileSync(pageFile, 'utf8'), imports);
    pages.set(pageFile, { stamp, html });
    return html;
  };
}
