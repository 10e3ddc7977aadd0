// Layout settings: the defaults, what survives in localStorage.bo_layout, and readable sidebar themes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LAYOUT_DEFAULTS,
  LAYOUT_STORAGE_KEY,
  layoutStore,
  parseLayoutSettings,
} from '../../../src/console/layout-settings';
import {
  contrastRatio,
  SIDEBAR_THEME_KEYS,
  SIDEBAR_THEMES,
} from '../../../src/console/sidebar-themes';

/** The page-wide store as a fresh page load builds it from what is stored. */
async function loadWith(stored: object | null) {
  if (stored) localStorage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify(stored));
  else localStorage.removeItem(LAYOUT_STORAGE_KEY);
  vi.resetModules();
  const module = await import('../../../src/console/layout-settings');
  return module.layoutStore;
}

describe('layout settings', () => {
  it('default to search closed, sidebar open, secondary nav closed, ltr, layout1, footer shown, customizer hidden and closed', () => {
    expect(parseLayoutSettings(null)).toEqual(LAYOUT_DEFAULTS);
    expect(LAYOUT_DEFAULTS).toMatchObject({
      searchOpen: false,
      leftSidebarOpen: true,
      secondaryNavOpen: false,
      dir: 'ltr',
      layout: 'layout1',
      footerShown: true,
      customizerHidden: true,
      customizerOpen: false,
    });
  });

  it('ignore stored values of the wrong kind, field by field', () => {
    const parsed = parseLayoutSettings(
      JSON.stringify({
        layout: 'layout2',
        dir: 'sideways',
        leftSidebarOpen: 'no',
        sidebarTheme: 'teal',
      }),
    );
    expect(parsed).toEqual({ ...LAYOUT_DEFAULTS, layout: 'layout2', sidebarTheme: 'teal' });
    expect(parseLayoutSettings('not json')).toEqual(LAYOUT_DEFAULTS);
  });

  it('are saved in localStorage.bo_layout on every change', () => {
    layoutStore.getState().change({ layout: 'layout2', dir: 'rtl' });
    const stored = JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}');
    expect(stored).toMatchObject({ layout: 'layout2', dir: 'rtl', footerShown: true });
    expect(parseLayoutSettings(localStorage.getItem(LAYOUT_STORAGE_KEY)).layout).toBe('layout2');
  });
});

describe('the customizer settings', () => {
  it('do not remember the open state across loads; the other settings stay', async () => {
    const store = await loadWith(null);
    store.getState().change({ customizerOpen: true, layout: 'layout2' });
    const stored = JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}');
    expect(stored).not.toHaveProperty('customizerOpen');
    expect(stored).toMatchObject({ layout: 'layout2' });
    const reloaded = await loadWith(stored);
    expect(reloaded.getState()).toMatchObject({ customizerOpen: false, layout: 'layout2' });
  });

  it('open closed even from a record saved while it was open', async () => {
    const store = await loadWith({ ...LAYOUT_DEFAULTS, customizerOpen: true, layout: 'layout2' });
    expect(store.getState()).toMatchObject({ customizerOpen: false, layout: 'layout2' });
  });

  it('show the toggle of a console with the customizer attribute unless hiding it was chosen', async () => {
    const fresh = await loadWith(null);
    expect(fresh.getState().customizerHidden).toBe(true);
    fresh.getState().offerCustomizer();
    expect(fresh.getState().customizerHidden).toBe(false);

    const hidden = await loadWith({ customizerHidden: true });
    hidden.getState().offerCustomizer();
    expect(hidden.getState().customizerHidden).toBe(true);
  });

  it('take a hidden flag saved along with the open state as no choice (it was never honoured)', async () => {
    const store = await loadWith({ ...LAYOUT_DEFAULTS, customizerOpen: false });
    store.getState().offerCustomizer();
    expect(store.getState().customizerHidden).toBe(false);
  });
});

describe('the colour mode', () => {
  /** A system colour scheme the test can switch, as matchMedia reports it. */
  function systemScheme(dark: boolean) {
    const listeners = new Set<(event: { matches: boolean }) => void>();
    const query = {
      matches: dark,
      addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
        listeners.add(listener),
    };
    vi.stubGlobal('matchMedia', (text: string) =>
      text === '(prefers-color-scheme: dark)' ? query : { matches: false },
    );
    return (next: boolean) => {
      query.matches = next;
      for (const listener of listeners) listener({ matches: next });
    };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("follows the system's until one is picked, also when the system changes", async () => {
    const switchTo = systemScheme(true);
    const store = await loadWith(null);
    expect(store.getState()).toMatchObject({ colorMode: 'dark', colorModeChosen: false });
    switchTo(false);
    expect(store.getState().colorMode).toBe('light');
    // Another setting saved, the system's mode along with it, does not make that mode a choice.
    switchTo(true);
    store.getState().change({ layout: 'layout2' });
    expect(store.getState().colorMode).toBe('dark');
    switchTo(false);
    expect(store.getState().colorMode).toBe('light');
    // Saved while the system was dark, loaded while it is light.
    expect(JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}')).toMatchObject({
      colorMode: 'dark',
      colorModeChosen: false,
    });
    expect(
      (await loadWith(JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}'))).getState()
        .colorMode,
    ).toBe('light');
  });

  it('keeps a picked mode whatever the system says, across loads', async () => {
    const switchTo = systemScheme(true);
    const store = await loadWith(null);
    store.getState().change({ colorMode: 'light', colorModeChosen: true });
    switchTo(true);
    expect(store.getState().colorMode).toBe('light');
    const reloaded = await loadWith(JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}'));
    expect(reloaded.getState()).toMatchObject({ colorMode: 'light', colorModeChosen: true });
  });

  it('reads the saved flag; of records without it, takes a dark as a choice and a light as none', () => {
    expect(parseLayoutSettings(JSON.stringify({ colorMode: 'dark' })).colorModeChosen).toBe(true);
    expect(parseLayoutSettings(JSON.stringify({ colorMode: 'light' })).colorModeChosen).toBe(false);
    expect(
      parseLayoutSettings(JSON.stringify({ colorMode: 'dark', colorModeChosen: false }))
        .colorModeChosen,
    ).toBe(false);
    expect(
      parseLayoutSettings(JSON.stringify({ colorMode: 'light', colorModeChosen: true })),
    ).toMatchObject({ colorMode: 'light', colorModeChosen: true });
  });

  it('is light where the browser cannot say', async () => {
    vi.stubGlobal('matchMedia', undefined);
    expect((await loadWith(null)).getState().colorMode).toBe('light');
  });
});

describe('sidebar themes', () => {
  it('are twelve', () => {
    expect(SIDEBAR_THEME_KEYS).toHaveLength(12);
    expect(new Set(SIDEBAR_THEME_KEYS.map((key) => SIDEBAR_THEMES[key].background)).size).toBe(12);
  });

  it.each(SIDEBAR_THEME_KEYS)(
    '%s has text contrast of at least 4.5:1 on its colour and its current item',
    (key) => {
      const theme = SIDEBAR_THEMES[key];
      expect(contrastRatio(theme.foreground, theme.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(theme.foreground, theme.selected)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
