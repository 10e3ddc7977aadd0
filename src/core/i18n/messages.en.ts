// The English message catalog: every user-facing string of the shared UI, spec texts verbatim.

import type { PluralForms } from './catalogs';

export const messagesEn = {
  // Spec section 2: not-found page.
  'notFound.title': '404',
  'notFound.error': 'Error!',
  'notFound.message': "Sorry! The page you were looking for doesn't exist.",
  'notFound.home': 'Go back to home',
  // Spec section 2: Access Denied page ("acces" is spelled this way in the spec).
  'accessDenied.title': 'Access Denied!',
  'accessDenied.error': 'Error!',
  'accessDenied.message': 'You do not have permission to acces this page.',
  'accessDenied.home': 'Go back to home',
  // Spec section 8: error catalogue.
  'app.unexpectedError': 'Unexpected Application Error!',
  'app.chunkFailed': 'Loading chunk {n} failed',

  'error.FETCH_ERROR': 'The server could not be reached. Check your connection and try again.',
  'error.TIMEOUT_ERROR': 'The server did not answer in time. Try again.',
  'error.PARSING_ERROR': 'The server sent a reply that could not be read.',
  'error.invalidReply': 'The answer cannot be shown ({problem}).',
  'error.HTTP_ERROR': 'The request failed with status {status}.',
  'error.unknown': 'Something went wrong.',
  'error.tooManyRequests': 'Too many requests — try again in {seconds} s.',
  'error.retryIn': '{message} Try again in {seconds} s.',
  'error.sessionEnded': 'Your session ended; sign in again to save — your input is kept.',
  'error.title': 'Could not load the data',
  'error.retry': 'Retry',
  'error.saveFailed': 'Could not save the changes',

  'signIn.title': 'Sign in',
  'signIn.email': 'Email',
  'signIn.password': 'Password',
  'signIn.submit': 'Sign in',
  'signIn.emailRequired': 'Enter your email.',
  'signIn.passwordRequired': 'Enter your password.',
  'signIn.failed': 'Sign-in failed.',
  'signIn.areaLabel': 'Sign in to {area}',
  'signIn.prompt': 'Sign in with an administrator account to continue.',
  'signIn.sessionEnded':
    'Your session ended. Sign in again to continue — what you entered is kept.',

  'table.empty': 'No items found.',
  'table.emptyHint': 'Try other filters or reset them.',
  'table.loading': 'Loading…',
  'table.range': '{from}–{to} of {total}',
  'table.rangeUnknown': 'Total unknown',
  'table.rowsPerPage': 'Rows per page',
  'table.firstPage': 'First page',
  'table.previousPage': 'Previous page',
  'table.nextPage': 'Next page',
  'table.lastPage': 'Last page',
  'table.selectAll': 'Select all rows on this page',
  'table.selectRow': 'Select row',
  'table.pagination': '{label} pagination',

  'filter.searchPlaceholder': 'Search…',
  'filter.any': 'Any',
  'filter.yes': 'Yes',
  'filter.no': 'No',
  'filter.from': 'From',
  'filter.to': 'To',
  'filter.reset': 'Reset filters',
  'filter.label': 'Filters',
  'filter.active': { one: 'Filters, {count} active', other: 'Filters, {count} active' },

  'dialog.cancel': 'Cancel',
  'drawer.close': 'Close',
  'toast.dismiss': 'Dismiss',
  'header.count': { one: '{count} total', other: '{count} total' },
  'header.countUnknown': 'Total unknown',
  'header.countUnknownMark': '?',
  'header.region': '{title} area',

  'status.open': 'Open',
  'status.in_progress': 'In progress',
  'status.review': 'In review',
  'status.done': 'Done',
  'status.cancelled': 'Cancelled',
  'status.new': 'New',
  'status.approved': 'Approved',
  'status.rejected': 'Rejected',
  'status.published': 'Published',
  'status.failed': 'Failed',
  'status.active': 'Active',
  'status.disabled': 'Disabled',
  'status.pending': 'Pending',
  'status.blocked': 'Blocked',
  'status.paid': 'Paid',
  'status.completed': 'Completed',
  'status.refunded': 'Refunded',
  'status.changes_requested': 'Changes requested',
  'status.comment': 'Comment',
  'status.low': 'Low',
  'status.normal': 'Normal',
  'status.high': 'High',
  'status.urgent': 'Urgent',
} as const;

export type MessageKey = keyof typeof messagesEn;

/** The shared catalog in another language: every key, plural texts in that language's forms. */
export type SharedCatalog = {
  readonly [K in MessageKey]: (typeof messagesEn)[K] extends string ? string : PluralForms;
};
