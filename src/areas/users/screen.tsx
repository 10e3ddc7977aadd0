// <bo-user-list>'s screen: people of the messaging network with status / language filters, block and unblock, last seen.
import { USER_STATUSES } from '../../resources/enums';
import { LANGUAGE_PATTERN as LANGUAGE, USERNAME_PATTERN } from '../../resources/rules';
import type { User } from '../../resources/schemas';
import { type UserParams, users } from '../../resources/users';
import { type AreaSettings, areaScreen } from '../kit/area-screen';
import { Facts } from '../../ui/kit/detail-sections';
import { catalogTexts } from '../../ui/kit/area-config';
import { labelledOptions } from '../../ui/select-options';
import { kitAreaTextBook } from '../kit/messages.en';
import { textBook } from './messages.en';
import type { Locale } from '../../ui/locale';
import { cellsOf } from '../kit/cells';
import { searchFilterOf, statusFilterOf } from '../kit/search-filter';
import { statusActionsOf } from '../kit/status-actions';

function userArea(locale: Locale): AreaSettings<User, UserParams> {
  const text = locale.text(textBook);
  const kitAreaText = locale.text(kitAreaTextBook);
  const searchFilter = searchFilterOf(locale);
  const statusFilter = statusFilterOf(locale);
  const { formatRelative, statusLabel } = locale;
  const { actionsColumn, relativeColumn, statusColumn, textColumn } = cellsOf(locale);
  const { BLOCK_BULK, blockActions } = statusActionsOf(locale);
  const statuses = labelledOptions(USER_STATUSES, statusLabel);

  return {
    key: 'users',
    texts: catalogTexts(text),
    itemName: (user) => user.name,
    columns: ({ actions }) => [
      textColumn('name', text('field.name'), (user) => user.name),
      textColumn(
        'username',
        text('field.username'),
        (user) => (user.username ? `@${user.username}` : ''),
        { minWidth: 120, hideBelow: 640 },
      ),
      textColumn('phone', text('field.phone'), (user) => user.phone ?? '', {
        minWidth: 140,
        hideBelow: 900,
        sortable: false,
      }),
      textColumn('language', text('field.language'), (user) => user.language, {
        width: 96,
        hideBelow: 760,
        sortable: false,
      }),
      statusColumn('status', kitAreaText('status'), (user) => user.status),
      relativeColumn('last_seen_at', text('field.lastSeen'), (user) => user.last_seen_at, {
        hideBelow: 520,
      }),
      actionsColumn(actions),
    ],
    filters: [
      searchFilter(text('field.qPlaceholder')),
      statusFilter(statuses),
      {
        kind: 'text',
        name: 'language',
        label: text('field.language'),
        placeholder: 'en',
        validate: (value) => (LANGUAGE.test(value) ? undefined : text('field.languageHint')),
      },
    ],
    form: {
      fields: [
        { name: 'name', kind: 'text', label: text('field.name'), required: true, maxLength: 120 },
        {
          name: 'username',
          kind: 'text',
          label: text('field.username'),
          pattern: USERNAME_PATTERN,
        },
        { name: 'phone', kind: 'phone', label: text('field.phone') },
        {
          name: 'language',
          kind: 'text',
          label: text('field.language'),
          hint: text('field.languageHint'),
          pattern: LANGUAGE,
        },
        {
          name: 'status',
          kind: 'select',
          label: kitAreaText('status'),
          required: true,
          options: statuses,
        },
      ],
      initial: (user) => ({
        name: user?.name ?? '',
        username: user?.username ?? '',
        phone: user?.phone ?? '',
        language: user?.language ?? 'en',
        status: user?.status ?? 'active',
      }),
    },
    rowActions: blockActions<User>((user) => user.name),
    bulkActions: BLOCK_BULK,
    detail: [
      {
        render: (user) => (
          <Facts
            facts={[
              [text('field.username'), user.username ? `@${user.username}` : '—'],
              [text('field.phone'), user.phone ?? '—'],
              [text('field.language'), user.language],
              [kitAreaText('status'), statusLabel(user.status)],
              [text('field.lastSeen'), formatRelative(user.last_seen_at) || '—'],
            ]}
          />
        ),
      },
    ],
  };
}

const screen = areaScreen(users, userArea);
export default screen.default;
/** The console asks for the first page when its link is pointed at or focused. */
export const prefetch = screen.prefetch;
