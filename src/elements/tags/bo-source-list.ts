// <bo-source-list>: the sources area on the area kit (filters, drawer, create and edit, bulk actions, CSV export).
import SourceListScreen from '../../areas/sources/screen';
import { textBook } from '../../areas/sources/messages.en';
import { bookText } from '../../core/i18n';
import { defineElement } from '../define-element';

export const BoSourceList = defineElement('bo-source-list', SourceListScreen, {
  requiresAdmin: true,
  title: (translator) => bookText(translator, textBook)('title'),
});
