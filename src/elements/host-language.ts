// An element's language from the DOM: its own `lang`, else the nearest ancestor's, else the browser's (no React here: the entry's early part reads it too).

import { FALLBACK_LANGUAGE } from '../core/i18n';

function browserLanguage(): string {
  return typeof navigator === 'undefined' ? FALLBACK_LANGUAGE : navigator.language;
}

/** The nearest element from the host up (itself included) with a non-empty `attribute`. */
export function closestWith(host: Element, attribute: 'lang' | 'dir'): Element | null {
  let node: Element | null = host;
  while (node) {
    if (node.getAttribute(attribute)?.trim()) return node;
    node = node.parentElement;
  }
  return null;
}

export function languageOf(host: Element | null): string {
  if (!host) return browserLanguage();
  return closestWith(host, 'lang')?.getAttribute('lang')?.trim() || browserLanguage();
}
