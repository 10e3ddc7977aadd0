// <bo-category-list>: categories on the area kit (filters, create, edit, activate, route count) with the route editor in the drawer.
import CategoryListScreen from '../../areas/categories/screen';
import { textBook } from '../../areas/categories/messages.en';
import { bookText } from '../../core/i18n';
import { defineElement } from '../define-element';

export const BoCategoryList = defineElement('bo-category-list', CategoryListScreen, {
  requiresAdmin: true,
  title: (translator) => bookText(translator, textBook)('title'),
});
