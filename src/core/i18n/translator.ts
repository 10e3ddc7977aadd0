// A translator: the texts of one language with one element's overrides, English as the fallback for every key.

import { interpolate, lookupMessage, type MessageVars, pluralKey } from './catalogs';
import type { MessageKey } from './messages.en';

export type Direction = 'ltr' | 'rtl';
/** Texts an element's host replaces for that element only (`strings` property), by full key. */
export type StringOverrides = Readonly<Record<string, string>>;

export interface Translator {
  /** The BCP 47 tag the texts, numbers and dates follow ("ar", "de-AT"). */
  readonly lang: string;
  /** The element's direction: its language's, unless the page set `dir` for it. */
  readonly dir: Direction;
  /** A key of the shared catalog. */
  t(key: MessageKey, vars?: MessageVars): string;
  /** Any key (area namespaces, keys built at run time); an unknown key comes back as itself. */
  translate(key: string, vars?: MessageVars): string;
  has(key: string): boolean;
  /**
   * A text with a count: the form the language's plural rules choose for `count` (`key#few`...),
   * else its `other` form. `{count}` shows `count` unless `vars` gives it (formatted).
   */
  plural(key: string, count: number, vars?: MessageVars): string;
}

/** The plural rules of a language; a tag Intl does not know counts as English. */
function pluralRulesOf(lang: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(lang);
  } catch {
    return new Intl.PluralRules('en');
  }
}

const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'sd', 'yi', 'dv', 'ckb']);

export function directionOfLanguage(lang: string): Direction {
  return RTL_LANGUAGES.has(lang.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';
}

/** A fresh translator whenever the language, the overrides or a catalog changes: its identity is the cache key. */
export function createTranslator(
  lang: string,
  overrides?: StringOverrides,
  dir: Direction = directionOfLanguage(lang),
): Translator {
  const find = (key: string): string | undefined => {
    const own = overrides?.[key];
    return typeof own === 'string' ? own : lookupMessage(lang, key);
  };
  const translate = (key: string, vars?: MessageVars): string =>
    interpolate(find(key) ?? key, vars);
  let rules: Intl.PluralRules | undefined;
  return {
    lang,
    dir,
    t: translate,
    translate,
    has: (key) => find(key) !== undefined,
    plural(key, count, vars) {
      rules ??= pluralRulesOf(lang);
      const text = find(pluralKey(key, rules.select(count))) ?? find(pluralKey(key, 'other'));
      return interpolate(text ?? key, { count, ...vars });
    },
  };
}
