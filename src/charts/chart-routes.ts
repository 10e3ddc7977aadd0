// The demo chart routes the console mounts: path, title and a lazy page loader each. No chart
// library is imported here, so the console's menu can list them without downloading any.
import type { ComponentType } from 'react';
import { defineMessages } from '../core/i18n';

/** The ApexCharts demo types, each a page at /charts/apex-chart/<type>. */
export const APEX_CHART_TYPES = [
  'area',
  'bar',
  'bubble',
  'mix',
  'doughnut',
  'radial-bar',
  'scatter',
  'spark-line',
  'radar',
  'column',
  'line',
] as const;
export type ApexChartType = (typeof APEX_CHART_TYPES)[number];

// Registered when the console imports this module, before any page loads: the menu needs them.
export const chartRouteBook = defineMessages('charts.route', {
  group: 'Charts',
  echart: 'ECharts',
  recharts: 'Recharts',
  victory: 'Victory',
  apex: 'ApexCharts',
  'apex.area': 'Area',
  'apex.bar': 'Bar',
  'apex.bubble': 'Bubble',
  'apex.mix': 'Mixed',
  'apex.doughnut': 'Doughnut',
  'apex.radial-bar': 'Radial bar',
  'apex.scatter': 'Scatter',
  'apex.spark-line': 'Sparklines',
  'apex.radar': 'Radar',
  'apex.column': 'Column',
  'apex.line': 'Line',
});
export interface ChartRoute {
  path: string;
  /** A key of the shared message catalog (translate(titleKey)). */
  titleKey: string;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * Each loader is a literal import() of one page module, so the bundler gives every page its own
 * lazy chunk and each chart library lands only in the chunks of its own pages.
 */
const APEX_PAGES: Record<ApexChartType, () => Promise<{ default: ComponentType }>> = {
  area: () => import('./apex/pages/area-page'),
  bar: () => import('./apex/pages/bar-page'),
  bubble: () => import('./apex/pages/bubble-page'),
  mix: () => import('./apex/pages/mix-page'),
  doughnut: () => import('./apex/pages/doughnut-page'),
  'radial-bar': () => import('./apex/pages/radial-bar-page'),
  scatter: () => import('./apex/pages/scatter-page'),
  'spark-line': () => import('./apex/pages/spark-line-page'),
  radar: () => import('./apex/pages/radar-page'),
  column: () => import('./apex/pages/column-page'),
  line: () => import('./apex/pages/line-page'),
};

export const CHART_ROUTES: readonly ChartRoute[] = [
  {
    path: '/charts/echart',
    titleKey: 'charts.route.echart',
    load: () => import('./echart/echart-page'),
  },
  {
    path: '/charts/recharts',
    titleKey: 'charts.route.recharts',
    load: () => import('./recharts/recharts-page'),
  },
  {
    path: '/charts/victory-chart',
    titleKey: 'charts.route.victory',
    load: () => import('./victory/victory-page'),
  },
  ...APEX_CHART_TYPES.map((type) => ({
    path: `/charts/apex-chart/${type}`,
    titleKey: `charts.route.apex.${type}`,
    load: APEX_PAGES[type],
  })),
];
