// The one message catalog: t(key, vars) in the current language, English as the fallback for every key.

import { type MessageKey, messagesEn } from './messages.en';

export type { MessageKey } from './messages.en';
export type MessageVars = Record<string, string | number>;

const FALLBACK_LANGUAGE = 'en';

const catalogs = new Map<string, Record<string, string>>([[FALLBACK_LANGUAGE, { ...messagesEn }]]);
const listeners = new Set<() => void>();
let language = FALLBACK_LANGUAGE;
/** Bumped on every language or catalog change; a snapshot for React's useSyncExternalStore. */
let revision = 0;

function interpolate(template: string, vars: MessageVars | undefined): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

function lookup(key: string): string | undefined {
  const base = language.split('-')[0] ?? language;
  return (
    catalogs.get(language)?.[key] ??
    catalogs.get(base)?.[key] ??
    catalogs.get(FALLBACK_LANGUAGE)?.[key]
  );
}

/** Translates a key of the shared catalog. */
export function t(key: MessageKey, vars?: MessageVars): string {
  return translate(key, vars);
}

/** Translates any registered key (area catalogs, dynamic keys); unknown keys come back as the key itself. */
export function translate(key: string, vars?: MessageVars): string {
  return interpolate(lookup(key) ?? key, vars);
}

export function hasMessage(key: string): boolean {
  return lookup(key) !== undefined;
}

/** Adds or overrides messages of one language (e.g. a host page shipping a German catalog). */
export function registerMessages(lang: string, messages: Readonly<Record<string, string>>): void {
  const current = catalogs.get(lang) ?? {};
  catalogs.set(lang, { ...current, ...messages });
  if (lang === language || lang === FALLBACK_LANGUAGE) notify();
}

/**
 * Registers an area's English strings under a namespace and returns a typed translator for them,
 * so areas keep their texts next to their screens while every string still goes through this catalog.
 */
export function defineMessages<const M extends Readonly<Record<string, string>>>(
  namespace: string,
  english: M,
): (key: Extract<keyof M, string>, vars?: MessageVars) => string {
  const prefixed: Record<string, string> = {};
  for (const [key, text] of Object.entries(english)) prefixed[`${namespace}.${key}`] = text;
  registerMessages(FALLBACK_LANGUAGE, prefixed);
  return (key, vars) => translate(`${namespace}.${key}`, vars);
}

export function getLanguage(): string {
  return language;
}

/** Switches the language of every element on the page; missing keys fall back to English. */
export function setLanguage(lang: string): void {
  const next = lang.trim() || FALLBACK_LANGUAGE;
  if (next === language) return;
  language = next;
  notify();
}

/** Calls fn whenever the language or a catalog changes; returns the unsubscribe function. */
export function subscribeLanguage(fn: () => void): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

/** Changes whenever translations may differ; lets views subscribe without comparing catalogs. */
export function getMessagesRevision(): number {
  return revision;
}

function notify(): void {
  revision += 1;
  for (const fn of listeners) fn();
}
