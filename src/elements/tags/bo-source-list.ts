// <bo-source-list>: the sources area on the area kit (filters, drawer, create and edit, bulk actions, CSV export).
import { areaEntry } from '../../areas/area-list';
import SourceListScreen from '../../areas/sources/screen';
import { defineElement } from '../define-element';

export const BoSourceList = defineElement('bo-source-list', SourceListScreen, {
  requiresAdmin: areaEntry('sources').access === 'admin',
});
