// English texts of the links area, under the `links.` namespace.
import { defineMessages } from '../../core/i18n';
import { AREA_TITLES } from '../kit/area-titles';

export const textBook = defineMessages('links', {
  title: AREA_TITLES['links.title'],
  filters: 'Link filters',
  empty: 'No links found.',
  create: 'New link',
  'field.qPlaceholder': 'Title or address',
  'field.title': 'Title',
  'field.url': 'Address',
  'field.kind': 'Kind',
  'field.channel': 'Channel',
  'field.clicks': 'Clicks',
  'field.active': 'Active',
  'field.expires': 'Expires',
  'field.expired': 'Expired',
  'kind.invite': 'Invite',
  'kind.referral': 'Referral',
  'kind.external': 'External',
  expired: 'Expired',
  inactive: 'Inactive',
  copy: 'Copy address',
  copied: 'Address copied: {title}',
  deactivate: 'Deactivate',
  activate: 'Activate',
  deactivateTitle: 'Deactivate {title}?',
  deactivateBody: 'People following this link will no longer reach its target.',
  deactivated: 'Deactivated: {title}',
  activated: 'Activated: {title}',
});
