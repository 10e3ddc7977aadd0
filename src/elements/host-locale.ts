// The language and direction of one element: its own `lang`, else the nearest ancestor's, else <html lang>, else the browser's; followed live.

import { useMemo, useSyncExternalStore } from 'react';
import {
  createTranslator,
  type Direction,
  directionOfLanguage,
  ensureLanguage,
  getCatalogRevision,
  isLanguageReady,
  type StringOverrides,
  subscribeCatalogs,
  type Translator,
} from '../core/i18n';
import { closestWith, languageOf } from './host-language';

/**
 * A `dir` on the element itself always wins (the console's "Enable RTL" writes it there). Else
 * the nearer of the two decides: a `lang` closer than any `dir` brings its own direction (Arabic
 * right to left), a `dir` as close or closer is the page's choice for this part of it.
 */
export function directionOf(host: HTMLElement | null): Direction {
  if (!host) return 'ltr';
  const dirSource = closestWith(host, 'dir');
  const langSource = closestWith(host, 'lang');
  const fromDir = (): Direction =>
    dirSource?.getAttribute('dir')?.trim().toLowerCase() === 'rtl' ? 'rtl' : 'ltr';
  if (dirSource === host) return fromDir();
  if (dirSource && (!langSource || dirSource.contains(langSource) === false)) return fromDir();
  if (dirSource && langSource === dirSource) return fromDir();
  return directionOfLanguage(languageOf(host));
}

/**
 * One observer per element on the document's `lang` and `dir` attributes: an element cannot know
 * which ancestor a host will change, and attribute changes of these two are rare and cheap.
 */
function subscribeToLocale(host: HTMLElement | null) {
  return (notify: () => void) => {
    if (!host) return () => {};
    const observer = new MutationObserver(notify);
    observer.observe(host.ownerDocument.documentElement, {
      attributes: true,
      attributeFilter: ['lang', 'dir'],
      subtree: true,
    });
    return () => observer.disconnect();
  };
}

export interface HostLocale {
  translator: Translator;
  dir: Direction;
  /** False while the language's catalog is still loading. */
  ready: boolean;
}

function isOverrides(value: unknown): value is StringOverrides {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The element's translator (language, its `strings` overrides) and direction, re-made when any of them changes. */
export function useHostLocale(host: HTMLElement | null, strings: unknown): HostLocale {
  const subscribe = useMemo(() => subscribeToLocale(host), [host]);
  const lang = useSyncExternalStore(subscribe, () => languageOf(host));
  const dir = useSyncExternalStore(subscribe, () => directionOf(host));
  const revision = useSyncExternalStore(subscribeCatalogs, getCatalogRevision);
  const ready = isLanguageReady(lang);
  if (!ready) void ensureLanguage(lang);
  const overrides = isOverrides(strings) ? strings : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new catalog revision must give a new translator so memoised texts re-render.
  const translator = useMemo(
    () => createTranslator(lang, overrides, dir),
    [lang, overrides, dir, revision],
  );
  return { translator, dir, ready };
}
