// The channels area: the channel table screen used by <bo-channel-table> and the console's /channel route.
export { ChannelTableScreen } from './screen';
