// Message books: an area's English texts under its namespace, and its typed translator for one element's language.

import { FALLBACK_LANGUAGE, type MessageVars, registerMessages } from './catalogs';
import type { Translator } from './translator';

export interface MessageBook<K extends string> {
  readonly namespace: string;
  readonly english: Readonly<Record<K, string>>;
}

/** A book's translator: its keys only, so a typo is a type error. */
export type BookText<K extends string> = (key: K, vars?: MessageVars) => string;

/** The texts of a book in another language: every key, typed so that a missing one does not compile. */
export type Translation<B> = B extends MessageBook<infer K> ? Readonly<Record<K, string>> : never;

/**
 * Registers an area's English strings under a namespace, so areas keep their texts next to their
 * screens while every string still goes through the one catalog (and a host's `strings`).
 */
export function defineMessages<const M extends Readonly<Record<string, string>>>(
  namespace: string,
  english: M,
): MessageBook<Extract<keyof M, string>> {
  registerMessages(FALLBACK_LANGUAGE, prefixed(namespace, english));
  return { namespace, english };
}

export function prefixed(namespace: string, messages: Readonly<Record<string, string>>) {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(messages)) out[`${namespace}.${key}`] = text;
  return out;
}

/** A book's texts in another language, for registerMessages (`{ 'tasks.title': 'Aufgaben' }`). */
export function translationOf<K extends string>(
  book: MessageBook<K>,
  messages: Readonly<Record<K, string>>,
): Record<string, string> {
  return prefixed(book.namespace, messages);
}

const bound = new WeakMap<Translator, Map<string, BookText<string>>>();

/** The book's translator in the translator's language; the same function for the same pair. */
export function bookText<K extends string>(
  translator: Translator,
  book: MessageBook<K>,
): BookText<K> {
  let byNamespace = bound.get(translator);
  if (!byNamespace) {
    byNamespace = new Map();
    bound.set(translator, byNamespace);
  }
  let text = byNamespace.get(book.namespace);
  if (!text) {
    const namespace = book.namespace;
    text = (key, vars) => translator.translate(`${namespace}.${key}`, vars);
    byNamespace.set(namespace, text);
  }
  return text;
}
