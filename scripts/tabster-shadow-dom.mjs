// Rollup plugin: Fluent's useTabster creates tabster with tabster's own shadow DOM API.
//
// Fluent passes tabster the DOM API it finds on `window.__tabsterShadowDOMAPI` (unset, tabster
// stops at shadow roots: no focus trap or arrow keys inside our elements). Setting that global
// when an element is defined puts the API's code (tree walkers, mutation observers across shadow
// roots) on every page's first load, although tabster itself loads only with the first dialog,
// drawer or menu. Here the hook falls back to the API exported by the tabster it already imports,
// so the code travels with tabster. A global set by someone else still wins.
const HOOK = '/@fluentui/react-tabster/lib/hooks/useTabster.js';
const IMPORT = 'import { createTabster, disposeTabster } from "tabster";';
const READ = 'defaultView.__tabsterShadowDOMAPI;';

/** The hook's source with the fallback; throws when Fluent's code no longer has that shape. */
export function withTabsterShadowDOM(code) {
  if (!code.includes(IMPORT) || code.split(READ).length !== 2) {
    throw new Error(`useTabster changed shape: expected \`${IMPORT}\` and one \`${READ}\``);
  }
  return code
    .replace(IMPORT, 'import { createTabster, disposeTabster, getShadowDOMAPI } from "tabster";')
    .replace(READ, 'defaultView.__tabsterShadowDOMAPI ?? getShadowDOMAPI();');
}

/** @returns {import('rollup').Plugin} */
export function tabsterShadowDOMOnDemand() {
  return {
    name: 'tabster-shadow-dom-on-demand',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith(HOOK)) return null;
      try {
        return { code: withTabsterShadowDOM(code), map: null };
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
