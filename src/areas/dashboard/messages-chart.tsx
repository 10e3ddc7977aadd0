// Messages per day as an ECharts bar chart (SVG): its own lazy chunk, themed from the element's tokens, mirrored right to left, resized with its box.
import { useFluent } from '@fluentui/react-components';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef, useState } from 'react';

import { useLocale } from '../../ui/i18n';
import { plainColour } from '../../ui/plain-colour';

echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

export interface MessagesChartProps {
  days: readonly { day: string; count: number }[];
  /** Short day labels in the element's language. */
  label(day: string): string;
  /** The accessible name of the drawing. */
  title: string;
}

/** A Fluent token's value where the chart sits (light or dark, set on the element's host). */
function token(node: Element, name: string, fallback: string): string {
  return plainColour(getComputedStyle(node).getPropertyValue(`--${name}`).trim()) || fallback;
}

/** The host element's `theme` attribute, followed so the colours are read again when it flips. */
function useHostTheme(box: { current: HTMLElement | null }): string {
  const [theme, setTheme] = useState('');
  useEffect(() => {
    const root = box.current?.getRootNode();
    const host = root instanceof ShadowRoot ? root.host : null;
    if (!host) return;
    const read = () => setTheme(host.getAttribute('theme') ?? '');
    read();
    const observer = new MutationObserver(read);
    observer.observe(host, { attributes: true, attributeFilter: ['theme', 'class', 'style'] });
    return () => observer.disconnect();
  }, [box]);
  return theme;
}

export function MessagesChart(props: MessagesChartProps) {
  const { formatNumber } = useLocale();

  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const { dir } = useFluent();
  const themeKey = useHostTheme(box);

  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const instance = echarts.init(node, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(node);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  const { days, label } = props;
  useEffect(() => {
    const node = box.current;
    if (!node || !chart.current) return;
    void themeKey;
    const rtl = dir === 'rtl';
    const text = token(node, 'colorNeutralForeground2', '#616161');
    const line = token(node, 'colorNeutralStroke2', '#e0e0e0');
    chart.current.setOption(
      {
        animation: false,
        grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
        tooltip: {
          trigger: 'axis',
          backgroundColor: token(node, 'colorNeutralBackground1', '#fff'),
          borderColor: line,
          textStyle: { color: token(node, 'colorNeutralForeground1', '#242424') },
          valueFormatter: (value: unknown) => formatNumber(Number(value)),
        },
        xAxis: {
          type: 'category',
          inverse: rtl,
          data: days.map((entry) => label(entry.day)),
          axisLabel: { color: text, hideOverlap: true },
          axisLine: { lineStyle: { color: line } },
        },
        yAxis: {
          type: 'value',
          position: rtl ? 'right' : 'left',
          minInterval: 1,
          axisLabel: { color: text, formatter: (value: number) => formatNumber(value) },
          splitLine: { lineStyle: { color: line } },
        },
        series: [
          {
            type: 'bar',
            name: props.title,
            data: days.map((entry) => entry.count),
            barMaxWidth: 28,
            itemStyle: { color: token(node, 'colorBrandBackground', '#0f6cbd'), borderRadius: 2 },
          },
        ],
      },
      true,
    );
  }, [days, label, dir, themeKey, props.title, formatNumber]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={props.title}
      data-chart="messages-per-day"
      style={{ width: '100%', height: '100%' }}
    />
  );
}
