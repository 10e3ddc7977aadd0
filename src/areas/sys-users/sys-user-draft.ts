// The create/edit form as data: the draft, its client-side checks (per field) and the request bodies it becomes.

import { ROLE_CODES, type RoleCode, type SysUserStatus } from '../../resources/enums';
import type { SysUser, SysUserCreate, SysUserPatch } from '../../resources/schemas';
import type { FieldErrors } from '../../ui/field-error';
import { textBook } from './messages';
import { EMAIL_RULES, NAME_RULES, PASSWORD_RULES } from '../../resources/rules';
import { emailProblem, nameProblem, passwordProblem } from './sys-user-rules';
import type { Locale } from '../../ui/locale';
import type { BookText } from '../../core/i18n';

type SysUsersText = BookText<keyof typeof textBook.english>;

export type FormMode = 'create' | 'edit';

export interface SysUserDraft {
  name: string;
  email: string;
  password: string;
  roles: RoleCode[];
  status: SysUserStatus;
}

export const EMPTY_DRAFT: Readonly<SysUserDraft> = Object.freeze({
  name: '',
  email: '',
  password: '',
  roles: [],
  status: 'active',
});

export function draftOf(user: SysUser): SysUserDraft {
  return {
    name: user.name,
    email: user.email,
    password: '',
    roles: [...user.roles],
    status: user.status,
  };
}

/** Roles in the order of the role list, so the same set always reads and compares the same. */
export function orderedRoles(roles: readonly RoleCode[]): RoleCode[] {
  return ROLE_CODES.filter((code) => roles.includes(code));
}

export function toggleRole(roles: readonly RoleCode[], role: RoleCode, on: boolean) {
  return orderedRoles(on ? [...roles, role] : roles.filter((held) => held !== role));
}

const EMAIL_MESSAGES = {
  required: (text: SysUsersText) => text('rule.emailRequired'),
  invalid: (text: SysUsersText) => text('rule.emailInvalid'),
  tooLong: (text: SysUsersText) => text('rule.emailTooLong', { max: EMAIL_RULES.maxLength }),
} as const;

const PASSWORD_MESSAGES = {
  required: (text: SysUsersText) => text('rule.passwordRequired'),
  tooShort: (text: SysUsersText) =>
    text('rule.passwordTooShort', { min: PASSWORD_RULES.minLength }),
  tooLong: (text: SysUsersText) => text('rule.passwordTooLong', { max: PASSWORD_RULES.maxLength }),
} as const;

const NAME_MESSAGES = {
  required: (text: SysUsersText) => text('rule.nameRequired'),
  tooLong: (text: SysUsersText) => text('rule.nameTooLong', { max: NAME_RULES.maxLength }),
} as const;

/** Every problem of the draft, one message per field; empty when the form may be sent. */
export function validateDraft(locale: Locale, draft: SysUserDraft, mode: FormMode): FieldErrors {
  const text = locale.text(textBook);
  const errors: FieldErrors = {};
  const name = nameProblem(draft.name.trim());
  if (name) errors.name = NAME_MESSAGES[name](text);
  if (mode === 'create') {
    const email = emailProblem(draft.email.trim());
    if (email) errors.email = EMAIL_MESSAGES[email](text);
    const password = passwordProblem(draft.password);
    if (password) errors.password = PASSWORD_MESSAGES[password](text);
  }
  // The server accepts an empty role list, but an account without a role can do nothing.
  if (draft.roles.length === 0) errors.roles = text('rule.rolesRequired');
  return errors;
}

export function createBody(draft: SysUserDraft): SysUserCreate {
  return {
    name: draft.name.trim(),
    email: draft.email.trim(),
    password: draft.password,
    roles: orderedRoles(draft.roles),
    status: draft.status,
  };
}

/** Only what changed, so an edit never touches fields the user did not change. */
export function editPatch(user: SysUser, draft: SysUserDraft): SysUserPatch {
  const patch: SysUserPatch = {};
  const name = draft.name.trim();
  if (name !== user.name) patch.name = name;
  const roles = orderedRoles(draft.roles);
  if (roles.join() !== orderedRoles(user.roles).join()) patch.roles = roles;
  if (draft.status !== user.status) patch.status = draft.status;
  return patch;
}

/** Server field names (`roles.0`) -> the form field they belong to (`roles`). */
export function formFieldErrors(fields: FieldErrors): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = path.split('.')[0] ?? path;
    errors[field] ??= message.charAt(0).toUpperCase() + message.slice(1);
  }
  return errors;
}
