// Message books: an area's English texts under its namespace, and its typed translator for one element's language.

import {
  type CatalogSource,
  FALLBACK_LANGUAGE,
  flattenPlurals,
  type MessageVars,
  type PluralForms,
  registerFlat,
} from './catalogs';
import type { Translator } from './translator';

export interface MessageBook<K extends string, P extends string = never> {
  readonly namespace: string;
  readonly english: Readonly<Record<K, string> & Record<P, PluralForms>>;
}

/** A book's translator: its keys only, so a typo is a type error; `plural` for its texts with a count. */
export type BookText<K extends string, P extends string = never> = ((
  key: K | P,
  vars?: MessageVars,
) => string) & {
  /** The form of the text for `count` in the element's language (Translator.plural). */
  plural(key: P, count: number, vars?: MessageVars): string;
};

/** The keys of a book's plain texts and of its plural ones. */
type TextKeys<M> = { [K in keyof M]: M[K] extends string ? K : never }[keyof M] & string;
type PluralKeys<M> = Exclude<Extract<keyof M, string>, TextKeys<M>>;

/**
 * The texts of a book in another language: every key, typed so that a missing one does not
 * compile; plural texts in the forms that language has.
 */
export type Translation<B> =
  B extends MessageBook<infer K, infer P>
    ? Readonly<Record<K, string> & Record<P, PluralForms>>
    : never;

/**
 * Registers an area's English strings under a namespace, so areas keep their texts next to their
 * screens while every string still goes through the one catalog (and a host's `strings`).
 */
export function defineMessages<const M extends CatalogSource>(
  namespace: string,
  english: M,
): MessageBook<TextKeys<M>, PluralKeys<M>> {
  registerFlat(FALLBACK_LANGUAGE, prefixed(namespace, english), true);
  return { namespace, english: english as MessageBook<TextKeys<M>, PluralKeys<M>>['english'] };
}

export function prefixed(namespace: string, messages: CatalogSource): Record<string, string> {
  return flattenPlurals(messages, `${namespace}.`);
}

/** A book's texts in another language, for registerMessages (`{ 'tasks.title': 'Aufgaben' }`). */
export function translationOf<K extends string, P extends string>(
  book: MessageBook<K, P>,
  messages: Translation<MessageBook<K, P>>,
): Record<string, string> {
  return prefixed(book.namespace, messages);
}

const bound = new WeakMap<Translator, Map<string, BookText<string, string>>>();

/** The book's translator in the translator's language; the same function for the same pair. */
export function bookText<K extends string, P extends string = never>(
  translator: Translator,
  book: MessageBook<K, P>,
): BookText<K, P> {
  let byNamespace = bound.get(translator);
  if (!byNamespace) {
    byNamespace = new Map();
    bound.set(translator, byNamespace);
  }
  let text = byNamespace.get(book.namespace);
  if (!text) {
    const namespace = book.namespace;
    text = Object.assign(
      (key: string, vars?: MessageVars) => translator.translate(`${namespace}.${key}`, vars),
      {
        plural: (key: string, count: number, vars?: MessageVars) =>
          translator.plural(`${namespace}.${key}`, count, vars),
      },
    );
    byNamespace.set(namespace, text);
  }
  return text;
}
