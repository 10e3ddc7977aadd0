// English texts of the orders area, under the `orders.` namespace.
import { defineMessages } from '../../core/i18n';
import { AREA_TITLES } from '../kit/area-titles';

export const textBook = defineMessages('orders', {
  title: AREA_TITLES['orders.title'],
  filters: 'Order filters',
  empty: 'No orders found.',
  create: 'New order',
  'field.qPlaceholder': 'Number, note or buyer name',
  'field.number': 'Number',
  'field.buyer': 'Buyer',
  'field.channel': 'Channel',
  'field.amount': 'Amount',
  'field.currency': 'Currency',
  'field.placedAt': 'Placed',
  'field.note': 'Note',
  'field.placed': 'Placed',
  'move.paid': 'Mark paid',
  'move.in_progress': 'Start work',
  'move.completed': 'Complete',
  'move.cancelled': 'Cancel order',
  'move.refunded': 'Refund',
  moveTitle: '{move}: {number}?',
  moveBody: 'Order {number} moves from "{from}" to "{to}".',
  moveDone: 'Order {number}: {to}',
});
