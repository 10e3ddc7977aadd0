// English texts of the area kit's forms, bulk actions, confirmations and toasts (loaded with them), in the `kit.` namespace beside kit-messages.ts.
import { defineMessages } from '../../core/i18n';

export const kitWorkBook = defineMessages('kit', {
  create: 'Create',
  edit: 'Edit',
  editLabel: 'Edit {name}',
  save: 'Save',
  cancel: 'Cancel',
  created: '{name} created',
  saved: '{name} saved',
  saveFailed: 'Could not save',
  actionFailed: 'Could not do "{action}" for {name}',
  ownRow: 'Not for your own account',

  'rule.required': 'Required.',
  'rule.tooShort': 'At least {min} characters.',
  'rule.tooLong': 'At most {max} characters.',
  'rule.email': 'Enter an email address like name@example.com.',
  'rule.phone': 'Enter a phone number in international format, like +15550000001.',
  'rule.url': 'Enter a full web address starting with http:// or https://.',
  'rule.number': 'Enter a number.',
  'rule.integer': 'Enter a whole number.',
  'rule.min': 'At least {min}.',
  'rule.max': 'At most {max}.',
  'rule.money': 'Enter an amount like 12.50.',
  'rule.date': 'Enter a date and time.',
  'rule.pattern': 'This value is not allowed here.',
  'rule.chooseAtLeast': 'Choose at least {min}.',
  'rule.chooseAtMost': 'Choose at most {max}.',

  'reference.none': 'No matches',
  'reference.searching': 'Searching…',

  selected: { one: '{count} selected', other: '{count} selected' },
  selectAllMatching: {
    one: 'Select the {count} matching the filter',
    other: 'Select all {count} matching the filter',
  },
  allMatching: {
    one: 'The {count} matching the filter is selected',
    other: 'All {count} matching the filter are selected',
  },
  clearSelection: 'Clear selection',
  bulkLabel: 'Bulk actions',
  bulkConfirmTitle: { one: '{action} {count} item?', other: '{action} {count} items?' },
  bulkConfirmBody: {
    one: 'This applies to {count} item and cannot be undone.',
    other: 'This applies to {count} items and cannot be undone.',
  },
  bulkUpdated: { one: '{count} updated', other: '{count} updated' },
  bulkDeleted: { one: '{count} deleted', other: '{count} deleted' },
  bulkFailedCount: { one: '{count} failed', other: '{count} failed' },
  bulkResult: '{done}, {failed}',
  bulkFailedNames: 'Failed: {names}',
  bulkMore: { one: '{names} and {count} more', other: '{names} and {count} more' },
  bulkFailed: 'The bulk action failed',

  exported: { one: 'Exported {count} row', other: 'Exported {count} rows' },
  exportFailed: 'The export failed',

  columnsReset: 'Reset columns',
});
