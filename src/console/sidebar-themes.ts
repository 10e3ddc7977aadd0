// The twelve sidebar colour themes of layout2, each readable: its text has at least 4.5:1 contrast on its colours.

export const SIDEBAR_THEME_KEYS = [
  'slate',
  'navy',
  'indigo',
  'purple',
  'plum',
  'crimson',
  'rust',
  'olive',
  'forest',
  'teal',
  'ocean',
  'charcoal',
] as const;
export type SidebarThemeKey = (typeof SIDEBAR_THEME_KEYS)[number];

export interface SidebarTheme {
  /** The sidebar's colour. */
  background: string;
  /** Text and icons on it. */
  foreground: string;
  /** The current item's background (text stays `foreground`). */
  selected: string;
}

export const SIDEBAR_THEMES: Readonly<Record<SidebarThemeKey, SidebarTheme>> = {
  slate: { background: '#334155', foreground: '#ffffff', selected: '#1e293b' },
  navy: { background: '#1e3a8a', foreground: '#ffffff', selected: '#172554' },
  indigo: { background: '#4338ca', foreground: '#ffffff', selected: '#312e81' },
  purple: { background: '#6b21a8', foreground: '#ffffff', selected: '#4c1d95' },
  plum: { background: '#86198f', foreground: '#ffffff', selected: '#581c5e' },
  crimson: { background: '#9f1239', foreground: '#ffffff', selected: '#6b0f2a' },
  rust: { background: '#9a3412', foreground: '#ffffff', selected: '#6c2410' },
  olive: { background: '#4d5b12', foreground: '#ffffff', selected: '#343e0c' },
  forest: { background: '#166534', foreground: '#ffffff', selected: '#0f4424' },
  teal: { background: '#115e59', foreground: '#ffffff', selected: '#0b3f3c' },
  ocean: { background: '#075985', foreground: '#ffffff', selected: '#0c3d5c' },
  charcoal: { background: '#262626', foreground: '#f5f5f5', selected: '#404040' },
};

export const DEFAULT_SIDEBAR_THEME: SidebarThemeKey = 'navy';

export function isSidebarThemeKey(value: unknown): value is SidebarThemeKey {
  return typeof value === 'string' && (SIDEBAR_THEME_KEYS as readonly string[]).includes(value);
}

/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
