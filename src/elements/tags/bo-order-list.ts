// <bo-order-list>: the orders area on the area kit (filters, drawer, create and edit, bulk actions, CSV export).
import OrderListScreen from '../../areas/orders/screen';
import { textBook } from '../../areas/orders/messages.en';
import { bookText } from '../../core/i18n';
import { defineElement } from '../define-element';

export const BoOrderList = defineElement('bo-order-list', OrderListScreen, {
  requiresAdmin: true,
  title: (translator) => bookText(translator, textBook)('title'),
});
