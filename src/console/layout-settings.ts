// The console's layout settings (layout, sidebar flags, direction, colour mode, customizer), persisted in localStorage.bo_layout.
import { createStore } from 'zustand/vanilla';
import { DEFAULT_SIDEBAR_THEME, isSidebarThemeKey, type SidebarThemeKey } from './sidebar-themes';

export const LAYOUT_STORAGE_KEY = 'bo_layout';

export type ConsoleLayout = 'layout1' | 'layout2';

export interface LayoutSettings {
  /** Active layout. */
  layout: ConsoleLayout;
  /** layout1: the top bar's search box is open. */
  searchOpen: boolean;
  /** The left sidebar is open (expanded); closed means collapsed to icons. */
  leftSidebarOpen: boolean;
  /** layout1: the secondary navigation panel is open. */
  secondaryNavOpen: boolean;
  dir: 'ltr' | 'rtl';
  /** The direction was picked with "Enable RTL"; until then the language decides (Arabic reads right to left). */
  dirChosen: boolean;
  colorMode: 'light' | 'dark';
  /** layout2's sidebar colour. */
  sidebarTheme: SidebarThemeKey;
  footerShown: boolean;
  customizerHidden: boolean;
  customizerOpen: boolean;
}

/** Search closed, sidebar open, secondary nav closed, ltr, layout1, footer shown, customizer hidden and closed. */
export const LAYOUT_DEFAULTS: Readonly<LayoutSettings> = Object.freeze({
  layout: 'layout1',
  searchOpen: false,
  leftSidebarOpen: true,
  secondaryNavOpen: false,
  dir: 'ltr',
  dirChosen: false,
  colorMode: 'light',
  sidebarTheme: DEFAULT_SIDEBAR_THEME,
  footerShown: true,
  customizerHidden: true,
  customizerOpen: false,
});

/** Whatever is stored, each field falls back to its default when missing or of the wrong kind. */
export function parseLayoutSettings(text: string | null): LayoutSettings {
  let stored: Record<string, unknown> = {};
  try {
    const value: unknown = text ? JSON.parse(text) : null;
    if (value && typeof value === 'object') stored = value as Record<string, unknown>;
  } catch {
    stored = {};
  }
  const flag = (key: keyof LayoutSettings): boolean => {
    const value = stored[key];
    return typeof value === 'boolean' ? value : (LAYOUT_DEFAULTS[key] as boolean);
  };
  return {
    layout: stored.layout === 'layout2' ? 'layout2' : 'layout1',
    searchOpen: flag('searchOpen'),
    leftSidebarOpen: flag('leftSidebarOpen'),
    secondaryNavOpen: flag('secondaryNavOpen'),
    dir: stored.dir === 'rtl' ? 'rtl' : 'ltr',
    // A stored rtl was always a choice (the default is ltr), also from before the flag existed.
    dirChosen: stored.dirChosen === true || stored.dir === 'rtl',
    colorMode: stored.colorMode === 'dark' ? 'dark' : 'light',
    sidebarTheme: isSidebarThemeKey(stored.sidebarTheme)
      ? stored.sidebarTheme
      : DEFAULT_SIDEBAR_THEME,
    footerShown: flag('footerShown'),
    customizerHidden: flag('customizerHidden'),
    customizerOpen: flag('customizerOpen'),
  };
}

function readStored(): string | null {
  try {
    return globalThis.localStorage?.getItem(LAYOUT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeStored(settings: LayoutSettings): void {
  try {
    globalThis.localStorage?.setItem(LAYOUT_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or a full quota: the settings still hold for this page.
  }
}

export interface LayoutStore extends LayoutSettings {
  /** Settings were saved on this origin (a choice was made): they then decide direction and colour mode. */
  saved: boolean;
  change(patch: Partial<LayoutSettings>): void;
}

/** One store per page: every console on it shares the stored settings. */
export const layoutStore = createStore<LayoutStore>()((set, get) => ({
  ...parseLayoutSettings(readStored()),
  saved: readStored() !== null,
  change(patch) {
    set({ ...patch, saved: true });
    const { change: _change, saved: _saved, ...settings } = get();
    writeStored(settings);
  },
}));
