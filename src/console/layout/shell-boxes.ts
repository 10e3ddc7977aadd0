// The layout's boxes (page, sidebar, column, body, main region) and the sidebar theme's colours: one source for the layout and for the first-screen frame that stands in for it, so the layout takes the frame's place without moving the rows.
import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import type { CSSProperties } from 'react';
import type { LayoutSettings } from '../layout-settings';
import { SIDEBAR_THEMES } from '../sidebar-themes';

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
