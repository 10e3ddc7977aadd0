// Source of dist/backoffice-elements.js: a classic script (`<script src>`) that imports the ESM
// build sitting next to it. A dynamic import() from the script's own origin passes a strict
// `script-src 'self'` policy, so hosts need neither type="module" nor inline code.
// Optional `data-elements="bo-task-list bo-sign-in"` loads only those tags instead of all.
(() => {
  const script = document.currentScript;
  const base = new URL('.', script?.src || document.baseURI);
  const wanted = (script?.dataset.elements || '').split(/[\s,]+/).filter(Boolean);
  const tags = wanted.filter((tag) => /^bo-[a-z0-9-]+$/.test(tag));
  const entries = tags.length > 0 ? tags.map((tag) => `elements/${tag}.js`) : ['elements/index.js'];
  // The build writes here every entry's static imports (paths under dist/). Announcing them as
  // modulepreload links now fetches them together with the entry, not one round after it (a
  // same-origin module fetch: allowed by a strict `script-src 'self'`).
  const staticImports = __BO_STATIC_IMPORTS__;
  const preloaded = new Set();
  for (const entry of entries) {
    for (const file of staticImports[entry] || []) {
      if (preloaded.has(file)) continue;
      preloaded.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(file, base).href;
      document.head.append(link);
    }
  }
  for (const entry of entries) {
    import(new URL(entry, base).href).catch((error) => {
      console.error(`[backoffice-elements] could not load ${entry}`, error);
      document.dispatchEvent(
        new CustomEvent('bo-error', {
          bubbles: true,
          composed: true,
          detail: { kind: 'FETCH_ERROR', message: `Could not load ${entry}` },
        }),
      );
    });
  }
})();
