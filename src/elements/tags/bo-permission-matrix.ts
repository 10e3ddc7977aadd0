// <bo-permission-matrix>: roles by permissions grouped by area; SA locked; staged changes confirmed as a diff and saved per role.
import { areaEntry } from '../../areas/area-list';
import PermissionMatrixScreen from '../../areas/permissions/screen';
import { textBook } from '../../areas/permissions/messages.en';
import { bookText } from '../../core/i18n';
import { defineElement } from '../define-element';

export const BoPermissionMatrix = defineElement('bo-permission-matrix', PermissionMatrixScreen, {
  requiresAdmin: areaEntry('permissions').access === 'admin',
  title: (translator) => bookText(translator, textBook)('title'),
});
