// What localStorage.bo_layout holds, read without the layout store: the store reads it, and so does the
// console's entry, which sets the colour mode before the first frame (no flash of the other theme).

export const LAYOUT_STORAGE_KEY = 'bo_layout';

export type ColorMode = 'light' | 'dark';

/** The stored record, null when nothing was saved (or storage is out of reach). */
export function readStoredLayout(): string | null {
  try {
    return globalThis.localStorage?.getItem(LAYOUT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Whatever is stored, as an object; fields of the wrong kind are each caller's to drop. */
export function storedRecord(text: string | null): Record<string, unknown> {
  try {
    const value: unknown = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A colour mode was picked: the saved flag says. Records from before the flag existed: a dark was
 * always a choice (the default was light); a light may only have been saved along with another change.
 */
export function colorModeChosen(stored: Record<string, unknown>): boolean {
  if (typeof stored.colorModeChosen === 'boolean') return stored.colorModeChosen;
  return stored.colorMode === 'dark';
}

/** The system's colour scheme, when the browser says; null where it cannot (no matchMedia). */
export function systemDarkQuery(): MediaQueryList | null {
  try {
    return globalThis.matchMedia?.('(prefers-color-scheme: dark)') ?? null;
  } catch {
    return null;
  }
}

/** The mode the console shows: the one picked, else the system's (light where it cannot say). */
export function colorModeOf(stored: Record<string, unknown>, systemDark: boolean): ColorMode {
  if (colorModeChosen(stored)) return stored.colorMode === 'dark' ? 'dark' : 'light';
  return systemDark ? 'dark' : 'light';
}

/**
 * The console, not its host, decides the host's theme (and a chosen direction): with the
 * customizer, or once layout settings were saved. Otherwise the host's own attributes stay.
 */
export function consoleSetsTheme(saved: boolean, customizer: boolean): boolean {
  return saved || customizer;
}

/**
 * Before the console's code has arrived: the host's theme as the console will set it, so its
 * first frame is not painted in the other theme.
 */
export function setOpeningColorMode(host: Element): void {
  const text = readStoredLayout();
  if (!consoleSetsTheme(text !== null, host.hasAttribute('customizer'))) return;
  const mode = colorModeOf(storedRecord(text), systemDarkQuery()?.matches ?? false);
  if (host.getAttribute('theme') !== mode) host.setAttribute('theme', mode);
}
