// One ECharts instance on a canvas that fills its card and follows the card's size. Only the
// chart types and components the demo uses are registered, so the chunk stays small.
import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import {
  AriaComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components';
import { type ECharts, type EChartsCoreOption, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useLayoutEffect, useRef } from 'react';

use([
  BarChart,
  LineChart,
  PieChart,
  ScatterChart,
  AriaComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export interface EChartViewProps {
  option: EChartsCoreOption;
  /** The chart's accessible name. */
  label: string;
}

export function EChartView({ option, label }: EChartViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    const instance = init(node, null, { renderer: 'canvas' });
    chart.current = instance;
    // The card, not the window, decides the size: the grid reflows when a sidebar opens.
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(node);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // notMerge: a new theme or direction replaces every colour instead of layering on the old one.
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height: '100%' }} />;
}
