// The sys-user form as configuration of the kit: per-field checks in this form's words, the request bodies, the disable question.

import { describe, expect, it } from 'vitest';
import { sysUserForm } from '../../../../src/areas/sys-users/sys-user-form';
import { english } from '../../../../src/core/i18n';
import type { SysUser } from '../../../../src/resources/schemas';
import {
  bodyOf,
  changedOf,
  fieldsFor,
  type FormValues,
  formProblems,
} from '../../../../src/ui/kit';
import { localeOf } from '../../../../src/ui/locale';

const EN = localeOf(english);

const user: SysUser = {
  uuid: '6f1d3c1e-1111-4222-8333-444455556666',
  created_at: '2024-01-02T03:04:05.000Z',
  updated_at: '2024-01-02T03:04:05.000Z',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  roles: ['GUEST', 'EDITOR'],
  status: 'active',
  phone: null,
  two_factor_enabled: false,
  last_login_at: null,
};

const question = { title: 'Disable?', body: '', confirmLabel: 'Disable', destructive: true };
const form = sysUserForm(EN, { canGrantSa: false, disableConfirmation: () => question });
const createFields = fieldsFor(form.fields, false);
const editFields = fieldsFor(form.fields, true);

const complete: FormValues = {
  name: '  Grace Hopper ',
  email: ' grace@example.com ',
  password: 'cobol-1959',
  roles: ['ADMIN', 'GUEST'],
  status: 'pending',
};

describe('checks', () => {
  it('an empty create form has a message for every required field', () => {
    expect(formProblems(EN, createFields, form.initial())).toEqual({
      name: 'Enter a name.',
      email: 'Enter an email address.',
      password: 'Enter a password.',
      roles: 'Choose at least one role.',
    });
  });

  it('reports a malformed email and a short password', () => {
    const values = { ...complete, email: 'grace@navy', password: 'short' };
    expect(formProblems(EN, createFields, values)).toEqual({
      email: 'Enter a valid email address, like name@example.com.',
      password: 'Use at least 8 characters.',
    });
  });

  it('a name of spaces is missing; a name too long says the limit', () => {
    expect(formProblems(EN, createFields, { ...complete, name: '   ' }).name).toBe('Enter a name.');
    expect(formProblems(EN, createFields, { ...complete, name: 'x'.repeat(121) }).name).toBe(
      'Use at most 120 characters.',
    );
  });

  it('a complete create form has no problems', () => {
    expect(formProblems(EN, createFields, complete)).toEqual({});
  });

  it('an edit shows the email read-only, has no password, and checks name and roles only', () => {
    expect(editFields.map((field) => field.name)).toEqual(['name', 'email', 'roles', 'status']);
    expect(editFields.find((field) => field.name === 'email')).toMatchObject({
      readOnly: true,
      required: false,
    });
    const values = { ...form.initial(user), email: 'not an email', roles: [] };
    expect(formProblems(EN, editFields, values)).toEqual({ roles: 'Choose at least one role.' });
  });
});

describe('request bodies', () => {
  it('a create body is trimmed (the password as typed), with roles in role order', () => {
    expect(bodyOf(createFields, { ...complete, password: ' cobol-1959 ' })).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      password: ' cobol-1959 ',
      roles: ['ADMIN', 'GUEST'],
      status: 'pending',
    });
  });

  it('an edit starts from the roles in role order and sends only what changed', () => {
    const initial = form.initial(user);
    expect(initial.roles).toEqual(['EDITOR', 'GUEST']);
    expect(changedOf(editFields, initial, initial)).toEqual({});
    expect(
      changedOf(editFields, { ...initial, name: 'Ada King ', status: 'disabled' }, initial),
    ).toEqual({ name: 'Ada King', status: 'disabled' });
  });
});

describe('what the form asks and says', () => {
  it('an edit that disables the account asks first; other changes do not', () => {
    expect(form.confirmSave?.({ status: 'disabled' }, user)).toBe(question);
    expect(form.confirmSave?.({ name: 'Ada King', status: 'pending' }, user)).toBeUndefined();
    expect(form.confirmSave?.({ status: 'disabled' })).toBeUndefined();
  });

  it('an admin editing an SA account is told why SA stays as it is; an SA is not', () => {
    const sa = { ...user, roles: ['SA' as const] };
    expect(form.note?.(sa)).toBe('Only an SA account can grant the SA role or change SA accounts.');
    expect(form.note?.(user)).toBeUndefined();
    const asSa = sysUserForm(EN, { canGrantSa: true, disableConfirmation: () => question });
    expect(asSa.note?.(sa)).toBeUndefined();
  });
});
