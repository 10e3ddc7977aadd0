// The create/edit form as data: per-field checks, request bodies, and server field names mapped to form fields.

import { describe, expect, it } from 'vitest';
import {
  createBody,
  draftOf,
  EMPTY_DRAFT,
  editPatch,
  formFieldErrors,
  type SysUserDraft,
  toggleRole,
  validateDraft,
} from '../../../../src/areas/sys-users/sys-user-draft';
import type { SysUser } from '../../../../src/resources/schemas';
import { english } from '../../../../src/core/i18n';
import { localeOf } from '../../../../src/ui/locale';

const EN = localeOf(english);

const user: SysUser = {
  uuid: '6f1d3c1e-1111-4222-8333-444455556666',
  created_at: '2024-01-02T03:04:05.000Z',
  updated_at: '2024-01-02T03:04:05.000Z',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  roles: ['EDITOR'],
  status: 'active',
  phone: null,
  two_factor_enabled: false,
  last_login_at: null,
};

const complete: SysUserDraft = {
  name: '  Grace Hopper ',
  email: ' grace@example.com ',
  password: 'cobol-1959',
  roles: ['GUEST', 'ADMIN'],
  status: 'pending',
};

describe('validateDraft', () => {
  it('an empty create form has a message for every required field', () => {
    expect(validateDraft(EN, { ...EMPTY_DRAFT }, 'create')).toEqual({
      name: 'Enter a name.',
      email: 'Enter an email address.',
      password: 'Enter a password.',
      roles: 'Choose at least one role.',
    });
  });

  it('reports a malformed email and a short password', () => {
    const errors = validateDraft(
      EN,
      { ...complete, email: 'grace@navy', password: 'short' },
      'create',
    );
    expect(errors).toEqual({
      email: 'Enter a valid email address, like name@example.com.',
      password: 'Use at least 8 characters.',
    });
  });

  it('a name of spaces is missing', () => {
    expect(validateDraft(EN, { ...complete, name: '   ' }, 'create').name).toBe('Enter a name.');
  });

  it('a complete create form has no problems', () => {
    expect(validateDraft(EN, complete, 'create')).toEqual({});
  });

  it('an edit checks name and roles, not email or password', () => {
    const draft = { ...draftOf(user), roles: [] };
    expect(validateDraft(EN, draft, 'edit')).toEqual({ roles: 'Choose at least one role.' });
  });
});

describe('request bodies', () => {
  it('a create body is trimmed, with roles in role order', () => {
    expect(createBody(complete)).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      password: 'cobol-1959',
      roles: ['ADMIN', 'GUEST'],
      status: 'pending',
    });
  });

  it('an edit patch holds only what changed', () => {
    expect(editPatch(user, draftOf(user))).toEqual({});
    expect(editPatch(user, { ...draftOf(user), name: 'Ada King ', status: 'disabled' })).toEqual({
      name: 'Ada King',
      status: 'disabled',
    });
    expect(editPatch(user, { ...draftOf(user), roles: ['GUEST', 'EDITOR'] })).toEqual({
      roles: ['EDITOR', 'GUEST'],
    });
  });

  it('toggling roles keeps the role order and no duplicates', () => {
    expect(toggleRole(['GUEST'], 'SA', true)).toEqual(['SA', 'GUEST']);
    expect(toggleRole(['SA', 'GUEST'], 'GUEST', false)).toEqual(['SA']);
    expect(toggleRole(['ADMIN'], 'ADMIN', true)).toEqual(['ADMIN']);
  });
});

it('server field paths land on their form field, capitalized', () => {
  expect(
    formFieldErrors({ email: 'already exists', 'roles.0': 'must be equal to constant' }),
  ).toEqual({ email: 'Already exists', roles: 'Must be equal to constant' });
});
