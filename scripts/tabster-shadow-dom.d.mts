// Types of the tabster shadow DOM fallback (scripts/tabster-shadow-dom.mjs).
import type { Plugin } from 'rollup';
export function withTabsterShadowDOM(code: string): string;
export function tabsterShadowDOMOnDemand(): Plugin;
