// English texts of the permission matrix, under the `permissionMatrix.` namespace.
import { defineMessages } from '../../core/i18n';
import { AREA_TITLES } from '../kit/area-titles';

export const textBook = defineMessages('permissionMatrix', {
  title: AREA_TITLES['permissionMatrix.title'],
  tableLabel: 'Permissions of each role',
  permission: 'Permission',
  loading: 'Loading roles and permissions…',
  failed: 'Roles and permissions could not be loaded',
  'group.special': 'Special',
  locked: '{role} holds every permission and cannot be changed.',
  readOnly: 'You may look at the permissions but not change them.',
  toggle: '{role}: {code}',
  staged: 'Unsaved changes',
  save: 'Save changes',
  discard: 'Discard',
  confirmTitle: 'Save these permission changes?',
  confirmBody:
    'The roles change as listed; signed-in users see it at their next sign-in or refresh.',
  saved: 'Permissions saved: {roles}',
  saveFailed: 'Could not save the permissions of {role}',
});
