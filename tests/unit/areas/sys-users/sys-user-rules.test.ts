// The email and password rules, and the form's fields built on them, say yes and no to exactly the values the server's schema does.

import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { validationFields } from '../../../../demo/server/errors';
import { createAjv } from '../../../../demo/server/validation';
import {
  emailProblem,
  nameProblem,
  passwordProblem,
} from '../../../../src/areas/sys-users/sys-user-rules';
import {
  EMAIL_PATTERN,
  EMAIL_RULES,
  NAME_RULES,
  PASSWORD_RULES,
  ruleLength,
} from '../../../../src/resources/rules';
import { SysUserCreateSchema } from '../../../../src/resources/schemas';
import { sysUserForm } from '../../../../src/areas/sys-users/sys-user-form';
import { english } from '../../../../src/core/i18n';
import { fieldProblem } from '../../../../src/ui/kit';
import { localeOf } from '../../../../src/ui/locale';

/** The form's field of this name, as the kit checks it. */
function formField(name: string) {
  const form = sysUserForm(localeOf(english), {
    canGrantSa: true,
    disableConfirmation: () => ({ title: '', body: '', confirmLabel: '' }),
  });
  return form.fields.find((field) => field.name === name)!;
}

// The server's validator of JSON bodies.
const validateCreate = createAjv(false).compile(SysUserCreateSchema);

/** The fields the server would reject in a create body. */
function serverRejects(body: Record<string, unknown>): string[] {
  if (validateCreate({ ...body })) return [];
  return Object.keys(validationFields(validateCreate.errors ?? []));
}

/** The length keywords of a string schema (TypeBox keeps them as plain JSON Schema). */
function limitsOf(schema: object): { minLength: unknown; maxLength: unknown } {
  return {
    minLength: Reflect.get(schema, 'minLength'),
    maxLength: Reflect.get(schema, 'maxLength'),
  };
}

const VALID = { email: 'new.user@example.com', name: 'New User', password: 'long-enough-1' };

const EMAILS = [
  'ada@example.com',
  'ADA@EXAMPLE.COM',
  'a@b.co',
  'first.last+tag@mail.example.org',
  "o'brien@example.ie",
  'user_1@example-domain.com',
  '',
  'ad',
  'ada',
  'ada@',
  '@example.com',
  'ada@example',
  'ada@@example.com',
  'ada @example.com',
  'ada@exa_mple.com',
  '.ada@example.com',
  'ada.@example.com',
  'ada..lovelace@example.com',
  'ada@-example.com',
  'ada@example.com.',
  'adä@example.com',
  `${'a'.repeat(240)}@example.com`,
  `${'a'.repeat(250)}@example.com`,
];

const PASSWORDS = [
  '',
  '1234567',
  '12345678',
  'sa-password',
  'ääääääää',
  '😀😀😀😀',
  '😀😀😀😀😀😀😀😀',
  'x'.repeat(PASSWORD_RULES.maxLength),
  'x'.repeat(PASSWORD_RULES.maxLength + 1),
];

describe('client rules agree with the server schema', () => {
  it.each(EMAILS)('email %j', (email) => {
    const server = serverRejects({ ...VALID, email }).includes('email');
    expect(emailProblem(email) !== null).toBe(server);
  });

  it.each(PASSWORDS)('password %j', (password) => {
    const server = serverRejects({ ...VALID, password }).includes('password');
    expect(passwordProblem(password) !== null).toBe(server);
  });

  it.each(EMAILS)(
    'email %j: the shared pattern is the email format the server always had',
    (email) => {
      // ajv-formats as it comes, before the server put the shared pattern in its place.
      const original = new Ajv();
      addFormats(original);
      const validate = original.compile({ type: 'string', format: 'email' });
      expect(EMAIL_PATTERN.test(email)).toBe(validate(email));
    },
  );

  it.each(EMAILS)("email %j: the form's field says no exactly when the rules do", (email) => {
    const problem = fieldProblem(localeOf(english), formField('email'), email);
    expect(problem !== undefined).toBe(emailProblem(email) !== null);
  });

  it.each(PASSWORDS)(
    "password %j: the form's field says no exactly when the rules do",
    (password) => {
      const problem = fieldProblem(localeOf(english), formField('password'), password);
      expect(problem !== undefined).toBe(passwordProblem(password) !== null);
    },
  );

  it('the limits are the schema limits', () => {
    const { email, password, name } = SysUserCreateSchema.properties;
    expect(PASSWORD_RULES).toEqual(limitsOf(password));
    expect(EMAIL_RULES).toEqual(limitsOf(email));
    expect(NAME_RULES).toEqual(limitsOf(name));
  });
});

describe('rule problems', () => {
  it('names each email problem', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('ada@example')).toBe('invalid');
    expect(emailProblem(`${'a'.repeat(250)}@example.com`)).toBe('tooLong');
    expect(emailProblem('ada@example.com')).toBeNull();
  });

  it('names each password problem', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('short')).toBe('tooShort');
    expect(passwordProblem('x'.repeat(201))).toBe('tooLong');
    expect(passwordProblem('eight-ch')).toBeNull();
  });

  it('names each name problem', () => {
    expect(nameProblem('')).toBe('required');
    expect(nameProblem('x'.repeat(121))).toBe('tooLong');
    expect(nameProblem('Ada Lovelace')).toBeNull();
  });

  it('counts characters the way the server does (code points)', () => {
    expect(ruleLength('😀😀')).toBe(2);
    expect(ruleLength('ada')).toBe(3);
  });
});
