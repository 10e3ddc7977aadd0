// Texts with a count take the form each language's plural rules choose (Intl.PluralRules): Arabic six, English and German two.
import { beforeAll, expect, it } from 'vitest';
import { createTranslator, ensureLanguage } from '../../../src/core/i18n';
// Side effect: announces the shipped catalogs.
import '../../../src/elements/languages';

beforeAll(async () => {
  await Promise.all([ensureLanguage('ar'), ensureLanguage('de')]);
});

const forms = (lang: string, counts: number[]) =>
  counts.map((count) => createTranslator(lang).plural('filter.active', count));

it('English and German tell one from other', () => {
  expect(forms('en', [1, 2])).toEqual(['Filters, 1 active', 'Filters, 2 active']);
  expect(forms('de', [1, 2])).toEqual(['Filter, 1 aktiv', 'Filter, 2 aktiv']);
});

it('Arabic tells zero, one, two, few, many and other apart', () => {
  expect(forms('ar', [0, 1, 2, 3, 11, 100])).toEqual([
    'عوامل التصفية',
    'عوامل التصفية، عامل واحد نشط',
    'عوامل التصفية، عاملان نشطان',
    'عوامل التصفية، 3 عوامل نشطة',
    'عوامل التصفية، 11 عاملًا نشطًا',
    'عوامل التصفية، 100 عامل نشط',
  ]);
});

it('shows the count as given (formatted) while choosing the form by the number', () => {
  const translator = createTranslator('de');
  expect(translator.plural('header.count', 1250, { count: '1.250' })).toBe('1.250 insgesamt');
});

it('falls back to English, then to the key, when a text is missing', () => {
  expect(createTranslator('fr').plural('filter.active', 1)).toBe('Filters, 1 active');
  expect(createTranslator('en').plural('no.such.text', 3)).toBe('no.such.text');
});
