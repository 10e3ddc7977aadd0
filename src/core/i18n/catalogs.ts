// The catalogs of every language: flat `namespace.key` texts, registered up front (English) or loaded on first use (the others).

export type MessageVars = Record<string, string | number>;
export type Catalog = Readonly<Record<string, string>>;

/** The forms a language tells counts apart by (Intl.PluralRules): Arabic all six, English one and other. */
export type PluralCategory = Intl.LDMLPluralRule;
/** A text with a count, in each form its language has; `other` always. */
export type PluralForms = Readonly<Partial<Record<PluralCategory, string>> & { other: string }>;
/** Texts as written: plain, or plural forms, which the catalog keeps as `key#one`, `key#other`... */
export type CatalogSource = Readonly<Record<string, string | PluralForms>>;

/** `key#few`: where a plural form of `key` sits in a flat catalog. */
export const pluralKey = (key: string, category: PluralCategory): string => `${key}#${category}`;

/** A catalog as written, flattened: each plural form under its own key. */
export function flattenPlurals(messages: CatalogSource, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, text] of Object.entries(messages)) {
    if (typeof text === 'string') flat[prefix + key] = text;
    else
      for (const [category, form] of Object.entries(text))
        flat[`${prefix}${key}#${category}`] = form;
  }
  return flat;
}

export const FALLBACK_LANGUAGE = 'en';

const catalogs = new Map<string, Record<string, string>>();
/** Languages whose catalog comes in its own chunk: fetched when an element first needs it. */
const loaders = new Map<string, () => Promise<unknown>>();
const loading = new Map<string, Promise<void>>();
/** Loader keys whose load has settled (loaded, or failed and left to English). */
const settled = new Set<string>();
const listeners = new Set<() => void>();
/** Bumped on every catalog change; a snapshot for React's useSyncExternalStore. */
let revision = 0;

function notify(): void {
  revision += 1;
  for (const fn of listeners) fn();
}

/** `de-AT` -> `de`; catalogs are looked up for the full tag first, then for its base language. */
export function baseLanguage(lang: string): string {
  return lang.split('-')[0]?.toLowerCase() ?? lang;
}

/** Adds or overrides texts of one language (keys with their namespace: `tasks.title`). */
export function registerMessages(lang: string, messages: CatalogSource): void {
  registerFlat(lang, flattenPlurals(messages));
}

/**
 * Adds texts already flat. Into the language's one catalog, not a copy of it: every area's book
 * registers as its module loads, and copying the growing catalog each time cost the first screen
 * time over the whole English catalog per book. Readers go through lookups or the revision.
 * `ownTexts`: a module's texts for its own components, which render once it has loaded. Keys the
 * catalog lacked change nothing on screen, so the revision stays and no element renders its tree
 * again (each lazily loaded book used to re-render every row of a list, after its first rows and
 * after a user's first step); a text that replaces another still moves it on.
 */
export function registerFlat(
  lang: string,
  flat: Readonly<Record<string, string>>,
  ownTexts = false,
): void {
  const catalog = catalogs.get(lang) ?? {};
  catalogs.set(lang, catalog);
  const replaces = Object.keys(flat).some((key) => (catalog[key] ?? flat[key]) !== flat[key]);
  Object.assign(catalog, flat);
  if (!ownTexts || replaces) notify();
}

/**
 * Announces a language whose catalog is loaded on first use, so a page that only shows English
 * never downloads it. The loader must register its texts (registerMessages) before resolving.
 */
export function registerLanguage(lang: string, load: () => Promise<unknown>): void {
  loaders.set(lang.toLowerCase(), load);
}

/** The languages with a catalog, registered or loadable. */
export function availableLanguages(): string[] {
  return [...new Set([...catalogs.keys(), ...loaders.keys()])].sort();
}

/**
 * Starts loading `lang`'s catalog (or its base language's) if it has a loader and is not loaded
 * yet; resolves when there is nothing (more) to load. A failed load leaves English in place.
 */
function loaderKey(lang: string): string | undefined {
  return [lang.toLowerCase(), baseLanguage(lang)].find((candidate) => loaders.has(candidate));
}

/** False while `lang` has a catalog still to load: an element waits rather than flash English. */
export function isLanguageReady(lang: string): boolean {
  const key = loaderKey(lang);
  return key === undefined || settled.has(key);
}

export function ensureLanguage(lang: string): Promise<void> {
  const key = loaderKey(lang);
  if (!key) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    const load = loaders.get(key);
    pending = Promise.resolve()
      .then(() => load?.())
      .then(
        () => undefined,
        (error: unknown) => {
          console.warn(`[backoffice-elements] the ${key} catalog could not be loaded`, error);
        },
      )
      .then(() => {
        settled.add(key);
        notify();
      });
    loading.set(key, pending);
  }
  return pending;
}

export function lookupMessage(lang: string, key: string): string | undefined {
  return (
    catalogs.get(lang)?.[key] ??
    catalogs.get(baseLanguage(lang))?.[key] ??
    catalogs.get(FALLBACK_LANGUAGE)?.[key]
  );
}

/** Every key with an English text; the catalogs of the other languages must match it. */
export function catalogOf(lang: string): Catalog {
  return catalogs.get(lang) ?? {};
}

/** Calls fn whenever a catalog changes; returns the unsubscribe function. */
export function subscribeCatalogs(fn: () => void): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

export function getCatalogRevision(): number {
  return revision;
}

export function interpolate(template: string, vars: MessageVars | undefined): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
