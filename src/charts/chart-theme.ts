// The chart colours, font, direction and language of the surrounding Fluent theme, read as concrete values
// from the shadow root's tokens so every chart library (canvas ones included) can be re-themed.
import { useFluent } from '@fluentui/react-components';
import { createContext, useContext, useLayoutEffect, useState } from 'react';
import { bookText, type Translator } from '../core/i18n';
import { useT } from '../ui/i18n';
import { plainColour } from '../ui/plain-colour';
import { subscribeThemeChange } from '../ui/theme-change';
import {
  type DataLabel,
  dataLabelBook,
  dayFormat,
  monthNames,
  weekdayNames,
} from './sample-data/labels';

export interface ChartTheme {
  mode: 'light' | 'dark';
  dir: 'ltr' | 'rtl';
  fontFamily: string;
  /** Titles, legend text, tooltip text. */
  text: string;
  /** Axis labels and secondary text. */
  textMuted: string;
  /** Axis lines and ticks. */
  axis: string;
  /** Grid lines and split lines. */
  grid: string;
  /** The card's background: pie gaps, label halos. */
  surface: string;
  /** Tooltip box. */
  tooltipBackground: string;
  tooltipBorder: string;
  /** Series colours, in order; each stays readable on `surface` in both themes. */
  series: readonly string[];
  /** Positive / negative values (e.g. areas below zero). */
  positive: string;
  negative: string;
  /** The sample data's names and dates in the element's language. */
  dataLabel: DataLabel;
  monthNames(): string[];
  weekdayNames(): string[];
  formatDay(timestamp: number): string;
}

/** Fluent tokens behind each colour; series colours are the palette's "border active" shades. */
const TOKENS = {
  fontFamily: '--fontFamilyBase',
  text: '--colorNeutralForeground1',
  textMuted: '--colorNeutralForeground3',
  axis: '--colorNeutralStroke1',
  grid: '--colorNeutralStroke2',
  surface: '--colorNeutralBackground1',
  tooltipBackground: '--colorNeutralBackground1',
  tooltipBorder: '--colorNeutralStroke1',
  positive: '--colorPaletteGreenForeground1',
  negative: '--colorPaletteRedForeground1',
} as const;

const SERIES_TOKENS = [
  '--colorBrandForeground1',
  '--colorPaletteTealBorderActive',
  '--colorPaletteMarigoldBorderActive',
  '--colorPaletteBerryBorderActive',
  '--colorPaletteDarkOrangeBorderActive',
  '--colorPaletteLightGreenBorderActive',
  '--colorPaletteLavenderBorderActive',
  '--colorPaletteRedBorderActive',
] as const;

/** Relative luminance of `#rrggbb` / `rgb(...)`, enough to tell a dark background from a light one. */
function luminance(color: string): number {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  const parts = hex
    ? [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
    : (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const [r = 255, g = 255, b = 255] = parts;
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The theme's values as the element sees them, or null while its tokens are not there yet. */
export function readChartTheme(
  element: Element,
  dir: 'ltr' | 'rtl',
  translator: Translator,
): ChartTheme | null {
  const style = getComputedStyle(element);
  const value = (token: string) => plainColour(style.getPropertyValue(token).trim());
  const colors = Object.fromEntries(
    Object.entries(TOKENS).map(([name, token]) => [name, value(token)]),
  ) as Record<keyof typeof TOKENS, string>;
  if (!colors.text || !colors.surface) return null;
  return {
    ...colors,
    mode: luminance(colors.surface) < 0.5 ? 'dark' : 'light',
    dir,
    series: SERIES_TOKENS.map(value),
    dataLabel: bookText(translator, dataLabelBook),
    monthNames: () => monthNames(translator.lang),
    weekdayNames: () => weekdayNames(translator.lang),
    formatDay: (timestamp) => dayFormat(translator.lang).format(timestamp),
  };
}

/**
 * Reads the theme from the element the returned ref is attached to, again after every theme
 * change of its shadow root, and whenever the direction changes.
 */
export function useReadChartTheme(): [(node: HTMLElement | null) => void, ChartTheme | null] {
  const { dir } = useFluent();
  const translator = useT();
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [theme, setTheme] = useState<ChartTheme | null>(null);
  useLayoutEffect(() => {
    if (!node) return;
    const read = () => setTheme(readChartTheme(node, dir, translator));
    read();
    return subscribeThemeChange(node, read);
  }, [node, dir, translator]);
  return [setNode, theme];
}

const ChartThemeContext = createContext<ChartTheme | null>(null);
export const ChartThemeProvider = ChartThemeContext.Provider;

/** The page's chart theme; only charts rendered inside a ChartPage call this. */
export function useChartTheme(): ChartTheme {
  const theme = useContext(ChartThemeContext);
  if (!theme) throw new Error('useChartTheme() outside a ChartPage');
  return theme;
}
