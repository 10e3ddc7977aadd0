// The Recharts demo variants, each a function of the page's chart theme.
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  RadialBar,
  RadialBarChart,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
import type { ChartTheme } from '../chart-theme';
import {
  goalProgress,
  monthly,
  pointGroups,
  radarAxes,
  radarScores,
  trafficShare,
} from '../sample-data/series';
import {
  gridProps,
  legendProps,
  MARGIN,
  seriesColor,
  tooltipProps,
  xAxisProps,
  yAxisProps,
} from './recharts-theme';

type Props = { theme: ChartTheme };

/** One row per month with the named monthly series. */
function monthRows<K extends keyof typeof monthly>(theme: ChartTheme, keys: readonly K[]) {
  const months = theme.monthNames();
  return months.map((month, i) => {
    const row: Record<string, string | number> = { month };
    for (const key of keys) row[theme.dataLabel(key)] = monthly[key][i] ?? 0;
    return row;
  });
}

export function LineVariant({ theme }: Props) {
  const keys = ['revenue', 'expenses'] as const;
  return (
    <ResponsiveContainer>
      <LineChart data={monthRows(theme, keys)} margin={MARGIN}>
        <CartesianGrid {...gridProps(theme)} />
        <XAxis dataKey="month" {...xAxisProps(theme)} />
        <YAxis {...yAxisProps(theme)} />
        <Tooltip {...tooltipProps(theme)} />
        <Legend {...legendProps(theme)} />
        {keys.map((key, i) => (
          <Line
            key={key}
            type="monotone"
            dataKey={theme.dataLabel(key)}
            stroke={seriesColor(theme, i)}
            strokeWidth={2}
            dot={{ r: 3, fill: theme.surface }}
            activeDot={{ r: 5 }}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

export function StackedAreaVariant({ theme }: Props) {
  const keys = ['desktop', 'mobile', 'tablet'] as const;
  return (
    <ResponsiveContainer>
      <AreaChart data={monthRows(theme, keys)} margin={MARGIN}>
        <CartesianGrid {...gridProps(theme)} />
        <XAxis dataKey="month" {...xAxisProps(theme)} />
        <YAxis {...yAxisProps(theme)} />
        <Tooltip {...tooltipProps(theme)} />
        <Legend {...legendProps(theme)} />
        {keys.map((key, i) => (
          <Area
            key={key}
            type="monotone"
            stackId="devices"
            dataKey={theme.dataLabel(key)}
            stroke={seriesColor(theme, i)}
            fill={seriesColor(theme, i)}
            fillOpacity={0.45}
          />
        ))}
      </AreaChart>
    </ResponsiveContainer>
  );
}

export function BarVariant({ theme }: Props) {
  const keys = ['orders', 'returns'] as const;
  return (
    <ResponsiveContainer>
      <BarChart data={monthRows(theme, keys)} margin={MARGIN}>
        <CartesianGrid {...gridProps(theme)} />
        <XAxis dataKey="month" {...xAxisProps(theme)} />
        <YAxis {...yAxisProps(theme)} />
        <Tooltip {...tooltipProps(theme)} />
        <Legend {...legendProps(theme)} />
        {keys.map((key, i) => (
          <Bar
            key={key}
            dataKey={theme.dataLabel(key)}
            fill={seriesColor(theme, i)}
            radius={[3, 3, 0, 0]}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function ComposedVariant({ theme }: Props) {
  const rows = monthRows(theme, ['sales', 'orders', 'revenue'] as const);
  return (
    <ResponsiveContainer>
      <ComposedChart data={rows} margin={MARGIN}>
        <CartesianGrid {...gridProps(theme)} />
        <XAxis dataKey="month" {...xAxisProps(theme)} />
        <YAxis {...yAxisProps(theme)} />
        <Tooltip {...tooltipProps(theme)} />
        <Legend {...legendProps(theme)} />
        <Area
          type="monotone"
          dataKey={theme.dataLabel('revenue')}
          fill={seriesColor(theme, 2)}
          stroke={seriesColor(theme, 2)}
          fillOpacity={0.3}
        />
        <Bar dataKey={theme.dataLabel('orders')} barSize={14} fill={seriesColor(theme, 0)} />
        <Line
          type="monotone"
          dataKey={theme.dataLabel('sales')}
          stroke={seriesColor(theme, 3)}
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export function ScatterVariant({ theme }: Props) {
  return (
    <ResponsiveContainer>
      <ScatterChart margin={MARGIN}>
        <CartesianGrid {...gridProps(theme)} vertical />
        <XAxis
          type="number"
          dataKey="x"
          name={theme.dataLabel('height')}
          domain={['dataMin - 2', 'dataMax + 2']}
          {...xAxisProps(theme)}
        />
        <YAxis
          type="number"
          dataKey="y"
          name={theme.dataLabel('weight')}
          domain={['dataMin - 5', 'dataMax + 5']}
          {...yAxisProps(theme)}
        />
        <ZAxis type="number" dataKey="z" range={[30, 220]} />
        <Tooltip {...tooltipProps(theme)} />
        <Legend {...legendProps(theme)} />
        {pointGroups.map(({ key, points }, i) => (
          <Scatter
            key={key}
            name={theme.dataLabel(key)}
            data={points}
            fill={seriesColor(theme, i)}
            fillOpacity={0.75}
          />
        ))}
      </ScatterChart>
    </ResponsiveContainer>
  );
}

export function PieVariant({ theme }: Props) {
  const data = trafficShare.map(({ key, value }) => ({ name: theme.dataLabel(key), value }));
  return (
    <ResponsiveContainer>
      <PieChart>
        <Tooltip {...tooltipProps(theme)} />
        <Legend {...legendProps(theme)} />
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          outerRadius="75%"
          stroke={theme.surface}
          strokeWidth={2}
          label={{ fill: theme.text, fontSize: 12 }}
        >
          {data.map((entry, i) => (
            <Cell key={entry.name} fill={seriesColor(theme, i)} />
          ))}
        </Pie>
      </PieChart>
    </ResponsiveContainer>
  );
}

export function RadarVariant({ theme }: Props) {
  const data = radarAxes.map((axis, a) => {
    const row: Record<string, string | number> = { quality: theme.dataLabel(axis) };
    for (const { key, values } of radarScores) row[theme.dataLabel(key)] = values[a] ?? 0;
    return row;
  });
  return (
    <ResponsiveContainer>
      <RadarChart data={data} outerRadius="70%">
        <PolarGrid stroke={theme.grid} />
        <PolarAngleAxis dataKey="quality" tick={{ fill: theme.textMuted, fontSize: 12 }} />
        <PolarRadiusAxis
          angle={90}
          domain={[0, 100]}
          tick={{ fill: theme.textMuted, fontSize: 10 }}
          stroke={theme.axis}
        />
        <Tooltip {...tooltipProps(theme)} />
        <Legend {...legendProps(theme)} />
        {radarScores.slice(0, 2).map(({ key }, i) => (
          <Radar
            key={key}
            dataKey={theme.dataLabel(key)}
            stroke={seriesColor(theme, i)}
            fill={seriesColor(theme, i)}
            fillOpacity={0.3}
          />
        ))}
      </RadarChart>
    </ResponsiveContainer>
  );
}

export function RadialBarVariant({ theme }: Props) {
  const data = goalProgress.map(({ key, value }, i) => ({
    name: theme.dataLabel(key),
    value,
    fill: seriesColor(theme, i),
  }));
  return (
    <ResponsiveContainer>
      <RadialBarChart
        data={data}
        innerRadius="25%"
        outerRadius="95%"
        startAngle={90}
        endAngle={-270}
      >
        <PolarAngleAxis type="number" domain={[0, 100]} tick={false} />
        <RadialBar dataKey="value" background={{ fill: theme.grid }} cornerRadius={6} />
        <Tooltip {...tooltipProps(theme)} />
        <Legend {...legendProps(theme)} />
      </RadialBarChart>
    </ResponsiveContainer>
  );
}
