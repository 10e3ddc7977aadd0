// <bo-buyer-list>: the buyers area on the area kit (filters, drawer, create and edit, bulk actions, CSV export).
import BuyerListScreen from '../../areas/buyers/screen';
import { textBook } from '../../areas/buyers/messages.en';
import { bookText } from '../../core/i18n';
import { defineElement } from '../define-element';

export const BoBuyerList = defineElement('bo-buyer-list', BuyerListScreen, {
  requiresAdmin: true,
  title: (translator) => bookText(translator, textBook)('title'),
});
