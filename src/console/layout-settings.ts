// The console's layout settings (layout, sidebar flags, direction, colour mode, customizer), persisted in localStorage.bo_layout (all but the customizer's open state); until a colour mode is picked, the system's.
import { createStore } from 'zustand/vanilla';
import { DEFAULT_SIDEBAR_THEME, isSidebarThemeKey, type SidebarThemeKey } from './sidebar-themes';
import {
  type ColorMode,
  colorModeChosen,
  colorModeOf,
  LAYOUT_STORAGE_KEY,
  readStoredLayout,
  storedRecord,
  systemDarkQuery,
} from './early/stored-layout';

export { LAYOUT_STORAGE_KEY };

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
  colorMode: ColorMode;
  /** The colour mode was picked (top bar or customizer); until then the system's preference decides. */
  colorModeChosen: boolean;
  /** layout2's sidebar colour. */
  sidebarTheme: SidebarThemeKey;
  footerShown: boolean;
  /** The customizer's toggle is not shown (the `customizer` attribute decides whether there is one). */
  customizerHidden: boolean;
  /** Not remembered across loads: a panel that reopened as a modal would hide the page on every load. */
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
  colorModeChosen: false,
  sidebarTheme: DEFAULT_SIDEBAR_THEME,
  footerShown: true,
  customizerHidden: true,
  customizerOpen: false,
});

/** The settings stored as `text`; the colour mode, until one was picked, is the system's (`systemDark`). */
export function parseLayoutSettings(text: string | null, systemDark = false): LayoutSettings {
  const stored = storedRecord(text);
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
    colorMode: colorModeOf(stored, systemDark),
    colorModeChosen: colorModeChosen(stored),
    sidebarTheme: isSidebarThemeKey(stored.sidebarTheme)
      ? stored.sidebarTheme
      : DEFAULT_SIDEBAR_THEME,
    footerShown: flag('footerShown'),
    customizerHidden: storedCustomizerHidden(stored) ?? LAYOUT_DEFAULTS.customizerHidden,
    customizerOpen: LAYOUT_DEFAULTS.customizerOpen,
  };
}

/**
 * The stored choice to hide the customizer's toggle, or null when none was made. Records that
 * still hold `customizerOpen` were written before the flag was honoured, when every change saved
 * its default along: theirs is no choice.
 */
function storedCustomizerHidden(stored: Record<string, unknown>): boolean | null {
  if ('customizerOpen' in stored) return null;
  return typeof stored.customizerHidden === 'boolean' ? stored.customizerHidden : null;
}

function writeStored({ customizerOpen: _open, ...settings }: LayoutSettings): void {
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
  /**
   * A console with the `customizer` attribute shows the toggle the spec's default hides, unless
   * the stored settings chose to hide it. Nothing is saved: showing it is no choice.
   */
  offerCustomizer(): void;
}

/** One store per page: every console on it shares the stored settings. */
export const layoutStore = createStore<LayoutStore>()((set, get) => {
  const text = readStoredLayout();
  const hiddenChosen = storedCustomizerHidden(storedRecord(text)) !== null;
  // Until a mode is picked the console follows the system, also when it changes while open.
  const systemDark = systemDarkQuery();
  systemDark?.addEventListener?.('change', (event) => {
    if (!get().colorModeChosen) set({ colorMode: event.matches ? 'dark' : 'light' });
  });
  return {
    ...parseLayoutSettings(text, systemDark?.matches ?? false),
    saved: text !== null,
    change(patch) {
      set({ ...patch, saved: true });
      const { change: _change, offerCustomizer: _offer, saved: _saved, ...settings } = get();
      writeStored(settings);
    },
    offerCustomizer() {
      if (!hiddenChosen) set({ customizerHidden: false });
    },
  };
});
