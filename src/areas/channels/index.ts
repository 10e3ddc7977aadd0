// The channels area: the channel table screen used by <bo-channel-table> and, with its prefetch, the console's /channel route.
export { ChannelTableScreen, default, prefetch } from './screen';
