// One element's locale as plain values: its translator, typed area texts, status labels and Intl formats, for code outside components (area configs, column builders).

import { type BookText, bookText, type MessageBook, type Translator } from '../core/i18n';
import { type Formats, formatsFor } from './format';

export interface Locale extends Formats {
  readonly translator: Translator;
  readonly lang: string;
  /** An area's typed translator in this locale. */
  text<K extends string, P extends string = never>(book: MessageBook<K, P>): BookText<K, P>;
  /** The label of a status-like value (`status.<value>`), or the value made readable. */
  statusLabel(value: string): string;
}

/** `in_progress` -> "In progress" when the catalog has no label for it. */
export function humanize(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const locales = new WeakMap<Translator, Locale>();

/** The same object for the same translator, so memoised area configs keep their identity. */
export function localeOf(translator: Translator): Locale {
  let locale = locales.get(translator);
  if (!locale) {
    locale = {
      ...formatsFor(translator.lang),
      translator,
      lang: translator.lang,
      text: (book) => bookText(translator, book),
      statusLabel: (value) => {
        const key = `status.${value}`;
        return translator.has(key) ? translator.translate(key) : humanize(value);
      },
    };
    locales.set(translator, locale);
  }
  return locale;
}
