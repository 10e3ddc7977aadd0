// <bo-order-list>: the orders area on the area kit (filters, drawer, create and edit, bulk actions, CSV export).
import { areaEntry } from '../../areas/area-list';
import OrderListScreen from '../../areas/orders/screen';
import { defineElement } from '../define-element';

export const BoOrderList = defineElement('bo-order-list', OrderListScreen, {
  requiresAdmin: areaEntry('orders').access === 'admin',
});
