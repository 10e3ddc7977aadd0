// @vitest-environment node
// Every shipped catalog has every key of the English one (and no other), keeps its placeholders,
// and every English key is used by the code: read from the sources, not trusted to memory.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { catalogOf, ensureLanguage } from '../../../src/core/i18n';
import { SHIPPED_LANGUAGES } from '../../../src/elements/languages';

const SRC = join(__dirname, '../../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const BOOK = /defineMessages\(\s*'([\w.]+)',\s*\{[\s\S]*?\n\}\);?/g;
/** Translations (messages.ar.ts, labels.de.ts) and the shared English catalog are not uses. */
const isCatalog = (path: string) =>
  /\.(ar|de)\.ts$/.test(path) || path.endsWith(join('core', 'i18n', 'messages.en.ts'));

/** The code with the English books themselves blanked out: what is left are the uses. */
const code = files
  .filter((file) => !isCatalog(file.path))
  .map((file) => file.text.replace(BOOK, ''))
  .join('\n');

const namespaces = files.flatMap((file) =>
  [...file.text.matchAll(/defineMessages\(\s*'([\w.]+)'/g)].map((m) => m[1]),
);

/**
 * Keys the code builds at run time (`kind.${source.kind}`): the only ones allowed to appear
 * nowhere as a literal. Each names where it is built; keep the list as short as the code allows.
 */
const DYNAMIC_KEYS: readonly RegExp[] = [
  /^status\./, // ui/locale.ts statusLabel: `status.${value}`
  /^error\.[A-Z_]+$/, // ui/error-message.ts: `error.${error.kind}`
  /^console\.(group|search|theme)\./, // console layout: `group.${group}`, `search.${key}`, `theme.${key}`
  /^dashboard\.area\./, // dashboard and permission matrix: `area.${area}`
  /^areas\.(block|unblock)(Title|Body|Done)$/, // areas/kit/status-actions.ts: `${verb}Title`
  /^kit\.rule\./, // ui/kit/fields.ts fieldProblem: `rule.${rule}` (a field may word it its own way)
  /^sysUsers\.(role|roleHint)\./, // sys-users: `role.${role}`, `roleHint.${role}`
  /^channels\.purpose\./, // channel-format.ts: `purpose.${purpose}`
  /^channels\.toggle\./, // channel columns: `toggle.${flag}`, `toggle.${flag}Failed`
  /^(sources|links)\.kind\./, // kit area screens: `kind.${kind}`
  /^areas\.channelKind\./, // areas/kit/channel-facts.ts: `channelKind.${kind}`
  /^(orders|messages)\.move\./, // status moves: `move.${to}`
  /^messages\.type\./, // media: `type.${item.type}`
  /^charts\.route\./, // chart-routes.ts: titleKey `charts.route.apex.${type}`
  /^charts\.data\./, // sample series name their label keys in data, e.g. quarterlyByRegion
];

function isUsed(fullKey: string): boolean {
  if (DYNAMIC_KEYS.some((pattern) => pattern.test(fullKey))) return true;
  const quoted = (key: string) => [`'${key}'`, `"${key}"`, `\`${key}\``];
  const candidates = [fullKey];
  // A namespaced key is used as its local part (text('title')) in the area's code.
  for (const namespace of namespaces) {
    if (namespace && fullKey.startsWith(`${namespace}.`))
      candidates.push(fullKey.slice(namespace.length + 1));
  }
  return candidates.some((key) => quoted(key).some((literal) => code.includes(literal)));
}

beforeAll(async () => {
  // Every English book registers itself when its module loads.
  for (const file of files) {
    if (/defineMessages\(\s*'/.test(file.text) && !file.path.includes(join('core', 'i18n'))) {
      await import(file.path);
    }
  }
  for (const lang of SHIPPED_LANGUAGES) await ensureLanguage(lang);
});

/** `kit.selected#few` -> ['kit.selected', 'few']; a plain key has no form. */
function splitKey(key: string): [string, string | undefined] {
  const [base = key, form] = key.split('#');
  return [base, form];
}

/** Each plain key, and each plural text as its base key. */
function baseKeys(lang: string): string[] {
  return [...new Set(Object.keys(catalogOf(lang)).map((key) => splitKey(key)[0]))].sort();
}

/** The plural texts of a catalog: base key -> the forms it has. */
function pluralForms(lang: string): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of Object.keys(catalogOf(lang))) {
    const [base, form] = splitKey(key);
    if (form) forms.set(base, [...(forms.get(base) ?? []), form].sort());
  }
  return forms;
}

it('every shipped catalog has exactly the English keys', () => {
  const english = baseKeys('en');
  expect(english.length).toBeGreaterThan(700);
  for (const lang of SHIPPED_LANGUAGES.filter((lang) => lang !== 'en')) {
    const keys = new Set(baseKeys(lang));
    const missing = english.filter((key) => !keys.has(key));
    const extra = [...keys].filter((key) => !english.includes(key));
    expect({ lang, missing, extra }).toEqual({ lang, missing: [], extra: [] });
  }
});

it('plural texts are plural in every language, with exactly the forms its plural rules choose', () => {
  const englishPlurals = [...pluralForms('en').keys()].sort();
  expect(englishPlurals.length).toBeGreaterThan(15);
  for (const lang of SHIPPED_LANGUAGES) {
    const wanted = [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
    const forms = pluralForms(lang);
    expect({ lang, plurals: [...forms.keys()].sort() }).toEqual({ lang, plurals: englishPlurals });
    const wrong = [...forms].filter(([, have]) => JSON.stringify(have) !== JSON.stringify(wanted));
    expect({ lang, wrong }).toEqual({ lang, wrong: [] });
  }
  // Arabic tells six forms apart, English and German two.
  expect(new Intl.PluralRules('ar').resolvedOptions().pluralCategories).toHaveLength(6);
});

it('a text with a {count} is a plural text', () => {
  const plain = Object.entries(catalogOf('en')).filter(
    ([key, text]) => !splitKey(key)[1] && text.includes('{count}'),
  );
  expect(plain).toEqual([]);
});

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

it('translations keep the placeholders of the English text', () => {
  const english = catalogOf('en');
  for (const lang of SHIPPED_LANGUAGES.filter((lang) => lang !== 'en')) {
    const catalog = catalogOf(lang);
    const broken = Object.keys(english).filter(
      (key) =>
        !splitKey(key)[1] &&
        JSON.stringify(placeholders(catalog[key] ?? '')) !==
          JSON.stringify(placeholders(english[key] ?? '')),
    );
    expect({ lang, broken }).toEqual({ lang, broken: [] });
  }
});

it('each plural form keeps the placeholders of the English text, save the count it may spell out', () => {
  const english = catalogOf('en');
  for (const lang of SHIPPED_LANGUAGES) {
    const broken = Object.entries(catalogOf(lang)).filter(([key, text]) => {
      const [base, form] = splitKey(key);
      if (!form) return false;
      const wanted = placeholders(english[`${base}#other`] ?? '');
      const have = placeholders(text);
      // "one item", "two items" in Arabic spell out the number the form was chosen by.
      return have.some((name) => !wanted.includes(name)) || have.length < wanted.length - 1;
    });
    expect({ lang, broken }).toEqual({ lang, broken: [] });
  }
});

it('every English key is used by the code (or built at run time from the documented list)', () => {
  const unused = baseKeys('en').filter((key) => !isUsed(key));
  expect(unused).toEqual([]);
});

it('the scan sees the sources', () => {
  expect(files.some((file) => relative(SRC, file.path) === join('ui', 'i18n.tsx'))).toBe(true);
});
