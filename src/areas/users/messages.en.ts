// English texts of the users area (people of the messaging network), under the `users.` namespace.
import { defineMessages } from '../../core/i18n';
import { AREA_TITLES } from '../kit/area-titles';

export const textBook = defineMessages('users', {
  title: AREA_TITLES['users.title'],
  filters: 'User filters',
  empty: 'No users found.',
  create: 'New user',
  'field.qPlaceholder': 'Name, username or phone',
  'field.name': 'Name',
  'field.username': 'Username',
  'field.phone': 'Phone',
  'field.language': 'Language',
  'field.languageHint': 'A language code such as en or pt-BR',
  'field.lastSeen': 'Last seen',
});
