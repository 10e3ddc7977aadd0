// Field kinds of the area kit: checks from the shared rules, and the values a form sends (create body, edit patch).
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  changedOf,
  type FieldSpec,
  fieldProblem,
  formProblems,
  formatMoney,
  formatRelative,
  parseMoney,
} from '../../../../src/ui/kit';
import { inputFromInstant, instantFromInput, numberFromInput } from '../../../../src/ui/kit/fields';
import { english } from '../../../../src/core/i18n';
import { localeOf } from '../../../../src/ui/locale';

const EN = localeOf(english);

const field = (spec: Partial<FieldSpec> & Pick<FieldSpec, 'kind'>): FieldSpec => ({
  name: 'value',
  label: 'Value',
  ...spec,
});

describe('field checks', () => {
  it('asks for required values of every kind, and lets empty optional ones pass', () => {
    for (const kind of [
      'text',
      'longText',
      'email',
      'phone',
      'url',
      'number',
      'money',
      'datetime',
      'select',
      'multiSelect',
      'reference',
    ] as const) {
      expect(
        fieldProblem(EN, field({ kind, required: true }), kind === 'multiSelect' ? [] : null),
      ).toBe('Required.');
      expect(fieldProblem(EN, field({ kind }), '')).toBeUndefined();
    }
  });

  it('counts text length in characters and applies a pattern', () => {
    const name = field({ kind: 'text', minLength: 2, maxLength: 3, pattern: /^[a-z]+$/ });
    expect(fieldProblem(EN, name, 'a')).toBe('At least 2 characters.');
    expect(fieldProblem(EN, name, 'abcd')).toBe('At most 3 characters.');
    expect(fieldProblem(EN, name, 'AB')).toBe('This value is not allowed here.');
    expect(fieldProblem(EN, name, 'ab')).toBeUndefined();
    expect(fieldProblem(EN, field({ kind: 'longText', maxLength: 2 }), '😀😀')).toBeUndefined();
  });

  it('checks email, phone and URL with the server rules', () => {
    expect(fieldProblem(EN, field({ kind: 'email' }), 'ann@example')).toMatch(/email address/);
    expect(fieldProblem(EN, field({ kind: 'email' }), 'ann@example.com')).toBeUndefined();
    expect(fieldProblem(EN, field({ kind: 'phone' }), '555-1234')).toMatch(/international/);
    expect(fieldProblem(EN, field({ kind: 'phone' }), '+15550000001')).toBeUndefined();
    expect(fieldProblem(EN, field({ kind: 'url' }), 'javascript:alert(1)')).toMatch(/http/);
    expect(fieldProblem(EN, field({ kind: 'url' }), 'example.com')).toMatch(/http/);
    expect(fieldProblem(EN, field({ kind: 'url' }), 'https://example.com/a')).toBeUndefined();
  });

  it('checks numbers, whole numbers, bounds and money', () => {
    const count = field({ kind: 'number', integer: true, min: 0, max: 10 });
    expect(fieldProblem(EN, count, Number.NaN)).toBe('Enter a number.');
    expect(fieldProblem(EN, count, 1.5)).toBe('Enter a whole number.');
    expect(fieldProblem(EN, count, -1)).toBe('At least 0.');
    expect(fieldProblem(EN, count, 11)).toBe('At most 10.');
    expect(fieldProblem(EN, count, 3)).toBeUndefined();
    expect(fieldProblem(EN, field({ kind: 'money' }), Number.NaN)).toBe(
      'Enter an amount like 12.50.',
    );
  });

  it('checks dates and reports every problem of a form by field', () => {
    expect(fieldProblem(EN, field({ kind: 'datetime' }), 'not a date')).toBe(
      'Enter a date and time.',
    );
    const problems = formProblems(
      EN,
      [field({ kind: 'text', name: 'a', required: true }), field({ kind: 'email', name: 'b' })],
      { a: '', b: 'x' },
    );
    expect(Object.keys(problems)).toEqual(['a', 'b']);
  });
});

describe('values out', () => {
  const fields = [
    field({ kind: 'text', name: 'title' }),
    field({ kind: 'text', name: 'note' }),
    field({ kind: 'switch', name: 'active' }),
    field({ kind: 'multiSelect', name: 'roles' }),
    field({ kind: 'money', name: 'amount' }),
    field({ kind: 'reference', name: 'buyer_uuid' }),
  ];

  it('sends trimmed text, switches, lists and numbers on create, leaving empty fields out', () => {
    expect(
      bodyOf(fields, {
        title: '  Hi ',
        note: ' ',
        active: false,
        roles: [],
        amount: 1250,
        buyer_uuid: null,
      }),
    ).toEqual({ title: 'Hi', active: false, roles: [], amount: 1250 });
  });

  it('sends only changed fields on edit, and a cleared one as null', () => {
    const initial = {
      title: 'Hi',
      note: 'old',
      active: true,
      roles: ['A'],
      amount: 100,
      buyer_uuid: 'b1',
    };
    expect(changedOf(fields, { ...initial, note: '', active: false }, initial)).toEqual({
      note: null,
      active: false,
    });
    expect(changedOf(fields, initial, initial)).toEqual({});
  });

  it('reads numbers, money in minor units and local date-times', () => {
    const values = { currency: 'USD' };
    expect(numberFromInput(field({ kind: 'number' }), '12,5', values)).toBe(12.5);
    expect(numberFromInput(field({ kind: 'number' }), '12x', values)).toBeNaN();
    expect(numberFromInput(field({ kind: 'number' }), ' ', values)).toBeNull();
    const money = field({ kind: 'money', currency: { field: 'currency' } });
    expect(numberFromInput(money, '12.5', values)).toBe(1250);
    expect(numberFromInput(money, '12.505', values)).toBeNaN();
    expect(parseMoney('1000', 'JPY')).toBe(1000);
    const instant = instantFromInput('2026-01-02T03:04');
    expect(inputFromInstant(instant)).toBe('2026-01-02T03:04');
    expect(instantFromInput('')).toBeNull();
  });

  it('shows money and relative times with Intl', () => {
    expect(formatMoney('en', 123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney('en', 500, 'JPY')).toBe('¥500');
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(formatRelative('en', '2026-01-01T11:55:00Z', now)).toBe('5 min. ago');
    expect(formatRelative('en', null, now)).toBe('');
  });
});
