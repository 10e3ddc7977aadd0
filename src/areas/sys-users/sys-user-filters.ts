// Filter bar of the system-user list free text q, email, role and status (the list filters the API accepts).

import { ROLE_CODES, SYS_USER_STATUSES } from '../../resources/enums';
import type { SysUserParams } from '../../resources/sys-users';
import type { FilterField } from '../../ui/filter-bar';
import { textBook, roleLabel } from './messages';
import { labelledOptions } from '../../ui/select-options';
import type { Locale } from '../../ui/locale';

/** Built on render so labels follow the current language. */
export function sysUserFilters(locale: Locale): FilterField<SysUserParams>[] {
  const text = locale.text(textBook);
  const { statusLabel } = locale;
  return [
    { kind: 'text', name: 'q', label: text('filter.q'), placeholder: text('filter.qPlaceholder') },
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
      options: labelledOptions(ROLE_CODES, (role) => roleLabel(text, role)),
    },
    {
      kind: 'select',
      name: 'status',
      label: text('filter.status'),
      options: labelledOptions(SYS_USER_STATUSES, statusLabel),
    },
  ];
}
