// Table columns of the system-user list: name, email, role badges, status badge, last login, created, row actions.

import type { SysUser } from '../../resources/schemas';
import type { ResourceColumn } from '../../ui/resource-table';
import { StatusBadge } from '../../ui/status-badge';
import { textBook } from './messages';
import { SysUserActions, type SysUserActionHandlers } from './sys-user-actions';
import { DateCell, EmailCell, NameCell, RoleBadges } from './sys-user-cells';
import type { Locale } from '../../ui/locale';

/**
 * Narrow elements keep who the user is, the status and the menu (the form shows the rest);
 * the other columns join as the element widens.
 */
export function sysUserColumns(
  locale: Locale,
  options: {
    currentUserUuid: string | undefined;
    actions: SysUserActionHandlers;
  },
): ResourceColumn<SysUser>[] {
  const text = locale.text(textBook);
  const { currentUserUuid, actions } = options;
  const isYou = (user: SysUser) => user.uuid === currentUserUuid;
  return [
    {
      key: 'name',
      label: text('column.name'),
      minWidth: 150,
      sortable: true,
      render: (user) => <NameCell user={user} isYou={isYou(user)} />,
    },
    {
      key: 'email',
      label: text('column.email'),
      minWidth: 200,
      hideBelow: 560,
      sortable: true,
      render: (user) => <EmailCell email={user.email} />,
    },
    {
      key: 'roles',
      label: text('column.roles'),
      minWidth: 140,
      hideBelow: 720,
      render: (user) => <RoleBadges roles={user.roles} />,
    },
    {
      key: 'status',
      label: text('column.status'),
      minWidth: 104,
      sortable: true,
      render: (user) => <StatusBadge value={user.status} />,
    },
    {
      key: 'last_login_at',
      label: text('column.lastLogin'),
      minWidth: 120,
      hideBelow: 880,
      sortable: true,
      render: (user) => <DateCell value={user.last_login_at} fallback={text('never')} />,
    },
    {
      key: 'created_at',
      label: text('column.created'),
      minWidth: 120,
      hideBelow: 1000,
      sortable: true,
      render: (user) => <DateCell value={user.created_at} fallback="" />,
    },
    {
      key: 'actions',
      label: text('column.actions'),
      width: 72,
      render: (user) => <SysUserActions user={user} isYou={isYou(user)} handlers={actions} />,
    },
  ];
}
