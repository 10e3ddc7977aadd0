// English texts of the channel table, registered in the shared catalog under the `channels.` namespace.
import { defineMessages } from '../../core/i18n';

export const textBook = defineMessages('channels', {
  title: 'Channels',
  tableLabel: 'Channels',
  filters: 'Channel filters',
  emptyTitle: 'No channels found.',

  'filter.q': 'Search',
  'filter.qPlaceholder': 'Title or username',
  'filter.enabled': 'Enabled',
  'filter.autopost': 'Autopost',
  'filter.purpose': 'Purpose',
  'filter.category': 'Category',

  'column.title': 'Channel',
  'column.kind': 'Kind',
  'column.purpose': 'Purpose',
  'column.category': 'Category',
  'column.members': 'Members',
  'column.enabled': 'Enabled',
  'column.autopost': 'Autopost',
  'column.actions': 'Actions',

  'purpose.source': 'Source',
  'purpose.target': 'Target',
  'purpose.both': 'Source and target',
  noCategory: 'No category',
  unknownCategory: 'Unknown category',

  'bulk.enable': 'Enable',
  'bulk.disable': 'Disable',
  'bulk.autopostOn': 'Autopost on',
  'bulk.autopostOff': 'Autopost off',
  'toggle.enabled': 'Enabled: {title}',
  'toggle.autopost': 'Autopost: {title}',
  'toggle.enabledFailed': 'Could not change "Enabled" of {title}',
  'toggle.autopostFailed': 'Could not change "Autopost" of {title}',

  editLabel: 'Edit {title}',
  saved: 'Channel saved',
  saveFailed: 'Could not save the channel',

  add: 'Add channel',
  addTitle: 'Add a channel from suggestions',
  addHint:
    'Search the groups and channels the network knows; biggest first. Added ones are marked.',
  suggestionSearch: 'Search groups and channels',
  suggestionsLabel: 'Suggestions',
  suggestionsCount: { one: '{shown} of {total} match', other: '{shown} of {total} matches' },
  suggestionsEmpty: 'No groups or channels match.',
  suggestionsLoading: 'Searching…',
  suggestionsMore: 'Show more',
  addOne: 'Add',
  addOneLabel: 'Add {title}',
  added: 'Added',
  addedLabel: 'Added: {title}',
  addedToast: 'Channel added: {title}',
  addFailed: 'Could not add the channel',
  close: 'Close',
});
