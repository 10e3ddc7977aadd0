// Arabic names of the demo chart routes.
import type { Translation } from '../core/i18n';
import type { chartRouteBook } from './chart-routes';

export const chartRoutesAr: Translation<typeof chartRouteBook> = {
  group: 'المخططات',
  echart: 'ECharts',
  recharts: 'Recharts',
  victory: 'Victory',
  apex: 'ApexCharts',
  'apex.area': 'مساحي',
  'apex.bar': 'أشرطة',
  'apex.bubble': 'فقاعات',
  'apex.mix': 'مختلط',
  'apex.doughnut': 'حلقي',
  'apex.radial-bar': 'أشرطة شعاعية',
  'apex.scatter': 'نقاط',
  'apex.spark-line': 'خطوط مصغّرة',
  'apex.radar': 'راداري',
  'apex.column': 'أعمدة',
  'apex.line': 'خطي',
};
