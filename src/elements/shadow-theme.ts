// Fluent theme tokens as a `:host` rule adopted by each shadow root: FluentProvider's own token <style> goes to document.head, which cannot reach inside.

import { announceThemeChange } from '../ui/theme-change';
import { LIGHT_THEME_HOST_RULE } from './light-theme.precomputed';

export type ElementTheme = 'light' | 'dark';

/** Attribute values other than "dark" fall back to the light theme. */
export function parseTheme(value: unknown): ElementTheme {
  return value === 'dark' ? 'dark' : 'light';
}

/**
 * Inherited text settings the theme decides, not the host page: they flow into the shadow tree
 * through the host element, which a page's `* { letter-spacing: ... }` matches like any other.
 * `!important` because for the host element a page's own rules otherwise beat `:host` rules
 * (important ones from inside the shadow root win). Layout properties (margin, width, ...) stay
 * the page's to set. `direction` is set by the element from the page's `dir`.
 */
const TEXT_RESET = Object.entries({
  'font-family': 'var(--fontFamilyBase)',
  'font-size': 'var(--fontSizeBase300)',
  'font-weight': 'var(--fontWeightRegular)',
  'line-height': 'var(--lineHeightBase300)',
  color: 'var(--colorNeutralForeground1)',
  'font-style': 'normal',
  'font-variant': 'normal',
  'font-stretch': 'normal',
  'font-feature-settings': 'normal',
  'letter-spacing': 'normal',
  'word-spacing': 'normal',
  'text-transform': 'none',
  'text-align': 'start',
  'text-indent': '0',
  'text-shadow': 'none',
  'white-space': 'normal',
  'word-break': 'normal',
  'overflow-wrap': 'normal',
  cursor: 'auto',
})
  .map(([property, value]) => `${property}:${value}!important`)
  .join(';');

/** Host rules: a block box whose inherited text settings come from the theme, not from the host page. */
const HOST_RULES = `:host{display:block;${TEXT_RESET}}:host([hidden]){display:none}`;
/** While a theme's tokens load, the element keeps its box but paints nothing (no flash of the other theme). */
const WAITING_CSS = `${HOST_RULES}:host{visibility:hidden}`;

/** The `:host` token rule of each theme: light is the default and ships with the bundle, dark loads when asked for. */
const tokenRules: Partial<Record<ElementTheme, string>> = { light: LIGHT_THEME_HOST_RULE };
let darkLoading: Promise<void> | null = null;

function loadTheme(theme: ElementTheme): Promise<void> {
  if (tokenRules[theme]) return Promise.resolve();
  darkLoading ??= import('./dark-theme.precomputed').then(
    ({ DARK_THEME_HOST_RULE }) => {
      tokenRules.dark = DARK_THEME_HOST_RULE;
    },
    (error: unknown) => {
      darkLoading = null;
      throw error;
    },
  );
  return darkLoading;
}

/** The theme's whole sheet, once its tokens are loaded. */
export function themeCss(theme: ElementTheme): string | undefined {
  const tokens = tokenRules[theme];
  return tokens && `${tokens}${HOST_RULES}:host{color-scheme:${theme}}`;
}

const canConstructSheets = ((): boolean => {
  try {
    return typeof new CSSStyleSheet().replaceSync === 'function';
  } catch {
    return false;
  }
})();

type SheetKey = ElementTheme | 'waiting';

/** One sheet per theme, shared by every shadow root on the page (adopted sheets may be shared). */
const sheets = new Map<SheetKey, CSSStyleSheet>();
const adopted = new WeakMap<ShadowRoot, CSSStyleSheet | HTMLStyleElement>();
/** The theme each shadow root asked for last: a late-loading theme must not override a newer choice. */
const requested = new WeakMap<ShadowRoot, ElementTheme>();

function cssFor(key: SheetKey): string {
  return (key === 'waiting' ? undefined : themeCss(key)) ?? WAITING_CSS;
}

function sheetFor(key: SheetKey): CSSStyleSheet {
  let sheet = sheets.get(key);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssFor(key));
    sheets.set(key, sheet);
  }
  return sheet;
}

/**
 * Puts the sheet first in the shadow root's styles, replacing the previous theme sheet.
 * Without constructable stylesheets (old engines) a <style> inside the shadow root is the
 * fallback; never document.head, which strict CSP pages and the shadow boundary both defeat.
 */
function adopt(shadowRoot: ShadowRoot, key: SheetKey): void {
  const previous = adopted.get(shadowRoot);
  if (canConstructSheets) {
    const sheet = sheetFor(key);
    if (previous === sheet) return;
    const others = shadowRoot.adoptedStyleSheets.filter((s) => s !== previous);
    shadowRoot.adoptedStyleSheets = [sheet, ...others];
    adopted.set(shadowRoot, sheet);
    announceThemeChange(shadowRoot);
    return;
  }
  const style =
    previous instanceof HTMLStyleElement
      ? previous
      : shadowRoot.ownerDocument.createElement('style');
  style.textContent = cssFor(key);
  if (!style.isConnected) shadowRoot.prepend(style);
  adopted.set(shadowRoot, style);
  announceThemeChange(shadowRoot);
}

/** Gives the shadow root the theme's tokens, hiding it meanwhile if they still have to load. */
export function applyShadowTheme(shadowRoot: ShadowRoot, theme: ElementTheme): void {
  requested.set(shadowRoot, theme);
  if (tokenRules[theme]) {
    adopt(shadowRoot, theme);
    return;
  }
  adopt(shadowRoot, 'waiting');
  loadTheme(theme).then(
    () => {
      if (requested.get(shadowRoot) === theme) adopt(shadowRoot, theme);
    },
    (error: unknown) => {
      // Better the light theme than an invisible element.
      console.warn(`[backoffice-elements] the ${theme} theme could not load`, error);
      if (requested.get(shadowRoot) === theme) adopt(shadowRoot, 'light');
    },
  );
}
