// The element's language in React: its translator in context, typed area translators, status labels and Intl formats that follow it.

import { createContext, type ReactNode, useContext } from 'react';
import { type BookText, bookText, english, type MessageBook, type Translator } from '../core/i18n';
import { type Locale, localeOf } from './locale';

/** English outside an element (a component mounted alone), so nothing needs a provider to render. */
const TranslatorContext = createContext<Translator>(english);

export function TranslatorProvider(props: { value: Translator; children: ReactNode }) {
  return (
    <TranslatorContext.Provider value={props.value}>{props.children}</TranslatorContext.Provider>
  );
}

/** The element's translator: `t` for shared keys, `translate` for keys built at run time, `lang`, `dir`. */
export function useT(): Translator {
  return useContext(TranslatorContext);
}

/** An area's typed translator in the element's language (with the element's `strings`). */
export function useMessages<K extends string, P extends string = never>(
  book: MessageBook<K, P>,
): BookText<K, P> {
  return bookText(useContext(TranslatorContext), book);
}

/** Dates, numbers, money, relative times and status labels in the element's language. */
export function useLocale(): Locale {
  return localeOf(useContext(TranslatorContext));
}
