// Table columns of the system-user list: name, email, role badges, status badge, last login, created, row actions.

import type { SysUser } from '../../resources/schemas';
import type { ResourceColumn } from '../../ui/resource-table';
import { StatusBadge } from '../../ui/status-badge';
import { m } from './messages';
import { SysUserActions, type SysUserActionHandlers } from './sys-user-actions';
import { DateCell, EmailCell, NameCell, RoleBadges, UserSummaryCell } from './sys-user-cells';

/**
 * The table lays columns out at fixed widths: these keep every value readable. The full set fits
 * from WIDE_FROM px; narrower elements stack name, email and roles in one cell, and below
 * MEDIUM_FROM px also leave out the last login.
 */
const COLUMN_WIDTHS = {
  name: 160,
  email: 220,
  roles: 140,
  status: 104,
  narrowStatus: 92,
  date: 116,
  actions: 72,
} as const;
const WIDE_FROM = 920;
const MEDIUM_FROM = 480;

export function sysUserColumns(options: {
  currentUserUuid: string | undefined;
  actions: SysUserActionHandlers;
  /** Width of the element in px; 0 (not measured) counts as wide. */
  width: number;
}): ResourceColumn<SysUser>[] {
  const { currentUserUuid, actions, width } = options;
  const isYou = (user: SysUser) => user.uuid === currentUserUuid;
  const status: ResourceColumn<SysUser> = {
    key: 'status',
    label: m('column.status'),
    width: COLUMN_WIDTHS.status,
    sortable: true,
    render: (user) => <StatusBadge value={user.status} />,
  };
  const lastLogin: ResourceColumn<SysUser> = {
    key: 'last_login_at',
    label: m('column.lastLogin'),
    width: COLUMN_WIDTHS.date,
    sortable: true,
    render: (user) => <DateCell value={user.last_login_at} fallback={m('never')} />,
  };
  const rowActions: ResourceColumn<SysUser> = {
    key: 'actions',
    label: m('column.actions'),
    width: COLUMN_WIDTHS.actions,
    render: (user) => <SysUserActions user={user} isYou={isYou(user)} handlers={actions} />,
  };
  if (width > 0 && width < WIDE_FROM) {
    const summary: ResourceColumn<SysUser> = {
      key: 'name',
      label: m('column.user'),
      sortable: true,
      render: (user) => <UserSummaryCell user={user} isYou={isYou(user)} />,
    };
    // A status badge needs less room than its header is given on wider tables.
    return width < MEDIUM_FROM
      ? [summary, { ...status, width: COLUMN_WIDTHS.narrowStatus }, rowActions]
      : [summary, status, lastLogin, rowActions];
  }
  return [
    {
      key: 'name',
      label: m('column.name'),
      width: COLUMN_WIDTHS.name,
      sortable: true,
      render: (user) => <NameCell user={user} isYou={isYou(user)} />,
    },
    {
      key: 'email',
      label: m('column.email'),
      sortable: true,
      width: COLUMN_WIDTHS.email,
      render: (user) => <EmailCell email={user.email} />,
    },
    {
      key: 'roles',
      label: m('column.roles'),
      width: COLUMN_WIDTHS.roles,
      render: (user) => <RoleBadges roles={user.roles} />,
    },
    status,
    lastLogin,
    {
      key: 'created_at',
      label: m('column.created'),
      width: COLUMN_WIDTHS.date,
      sortable: true,
      render: (user) => <DateCell value={user.created_at} fallback="" />,
    },
    rowActions,
  ];
}
