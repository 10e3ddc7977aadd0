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
