// English texts shared by the areas built on the kit, under the `areas.` namespace.
import { defineMessages } from '../../core/i18n';

export const kitAreaTextBook = defineMessages('areas', {
  block: 'Block',
  unblock: 'Unblock',
  delete: 'Delete',
  blockTitle: 'Block {name}?',
  blockBody: '{name} will be blocked until someone unblocks them.',
  blockDone: 'Blocked: {name}',
  unblockTitle: 'Unblock {name}?',
  unblockBody: '{name} will be active again.',
  unblockDone: 'Unblocked: {name}',
  status: 'Status',
  search: 'Search',
  created: 'Created',
  'channelKind.group': 'Group',
  'channelKind.channel': 'Channel',
  channelMembers: { one: '{count} member', other: '{count} members' },
});
