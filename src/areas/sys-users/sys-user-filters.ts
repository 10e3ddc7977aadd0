// Filter bar of the system-user list free text q, email, role and status (the list filters the API accepts).

import { ROLE_CODES, SYS_USER_STATUSES } from '../../resources/enums';
import type { SysUserParams } from '../../resources/sys-users';
import type { FilterField } from '../../ui/filter-bar';
import { mBook, roleLabel } from './messages';
import { labelledOptions } from '../../ui/select-options';
import type { Locale } from '../../ui/locale';

/** Built on render so labels follow the current language. */
export function sysUserFilters(locale: Locale): FilterField<SysUserParams>[] {
  const m = locale.text(mBook);
  const { statusLabel } = locale;
  return [
    { kind: 'text', name: 'q', label: m('filter.q'), placeholder: m('filter.qPlaceholder') },
    {
      kind: 'text',
      name: 'email',
      label: m('filter.email'),
      placeholder: m('filter.emailPlaceholder'),
    },
    {
      kind: 'select',
      name: 'role',
      label: m('filter.role'),
      options: labelledOptions(ROLE_CODES, (role) => roleLabel(m, role)),
    },
    {
      kind: 'select',
      name: 'status',
      label: m('filter.status'),
      options: labelledOptions(SYS_USER_STATUSES, statusLabel),
    },
  ];
}
