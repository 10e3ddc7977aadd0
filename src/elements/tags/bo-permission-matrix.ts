// <bo-permission-matrix>: roles by permissions grouped by area; SA locked; staged changes confirmed as a diff and saved per role.
import PermissionMatrixScreen from '../../areas/permissions/screen';
import { textBook } from '../../areas/permissions/messages.en';
import { bookText } from '../../core/i18n';
import { defineElement } from '../define-element';

export const BoPermissionMatrix = defineElement('bo-permission-matrix', PermissionMatrixScreen, {
  requiresAdmin: true,
  title: (translator) => bookText(translator, textBook)('title'),
});
