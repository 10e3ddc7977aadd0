// Client checks of the phone wizard: what may be sent to the server and what the user is told instead.
import { expect, it } from 'vitest';
import {
  codeProblem,
  normalizePhone,
  phoneProblem,
} from '../../../../src/areas/sign-in/phone-checks';
import { english } from '../../../../src/core/i18n';
import { localeOf } from '../../../../src/ui/locale';

const EN = localeOf(english);

it('normalizePhone drops the spaces, dashes, dots and brackets people type', () => {
  expect(normalizePhone(' +1 (555) 000-00.02 ')).toBe('+15550000002');
});

it('phoneProblem accepts E.164 numbers', () => {
  expect(phoneProblem(EN, '+15550000002')).toBeUndefined();
});

it('phoneProblem asks for a number when the field is empty', () => {
  expect(phoneProblem(EN, '')).toBe('Enter your phone number.');
});

it('phoneProblem refuses numbers without the plus or with too few digits', () => {
  const message = 'Use + followed by 7 to 15 digits.';
  expect(phoneProblem(EN, '15550000002')).toBe(message);
  expect(phoneProblem(EN, '+12345')).toBe(message);
  expect(phoneProblem(EN, '+05550000002')).toBe(message);
});

it('codeProblem accepts 4 to 8 digits and explains anything else', () => {
  expect(codeProblem(EN, '12345')).toBeUndefined();
  expect(codeProblem(EN, '')).toBe('Enter the code from the message.');
  expect(codeProblem(EN, '123')).toBe('The code has 4 to 8 digits.');
  expect(codeProblem(EN, '12a45')).toBe('The code has 4 to 8 digits.');
});
