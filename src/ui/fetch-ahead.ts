// Code fetched ahead of use (after the first rows, when the user shows up, on a link's hover) goes at
// low priority, so it never competes with what the user waits for: the build sends every dynamic
// import through importModule, which, inside fetchAhead, preloads the chunk and the files it
// imports with <link rel="modulepreload" fetchpriority="low"> before importing it. The import then
// finds them in the module map: nothing is downloaded twice.

/** Inside fetchAhead's work: the dynamic imports it starts are ahead of use. */
let aheadDepth = 0;

/** Runs `work` (which starts dynamic imports synchronously) with its imports at low priority. */
export function fetchAhead(work: () => void): void {
  aheadDepth += 1;
  try {
    work();
  } finally {
    aheadDepth -= 1;
  }
}

/** One low-priority preload per address; settles when it loaded or failed (the import reports why). */
const preloads = new Map<string, Promise<void>>();

function preloadLow(href: string): Promise<void> {
  let preload = preloads.get(href);
  if (!preload) {
    preload = new Promise<void>((settle) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.setAttribute('fetchpriority', 'low');
      link.addEventListener('load', () => settle(), { once: true });
      link.addEventListener(
        'error',
        () => {
          // A later import asks again under its own terms.
          preloads.delete(href);
          link.remove();
          settle();
        },
        { once: true },
      );
      document.head.append(link);
    });
    preloads.set(href, preload);
  }
  return preload;
}

/**
 * Imports the module at `href`; `deps` are the files it imports statically (relative to `base`),
 * which the build adds to each call. Ahead of use, all of them are preloaded at low priority first.
 */
export function importModule(
  href: string,
  deps?: readonly string[],
  base?: string,
): Promise<unknown> {
  if (aheadDepth === 0 || typeof document === 'undefined') return import(/* @vite-ignore */ href);
  const files = [href, ...(deps ?? []).map((dep) => new URL(dep, base ?? href).href)];
  return Promise.all(files.map(preloadLow)).then(() => import(/* @vite-ignore */ href));
}

/** The build's rewritten dynamic imports call it by this global name (see rollup.config.mjs). */
const runtime = globalThis as {
  __backofficeImportChunk?: (specifier: string, base: string, deps?: string[]) => Promise<unknown>;
};
runtime.__backofficeImportChunk ??= (specifier, base, deps) =>
  importModule(new URL(specifier, base).href, deps, base);
