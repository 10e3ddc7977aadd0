// <bo-message-list>: messages on the area kit (filters, thumbnails, drawer with gallery, moderation moves, category, create task, bulk approve / reject).
import MessageListScreen from '../../areas/messages/screen';
import { textBook } from '../../areas/messages/messages.en';
import { bookText } from '../../core/i18n';
import { defineElement } from '../define-element';

export const BoMessageList = defineElement('bo-message-list', MessageListScreen, {
  requiresAdmin: true,
  title: (translator) => bookText(translator, textBook)('title'),
});
