// English texts of the sources area, under the `sources.` namespace.
import { defineMessages } from '../../core/i18n';
import { AREA_TITLES } from '../kit/area-titles';

export const textBook = defineMessages('sources', {
  title: AREA_TITLES['sources.title'],
  filters: 'Source filters',
  empty: 'No sources found.',
  create: 'New source',
  'field.q': 'Search',
  'field.qPlaceholder': 'Title or username',
  'field.title': 'Title',
  'field.kind': 'Kind',
  'field.username': 'Username',
  'field.usernameHint': 'Without the @',
  'field.externalId': 'Network id',
  'field.enabled': 'Enabled',
  'field.lastFetched': 'Last fetched',
  'field.messages': 'Messages',
  'kind.channel': 'Channel',
  'kind.group': 'Group',
  'kind.bot': 'Bot',
  enable: 'Enable',
  disable: 'Disable',
  delete: 'Delete',
  toggleLabel: 'Enabled: {title}',
  showMessages: 'Show messages',
  enabledToast: 'Source enabled: {title}',
  disabledToast: 'Source disabled: {title}',
});
