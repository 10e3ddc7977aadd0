// German names of the demo chart routes.
import type { Translation } from '../core/i18n';
import type { chartRouteBook } from './chart-routes';

export const chartRoutesDe: Translation<typeof chartRouteBook> = {
  group: 'Diagramme',
  echart: 'ECharts',
  recharts: 'Recharts',
  victory: 'Victory',
  apex: 'ApexCharts',
  'apex.area': 'Fläche',
  'apex.bar': 'Balken',
  'apex.bubble': 'Blasen',
  'apex.mix': 'Gemischt',
  'apex.doughnut': 'Ring',
  'apex.radial-bar': 'Radialbalken',
  'apex.scatter': 'Streuung',
  'apex.spark-line': 'Sparklines',
  'apex.radar': 'Netz',
  'apex.column': 'Säulen',
  'apex.line': 'Linie',
};
