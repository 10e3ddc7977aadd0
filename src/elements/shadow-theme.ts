// Fluent theme tokens as a `:host` rule adopted by each shadow root: FluentProvider's own token <style> goes to document.head, which cannot reach inside.

import { createCSSRuleFromTheme, webDarkTheme, webLightTheme } from '@fluentui/react-components';

export type ElementTheme = 'light' | 'dark';

/** Attribute values other than "dark" fall back to the light theme. */
export function parseTheme(value: unknown): ElementTheme {
  return value === 'dark' ? 'dark' : 'light';
}

/** Host rules: a block box whose inherited text settings come from the theme, not from the host page. */
const HOST_RULES = ':host{display:block}:host([hidden]){display:none}';

export function themeCss(theme: ElementTheme): string {
  const tokens = theme === 'dark' ? webDarkTheme : webLightTheme;
  return `${createCSSRuleFromTheme(':host', tokens)}${HOST_RULES}:host{color-scheme:${theme}}`;
}

const canConstructSheets = ((): boolean => {
  try {
    return typeof new CSSStyleSheet().replaceSync === 'function';
  } catch {
    return false;
  }
})();

/** One sheet per theme, shared by every shadow root on the page (adopted sheets may be shared). */
const sheets = new Map<ElementTheme, CSSStyleSheet>();
const adopted = new WeakMap<ShadowRoot, CSSStyleSheet | HTMLStyleElement>();

function sheetFor(theme: ElementTheme): CSSStyleSheet {
  let sheet = sheets.get(theme);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(themeCss(theme));
    sheets.set(theme, sheet);
  }
  return sheet;
}

/**
 * Puts the theme's tokens first in the shadow root's styles, replacing the previous theme.
 * Without constructable stylesheets (old engines) a <style> inside the shadow root is the
 * fallback; never document.head, which strict CSP pages and the shadow boundary both defeat.
 */
export function applyShadowTheme(shadowRoot: ShadowRoot, theme: ElementTheme): void {
  const previous = adopted.get(shadowRoot);
  if (canConstructSheets) {
    const sheet = sheetFor(theme);
    if (previous === sheet) return;
    const others = shadowRoot.adoptedStyleSheets.filter((s) => s !== previous);
    shadowRoot.adoptedStyleSheets = [sheet, ...others];
    adopted.set(shadowRoot, sheet);
    return;
  }
  const style =
    previous instanceof HTMLStyleElement
      ? previous
      : shadowRoot.ownerDocument.createElement('style');
  style.textContent = themeCss(theme);
  if (!style.isConnected) shadowRoot.prepend(style);
  adopted.set(shadowRoot, style);
}
