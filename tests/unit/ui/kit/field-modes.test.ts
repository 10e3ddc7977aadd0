// Kit fields beyond one value: the checkbox group's checks and value out, fields by form mode, a field's own words, server field paths.
import { describe, expect, it } from 'vitest';
import { english } from '../../../../src/core/i18n';
import { httpError } from '../../../../src/core/api/errors';
import { formFieldErrors } from '../../../../src/ui/field-error';
import {
  bodyOf,
  changedOf,
  type FieldSpec,
  fieldProblem,
  fieldsFor,
  formProblems,
  inOptionOrder,
} from '../../../../src/ui/kit';
import { offeredOptions } from '../../../../src/ui/kit/fields';
import { localeOf } from '../../../../src/ui/locale';

const EN = localeOf(english);

const roles: FieldSpec = {
  name: 'roles',
  kind: 'checkboxGroup',
  label: 'Roles',
  options: [
    { value: 'SA', label: 'SA', locked: true },
    { value: 'ADMIN', label: 'Admin' },
    { value: 'EDITOR', label: 'Editor' },
    { value: 'GUEST', label: 'Guest' },
  ],
};

describe('checkbox group', () => {
  it('required means at least one chosen', () => {
    expect(fieldProblem(EN, { ...roles, required: true }, [])).toBe('Required.');
    expect(fieldProblem(EN, { ...roles, required: true }, ['GUEST'])).toBeUndefined();
    expect(fieldProblem(EN, roles, [])).toBeUndefined();
  });

  it('min and max count the choices', () => {
    const two = { ...roles, min: 2, max: 3 };
    expect(fieldProblem(EN, two, ['GUEST'])).toBe('Choose at least 2.');
    expect(fieldProblem(EN, two, ['ADMIN', 'EDITOR', 'GUEST', 'SA'])).toBe('Choose at most 3.');
    expect(fieldProblem(EN, two, ['ADMIN', 'GUEST'])).toBeUndefined();
  });

  it('an area words a rule its own way', () => {
    const worded = {
      ...roles,
      required: true,
      messages: { required: 'Choose at least one role.' },
    };
    expect(fieldProblem(EN, worded, [])).toBe('Choose at least one role.');
    const name: FieldSpec = {
      name: 'name',
      kind: 'text',
      label: 'Name',
      maxLength: 3,
      messages: { tooLong: 'Use at most 3 characters.' },
    };
    expect(fieldProblem(EN, name, 'Grace')).toBe('Use at most 3 characters.');
    // Rules the area did not word keep the kit's words.
    expect(fieldProblem(EN, { ...name, required: true }, ' ')).toBe('Required.');
  });

  it('sends the choices in the order of the options, and an empty list as a list', () => {
    expect(inOptionOrder(roles, ['GUEST', 'ADMIN', 'GUEST'])).toEqual(['ADMIN', 'GUEST']);
    expect(bodyOf([roles], { roles: ['ADMIN', 'GUEST'] })).toEqual({ roles: ['ADMIN', 'GUEST'] });
    expect(bodyOf([roles], { roles: [] })).toEqual({ roles: [] });
  });

  it('an untouched empty list is no change on edit; a changed one is sent whole', () => {
    expect(changedOf([roles], { roles: [] }, { roles: [] })).toEqual({});
    expect(changedOf([roles], { roles: ['GUEST'] }, { roles: [] })).toEqual({ roles: ['GUEST'] });
    expect(changedOf([roles], { roles: [] }, { roles: ['GUEST'] })).toEqual({ roles: [] });
  });

  it('offers a locked option only while it is chosen', () => {
    expect(offeredOptions(roles, ['GUEST']).map((option) => option.value)).toEqual([
      'ADMIN',
      'EDITOR',
      'GUEST',
    ]);
    expect(offeredOptions(roles, ['SA']).map((option) => option.value)).toEqual([
      'SA',
      'ADMIN',
      'EDITOR',
      'GUEST',
    ]);
  });
});

describe('fields by form mode', () => {
  const fields: FieldSpec[] = [
    { name: 'name', kind: 'text', label: 'Name', required: true },
    { name: 'email', kind: 'email', label: 'Email', required: true, readOnlyOnEdit: true },
    { name: 'password', kind: 'password', label: 'Password', required: true, createOnly: true },
  ];

  it('creating shows every field, editable', () => {
    expect(fieldsFor(fields, false)).toEqual(fields);
  });

  it('editing leaves create-only fields out and shows read-only-on-edit ones read-only', () => {
    const edit = fieldsFor(fields, true);
    expect(edit.map((field) => field.name)).toEqual(['name', 'email']);
    expect(edit[1]).toMatchObject({ readOnly: true, required: false });
  });

  it('a read-only field is neither checked nor sent', () => {
    const edit = fieldsFor(fields, true);
    const values = { name: 'Ann', email: 'not an email' };
    expect(formProblems(EN, edit, values)).toEqual({});
    expect(bodyOf(edit, values)).toEqual({ name: 'Ann' });
    expect(changedOf(edit, values, { name: 'Ann', email: 'ann@example.com' })).toEqual({});
  });

  it('a password is checked and sent as typed, spaces and all', () => {
    const password: FieldSpec = { ...fields[2]!, minLength: 8 };
    expect(fieldProblem(EN, password, ' 1234567')).toBeUndefined();
    expect(fieldProblem(EN, password, '       ')).toBe('At least 8 characters.');
    expect(bodyOf([password], { password: ' secret 1 ' })).toEqual({ password: ' secret 1 ' });
  });
});

it('server field paths land on their form field, as sentences', () => {
  const refusal = httpError(400, 'Bad Request', {
    error: {
      code: 'VALIDATION_ERROR',
      message: 'Invalid',
      fields: { email: 'already exists', 'roles.0': 'must be equal to constant', 'roles.1': 'x' },
    },
  });
  expect(formFieldErrors(refusal)).toEqual({
    email: 'Already exists',
    roles: 'Must be equal to constant',
  });
  expect(formFieldErrors(new Error('offline'))).toEqual({});
});
