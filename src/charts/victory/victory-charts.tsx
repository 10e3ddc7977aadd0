// The Victory demo variants, each drawn at the card's measured size and in the page's theme.
import { useEffect, useState } from 'react';
import {
  VictoryArea,
  VictoryAxis,
  VictoryBar,
  VictoryChart,
  VictoryGroup,
  VictoryLabel,
  VictoryLegend,
  VictoryPie,
  VictoryPolarAxis,
  VictoryStack,
  VictoryTooltip,
} from 'victory';
import type { ChartTheme } from '../chart-theme';
import { seededRandom } from '../sample-data/random';
import {
  dailyOrders,
  goalProgress,
  quarterlyByRegion,
  radarAxes,
  radarScores,
  trafficShare,
} from '../sample-data/series';
import { victoryTheme } from './victory-theme';

export interface VictoryVariantProps {
  theme: ChartTheme;
  width: number;
  height: number;
}

/** A ring filled to the goal's percentage with the number in the middle. */
export function CircularProgressVariant({ theme, width, height }: VictoryVariantProps) {
  const goal = goalProgress[0];
  const radius = Math.min(width, height) / 2 - 12;
  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-label={`${theme.dataLabel(goal.key)} ${goal.value}%`}
    >
      <VictoryPie
        standalone={false}
        width={width}
        height={height}
        radius={radius}
        innerRadius={radius * 0.78}
        cornerRadius={radius * 0.11}
        labels={() => null}
        animate={{ duration: 800 }}
        data={[
          { x: 'done', y: goal.value },
          { x: 'rest', y: 100 - goal.value },
        ]}
        style={{
          data: {
            fill: ({ datum }) =>
              datum.x === 'done' ? (theme.series[0] ?? theme.text) : theme.grid,
            stroke: 'none',
          },
        }}
      />
      <VictoryLabel
        textAnchor="middle"
        verticalAnchor="middle"
        x={width / 2}
        y={height / 2}
        text={[`${goal.value}%`, theme.dataLabel(goal.key)]}
        style={[
          { fontSize: 32, fontWeight: 600, fill: theme.text, fontFamily: theme.fontFamily },
          { fontSize: 13, fill: theme.textMuted, fontFamily: theme.fontFamily },
        ]}
      />
    </svg>
  );
}

/** Four regions stacked on each month of a quarter, around a circle. */
export function StackedPolarBarVariant({ theme, width, height }: VictoryVariantProps) {
  const months = theme.monthNames().slice(0, 8);
  return (
    <VictoryChart
      polar
      theme={victoryTheme(theme)}
      width={width}
      height={height}
      padding={28}
      innerRadius={24}
    >
      <VictoryPolarAxis
        tickValues={months.map((_, i) => i + 1)}
        tickFormat={months}
        labelPlacement="parallel"
      />
      <VictoryPolarAxis dependentAxis tickFormat={() => ''} style={{ axis: { stroke: 'none' } }} />
      <VictoryStack>
        {quarterlyByRegion.map(({ key, values }) => (
          <VictoryBar
            key={key}
            data={months.map((_, i) => ({ x: i + 1, y: values[i % values.length] ?? 0 }))}
            style={{
              data: { width: Math.max(6, width / 30), stroke: theme.surface, strokeWidth: 1 },
            }}
          />
        ))}
      </VictoryStack>
    </VictoryChart>
  );
}

