// Hands tabster its shadow-DOM API (focus traps, Escape and arrows across shadow roots) on the
// window, where Fluent's useTabster reads it when it creates tabster, and only then. The build
// puts this module in the chunk of tabster's core (the `tabster-shadow` rule of
// scripts/rollup/chunk-rules.mjs): whatever loads tabster runs this before any code that creates
// it, and a page that never opens a menu, dialog or drawer loads neither.
import { getShadowDOMAPI } from 'tabster';

declare global {
  interface Window {
    /** Read by Fluent's tabster when it is created: focus traps, Escape and arrows across shadow roots. */
    __tabsterShadowDOMAPI?: ReturnType<typeof getShadowDOMAPI>;
  }
}

/** The API handed over; its name is how the build finds this module. */
export const tabsterShadowDOMAPI = getShadowDOMAPI();
window.__tabsterShadowDOMAPI ??= tabsterShadowDOMAPI;
