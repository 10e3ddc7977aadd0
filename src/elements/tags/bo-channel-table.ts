// <bo-channel-table>: channels with filters, inline enabled / autopost switches, purpose and category editing, and suggestions.
import { ChannelTableScreen } from '../../areas/channels';
import { text } from '../../areas/channels/messages.en';
import { areaEntry } from '../../areas/area-list';
import { defineElement } from '../define-element';

export const BoChannelTable = defineElement('bo-channel-table', ChannelTableScreen, {
  requiresAdmin: areaEntry('channels').access === 'admin',
  title: () => text('title'),
});
