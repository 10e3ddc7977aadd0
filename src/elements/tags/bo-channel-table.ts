// <bo-channel-table>: channels with filters, inline enabled / autopost switches, purpose and category editing, and suggestions.
import { ChannelTableScreen } from '../../areas/channels';
import { textBook } from '../../areas/channels/messages.en';
import { bookText } from '../../core/i18n';
import { defineElement } from '../define-element';

export const BoChannelTable = defineElement('bo-channel-table', ChannelTableScreen, {
  requiresAdmin: true,
  title: (translator) => bookText(translator, textBook)('title'),
});
