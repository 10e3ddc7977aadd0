// The create/edit form of a system user: the fields with the rules the server enforces, worded for this form.

import { ROLE_CODES, SYS_USER_STATUSES } from '../../resources/enums';
import { EMAIL_RULES, NAME_RULES, PASSWORD_RULES } from '../../resources/rules';
import type { SysUser } from '../../resources/schemas';
import type { AreaForm, Confirmation } from '../../ui/kit/area-config';
import { type FieldSpec, inOptionOrder } from '../../ui/kit/fields';
import type { Locale } from '../../ui/locale';
import { labelledOptions } from '../../ui/select-options';
import { kitAreaTextBook } from '../kit/messages.en';
import { textBook } from './messages.en';

export interface SysUserFormOptions {
  /** The server lets only SA accounts grant SA or change SA accounts; the form follows suit. */
  canGrantSa: boolean;
  disableConfirmation(user: SysUser): Confirmation;
}

export function sysUserForm(locale: Locale, options: SysUserFormOptions): AreaForm<SysUser> {
  const text = locale.text(textBook);
  const kitAreaText = locale.text(kitAreaTextBook);
  const { canGrantSa } = options;
  const emailInvalid = text('rule.emailInvalid');

  const roles: FieldSpec = {
    name: 'roles',
    kind: 'checkboxGroup',
    label: text('form.roles'),
    // The server accepts an empty role list, but an account without a role can do nothing.
    required: true,
    options: ROLE_CODES.map((role) => ({
      value: role,
      label: text(`role.${role}`),
      hint: text(`roleHint.${role}`),
      locked: role === 'SA' && !canGrantSa,
    })),
    messages: { required: text('rule.rolesRequired') },
  };

  const fields: FieldSpec[] = [
    {
      name: 'name',
      kind: 'text',
      label: text('form.name'),
      required: true,
      minLength: NAME_RULES.minLength,
      maxLength: NAME_RULES.maxLength,
      messages: {
        required: text('rule.nameRequired'),
        tooShort: text('rule.nameRequired'),
        tooLong: text('rule.nameTooLong', { max: NAME_RULES.maxLength }),
      },
    },
    {
      name: 'email',
      kind: 'email',
      label: text('form.email'),
      required: true,
      // The address an account signs in with stays as it was created.
      readOnlyOnEdit: true,
      minLength: EMAIL_RULES.minLength,
      maxLength: EMAIL_RULES.maxLength,
      messages: {
        required: text('rule.emailRequired'),
        tooShort: emailInvalid,
        email: emailInvalid,
        tooLong: text('rule.emailTooLong', { max: EMAIL_RULES.maxLength }),
      },
    },
    {
      name: 'password',
      kind: 'password',
      label: text('form.password'),
      hint: text('form.passwordHint', { min: PASSWORD_RULES.minLength }),
      required: true,
      createOnly: true,
      minLength: PASSWORD_RULES.minLength,
      maxLength: PASSWORD_RULES.maxLength,
      messages: {
        required: text('rule.passwordRequired'),
        tooShort: text('rule.passwordTooShort', { min: PASSWORD_RULES.minLength }),
        tooLong: text('rule.passwordTooLong', { max: PASSWORD_RULES.maxLength }),
      },
    },
    roles,
    {
      name: 'status',
      kind: 'select',
      label: kitAreaText('status'),
      required: true,
      options: labelledOptions(SYS_USER_STATUSES, locale.statusLabel),
    },
  ];

  return {
    fields,
    initial: (user) => ({
      name: user?.name ?? '',
      email: user?.email ?? '',
      password: '',
      roles: user ? inOptionOrder(roles, user.roles) : [],
      status: user?.status ?? 'active',
    }),
    note: (user) => (!canGrantSa && user?.roles.includes('SA') ? text('form.saOnly') : undefined),
    confirmSave: (change, user) =>
      user && change.status === 'disabled' ? options.disableConfirmation(user) : undefined,
  };
}
