// <bo-user-list>: the users area on the area kit (filters, drawer, create and edit, bulk actions, CSV export).
import UserListScreen from '../../areas/users/screen';
import { textBook } from '../../areas/users/messages.en';
import { bookText } from '../../core/i18n';
import { defineElement } from '../define-element';

export const BoUserList = defineElement('bo-user-list', UserListScreen, {
  requiresAdmin: true,
  title: (translator) => bookText(translator, textBook)('title'),
});
