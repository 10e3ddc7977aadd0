// <bo-buyer-list>: the buyers area on the area kit (filters, drawer, create and edit, bulk actions, CSV export).
import { areaEntry } from '../../areas/area-list';
import BuyerListScreen from '../../areas/buyers/screen';
import { defineElement } from '../define-element';

export const BoBuyerList = defineElement('bo-buyer-list', BuyerListScreen, {
  requiresAdmin: areaEntry('buyers').access === 'admin',
});
