// <bo-sys-user-manager>: system users (filters, create, edit, roles, status) for admins.

import SysUserManager from '../../areas/sys-users/screen';
import { textBook } from '../../areas/sys-users/messages.en';
import { bookText } from '../../core/i18n';
import { defineElement } from '../define-element';

export const BoSysUserManager = defineElement('bo-sys-user-manager', SysUserManager, {
  requiresAdmin: true,
  title: (translator) => bookText(translator, textBook)('title'),
});
