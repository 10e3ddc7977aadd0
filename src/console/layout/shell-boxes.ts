// The layout's boxes (page, sidebar, column, body, main region) and the sidebar theme's colours: one source for the layout and for the first-screen frame that stands in for it, so the layout takes the frame's place without moving the rows.
import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import type { CSSProperties } from 'react';
import type { ScreenWidthGuess } from '../../ui/screen-width';
import { type LayoutSettings, layoutStore } from '../layout-settings';
import { SIDEBAR_THEMES } from '../sidebar-themes';
import { NARROW_QUERY } from './use-narrow';

/**
 * The boxes beside the main region, in px (border-box): `wide` and `rail` below and the secondary
 * nav's panel (style values stay literal: the build compiles the styles ahead of time).
 */
export const SIDEBAR_WIDE_PX = 248;
export const SIDEBAR_RAIL_PX = 68;
export const SECONDARY_NAV_PX = 220;

export const useShellBoxStyles = makeStyles({
  root: {
    position: 'relative',
    minHeight: '100%',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  shell: { display: 'flex', minHeight: '100vh', minWidth: 0 },
  // The sidebar's colour runs the page's full height; its content stays in view while the page scrolls.
  sidebar: {
    flexShrink: 0,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground2,
    ...shorthands.borderRight('1px', 'solid', tokens.colorNeutralStroke2),
  },
  wide: { width: '248px' },
  rail: { width: '68px' },
  themed: {
    backgroundColor: 'var(--bo-sidebar-bg)',
    color: 'var(--bo-sidebar-fg)',
    borderRightStyle: 'none',
  },
  column: { flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column' },
  body: { flex: '1 1 auto', display: 'flex', minWidth: 0 },
  main: {
    flex: '1 1 auto',
    minWidth: 0,
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
  },
  mainNarrow: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` },
});

/** Layout 2's sidebar theme as the custom properties its boxes and nav read; none in layout 1. */
export function sidebarThemeStyle(settings: LayoutSettings): CSSProperties | undefined {
  if (settings.layout !== 'layout2') return undefined;
  const theme = SIDEBAR_THEMES[settings.sidebarTheme];
  return {
    '--bo-sidebar-bg': theme.background,
    '--bo-sidebar-fg': theme.foreground,
    '--bo-nav-selected': theme.selected,
    '--bo-nav-hover': theme.selected,
  } as CSSProperties;
}

/** A custom property of the element's theme (a spacing token such as `--spacingHorizontalXL`) in px. */
function tokenPx(host: HTMLElement, name: string): number {
  return Number.parseFloat(getComputedStyle(host).getPropertyValue(name)) || 0;
}

/**
 * The width of a screen in the layout's main region, from the console element's width and the
 * layout's settings, before the layout is laid out (the sidebar, the secondary nav and the main
 * region's padding, as the boxes above and the layout draw them).
 */
export const mainRegionWidth: ScreenWidthGuess = (host) => {
  if (!host) return 0;
  const settings = layoutStore.getState();
  const width = host.getBoundingClientRect().width;
  const narrow = window.matchMedia?.(NARROW_QUERY).matches ?? false;
  const padding = tokenPx(host, narrow ? '--spacingHorizontalM' : '--spacingHorizontalXL');
  if (narrow) return Math.max(0, width - 2 * padding);
  const layout2 = settings.layout === 'layout2';
  const compact = layout2 || !settings.leftSidebarOpen;
  const sidebar = compact ? SIDEBAR_RAIL_PX : SIDEBAR_WIDE_PX;
  const secondary = !layout2 && settings.secondaryNavOpen ? SECONDARY_NAV_PX : 0;
  return Math.max(0, width - sidebar - secondary - 2 * padding);
};
