// <bo-message-list>: messages on the area kit (filters, thumbnails, drawer with gallery, moderation moves, category, create task, bulk approve / reject).
import { areaEntry } from '../../areas/area-list';
import MessageListScreen from '../../areas/messages/screen';
import { defineElement } from '../define-element';

export const BoMessageList = defineElement('bo-message-list', MessageListScreen, {
  requiresAdmin: areaEntry('messages').access === 'admin',
});
