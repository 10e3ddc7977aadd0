// <bo-sys-user-manager>'s screen on the area kit: filters, roles and status, create and edit, enable, disable and delete.
import { hasLevel } from '../../core/access';
import { ROLE_CODES, SYS_USER_STATUSES } from '../../resources/enums';
import type { SysUser } from '../../resources/schemas';
import { type SysUserParams, sysUsers } from '../../resources/sys-users';
import { type AreaSettings, areaScreen } from '../kit/area-screen';
import type { Locale } from '../../ui/locale';
import { labelledOptions } from '../../ui/select-options';
import { useSignedInUser } from '../../ui/use-session';
import { cellsOf } from '../kit/cells';
import { kitAreaTextBook } from '../kit/messages.en';
import { searchFilterOf, statusFilterOf } from '../kit/search-filter';
import { textBook } from './messages.en';
import { sysUserActionsOf } from './sys-user-actions';
import { NameCell, RoleBadges } from './sys-user-cells';
import { sysUserForm } from './sys-user-form';

function sysUserArea(locale: Locale, canGrantSa: boolean): AreaSettings<SysUser, SysUserParams> {
  const text = locale.text(textBook);
  const kitAreaText = locale.text(kitAreaTextBook);
  const { actionsColumn, dateColumn, relativeColumn, statusColumn, textColumn } = cellsOf(locale);
  const { rowActions, bulkActions, disableConfirmation } = sysUserActionsOf(locale);
  return {
    key: 'sysUsers',
    permissionArea: 'sys_users',
    texts: {
      title: text('title'),
      tableLabel: text('tableLabel'),
      filters: text('filter.label'),
      empty: text('empty'),
      create: text('action.create'),
      createTitle: text('form.createTitle'),
      createSubmit: text('form.create'),
      saveSubmit: text('form.save'),
    },
    itemName: (user) => user.name,
    ownRow: (user, me) => user.uuid === me.uuid,
    // Narrow elements keep who the user is, the status and the menu (the form shows the rest);
    // with the selection column these still fit a phone's width.
    columns: ({ actions, own }) => [
      {
        key: 'name',
        label: text('column.name'),
        minWidth: 130,
        sortable: true,
        render: (user) => <NameCell name={user.name} you={own(user)} />,
      },
      textColumn('email', text('column.email'), (user) => user.email, {
        minWidth: 200,
        hideBelow: 560,
      }),
      {
        key: 'roles',
        label: text('column.roles'),
        minWidth: 140,
        // The kit's screen pads the table by 8 px a side: at the portal's 730 px roles still show.
        hideBelow: 700,
        render: (user) => <RoleBadges roles={user.roles} />,
      },
      statusColumn('status', kitAreaText('status'), (user) => user.status),
      relativeColumn('last_login_at', text('column.lastLogin'), (user) => user.last_login_at, {
        hideBelow: 880,
      }),
      dateColumn('created_at', kitAreaText('created'), (user) => user.created_at, {
        hideBelow: 1000,
      }),
      actionsColumn(actions),
    ],
    filters: [
      searchFilterOf(locale)<SysUserParams>(text('filter.qPlaceholder')),
      {
        kind: 'text',
        name: 'email',
        label: text('filter.email'),
        placeholder: text('filter.emailPlaceholder'),
      },
      {
        kind: 'select',
        name: 'role',
        label: text('filter.role'),
        options: labelledOptions(ROLE_CODES, (role) => text(`role.${role}`)),
      },
      statusFilterOf(locale)<SysUserParams>(labelledOptions(SYS_USER_STATUSES, locale.statusLabel)),
    ],
    form: sysUserForm(locale, { canGrantSa, disableConfirmation }),
    rowActions,
    bulkActions,
  };
}

const screen = areaScreen(sysUsers, sysUserArea, {
  useInputs: () => [hasLevel(useSignedInUser(), 'sa')] as const,
});
export default screen.default;
/** The console asks for the first page when its link is pointed at or focused. */
export const prefetch = screen.prefetch;
