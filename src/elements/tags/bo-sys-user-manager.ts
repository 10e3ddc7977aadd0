// <bo-sys-user-manager>: system users (filters, create, edit, roles, status) for admins.

import { SysUserManager } from '../../areas/sys-users';
import { m } from '../../areas/sys-users/messages';
import { defineElement } from '../define-element';

export const BoSysUserManager = defineElement('bo-sys-user-manager', SysUserManager, {
  requiresAdmin: true,
  title: () => m('title'),
});
