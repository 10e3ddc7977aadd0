// The English texts of the system-user manager, registered in the shared catalog under `sysUsers.`.

import { defineMessages } from '../../core/i18n';
import { AREA_TITLES } from '../kit/area-titles';

export const textBook = defineMessages('sysUsers', {
  title: AREA_TITLES['sysUsers.title'],
  tableLabel: 'System users',
  empty: 'No system users match these filters.',
  'column.name': 'Name',
  'column.email': 'Email',
  'column.roles': 'Roles',
  'column.lastLogin': 'Last login',
  you: 'You',
  noRoles: 'No role',

  'filter.label': 'System user filters',
  'filter.qPlaceholder': 'Name or email…',
  'filter.email': 'Email contains',
  'filter.emailPlaceholder': 'name@example.com',
  'filter.role': 'Role',

  'role.SA': 'SA',
  'role.ADMIN': 'Admin',
  'role.EDITOR': 'Editor',
  'role.GUEST': 'Guest',
  'roleHint.SA': 'Super admin: everything, including SA accounts',
  'roleHint.ADMIN': 'Every area of the console',
  'roleHint.EDITOR': 'Edits tasks, messages, categories and channels',
  'roleHint.GUEST': 'Reads a few areas',

  'action.create': 'New user',
  'action.disable': 'Disable',
  'action.enable': 'Enable',
  'action.delete': 'Delete',

  'form.createTitle': 'New system user',
  'form.name': 'Name',
  'form.email': 'Email',
  'form.password': 'Password',
  'form.passwordHint': 'At least {min} characters.',
  'form.roles': 'Roles',
  'form.create': 'Create user',
  'form.save': 'Save changes',
  'form.saOnly': 'Only an SA account can grant the SA role or change SA accounts.',

  'rule.nameRequired': 'Enter a name.',
  'rule.nameTooLong': 'Use at most {max} characters.',
  'rule.emailRequired': 'Enter an email address.',
  'rule.emailInvalid': 'Enter a valid email address, like name@example.com.',
  'rule.emailTooLong': 'Use at most {max} characters.',
  'rule.passwordRequired': 'Enter a password.',
  'rule.passwordTooShort': 'Use at least {min} characters.',
  'rule.passwordTooLong': 'Use at most {max} characters.',
  'rule.rolesRequired': 'Choose at least one role.',

  'confirm.disableTitle': 'Disable {name}?',
  'confirm.disableBody': '{email} can no longer sign in until the account is enabled again.',
  'confirm.deleteTitle': 'Delete {name}?',
  'confirm.deleteBody': 'The account {email} is removed for good. This cannot be undone.',

  'toast.disabled': '{name} was disabled',
  'toast.enabled': '{name} was enabled',
  'toast.deleted': '{name} was deleted',
  'toast.statusFailed': 'Could not change the status',
  'toast.deleteFailed': 'Could not delete the user',
});