export function RadarVariant({ theme, width, height }: VictoryVariantProps) {
  const legendHeight = 28;
  return (
    <VictoryChart
      polar
      theme={victoryTheme(theme)}
      width={width}
      height={height}
      domain={{ y: [0, 100] }}
      padding={{ top: legendHeight + 28, bottom: 28, left: 64, right: 64 }}
    >
      <VictoryLegend
        x={width / 2 - 90}
        y={0}
        orientation="horizontal"
        data={radarScores.map(({ key }) => ({ name: theme.dataLabel(key) }))}
      />
      <VictoryPolarAxis
        tickFormat={radarAxes.map((axis) => theme.dataLabel(axis))}
        tickValues={radarAxes.map((_, i) => i)}
      />
      <VictoryPolarAxis
        dependentAxis
        axisAngle={90}
        tickValues={[25, 50, 75, 100]}
        style={{ axis: { stroke: 'none' } }}
      />
      <VictoryGroup style={{ data: { fillOpacity: 0.25, strokeWidth: 2 } }}>
        {radarScores.map(({ key, values }) => (
          <VictoryArea key={key} data={values.map((y, x) => ({ x, y }))} />
        ))}
      </VictoryGroup>
    </VictoryChart>
  );
}

/** Twelve points that move to new seeded values every few seconds, animating between them. */
export function AnimatedAreaVariant({ theme, width, height }: VictoryVariantProps) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setStep((current) => current + 1), 3000);
    return () => window.clearInterval(timer);
  }, []);
  const next = seededRandom(100 + step);
  const data = Array.from({ length: 12 }, (_, x) => ({
    x: x + 1,
    y: Math.round(20 + next() * 60),
  }));
  return (
    <VictoryChart
      theme={victoryTheme(theme)}
      width={width}
      height={height}
      animate={{ duration: 1000, onLoad: { duration: 600 } }}
    >
      <VictoryAxis
        tickFormat={theme.monthNames()}
        tickValues={data.map((d) => d.x)}
        fixLabelOverlap
      />
      <VictoryAxis dependentAxis />
      <VictoryArea
        interpolation="natural"
        data={data}
        style={{
          data: {
            fill: theme.series[1],
            fillOpacity: 0.4,
            stroke: theme.series[1],
            strokeWidth: 2,
          },
        }}
      />
    </VictoryChart>
  );
}

export function DateBarVariant({ theme, width, height }: VictoryVariantProps) {
  const days = dailyOrders.slice(0, 21);
  return (
    <VictoryChart
      theme={victoryTheme(theme)}
      width={width}
      height={height}
      scale={{ x: 'time' }}
      domainPadding={{ x: 12 }}
    >
      <VictoryAxis tickFormat={(tick: Date) => theme.formatDay(tick.getTime())} tickCount={5} />
      <VictoryAxis dependentAxis />
      <VictoryBar
        data={days.map((point) => ({ x: new Date(point.day), y: point.value }))}
        barRatio={0.7}
        cornerRadius={{ top: 2 }}
        labels={({ datum }) => `${theme.formatDay((datum.x as Date).getTime())}: ${datum.y}`}
        labelComponent={<VictoryTooltip />}
      />
    </VictoryChart>
  );
}

/** The tooltip shows the source's name, its count and its share of the total. */
export function TooltipPieVariant({ theme, width, height }: VictoryVariantProps) {
  const total = trafficShare.reduce((sum, slice) => sum + slice.value, 0);
  const data = trafficShare.map(({ key, value }) => ({ x: theme.dataLabel(key), y: value }));
  return (
    <VictoryPie
      theme={victoryTheme(theme)}
      width={width}
      height={height}
      padding={24}
      innerRadius={Math.min(width, height) / 8}
      padAngle={1}
      data={data}
      labels={({ datum }) => [
        String(datum.x),
        `${datum.y} · ${Math.round((Number(datum.y) / total) * 100)}%`,
      ]}
      labelComponent={
        <VictoryTooltip
          constrainToVisibleArea
          style={[
            { fill: theme.text, fontFamily: theme.fontFamily, fontSize: 13, fontWeight: 600 },
            { fill: theme.textMuted, fontFamily: theme.fontFamily, fontSize: 12 },
          ]}
          flyoutStyle={{ fill: theme.tooltipBackground, stroke: theme.series[0], strokeWidth: 1 }}
        />
      }
    />
  );
}
