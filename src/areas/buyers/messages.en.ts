// English texts of the buyers area, under the `buyers.` namespace.
import { defineMessages } from '../../core/i18n';
import { AREA_TITLES } from '../kit/area-titles';

export const textBook = defineMessages('buyers', {
  title: AREA_TITLES['buyers.title'],
  filters: 'Buyer filters',
  empty: 'No buyers found.',
  create: 'New buyer',
  'field.qPlaceholder': 'Name, email or company',
  'field.name': 'Name',
  'field.email': 'Email',
  'field.phone': 'Phone',
  'field.company': 'Company',
  'field.balance': 'Balance',
  'field.currency': 'Currency',
  'field.orders': 'Orders',
  latestOrders: 'Latest orders',
  noOrders: 'No orders yet.',
  ordersFailed: 'The orders could not be loaded.',
});
