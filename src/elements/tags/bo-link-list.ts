// <bo-link-list>: the links area on the area kit (filters, drawer, create and edit, bulk actions, CSV export).
import LinkListScreen from '../../areas/links/screen';
import { textBook } from '../../areas/links/messages.en';
import { bookText } from '../../core/i18n';
import { defineElement } from '../define-element';

export const BoLinkList = defineElement('bo-link-list', LinkListScreen, {
  requiresAdmin: true,
  title: (translator) => bookText(translator, textBook)('title'),
});
