// The console's first screen before its layout has arrived: the area's screen (its node, which the console renders into) where the layout's <main> will be, inside empty sidebar and top-bar boxes of the layout's sizes and colours, so the layout takes their place without moving the rows.

import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { useCallback, useEffect } from 'react';
import { useStore } from 'zustand';
import { moveInto } from './held-screen';
import { useNarrow } from './layout/use-narrow';
import { layoutStore } from './layout-settings';
import { keepSearchShortcut } from './search-shortcut';
import { SIDEBAR_THEMES } from './sidebar-themes';

// The same boxes as ConsoleRoot and ConsoleShell (sizes, paddings, colours), without their content.
const useStyles = makeStyles({
  root: {
    position: 'relative',
    minHeight: '100%',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  shell: { display: 'flex', minHeight: '100vh', minWidth: 0 },
  sidebar: {
    flexShrink: 0,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground2,
    ...shorthands.borderRight('1px', 'solid', tokens.colorNeutralStroke2),
  },
  wide: { width: '248px' },
  rail: { width: '68px' },
  themed: { backgroundColor: 'var(--bo-sidebar-bg)', borderRightStyle: 'none' },
  column: { flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column' },
  bar: {
    minHeight: '56px',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.borderBottom('1px', 'solid', tokens.colorNeutralStroke2),
  },
  body: { flex: '1 1 auto', display: 'flex', minWidth: 0 },
  secondary: {
    width: '220px',
    flexShrink: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.borderRight('1px', 'solid', tokens.colorNeutralStroke2),
  },
  main: {
    flex: '1 1 auto',
    minWidth: 0,
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
  },
  mainNarrow: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` },
});

export interface FirstScreenFrameProps {
  /** The node the area's screen renders into (the layout's main region takes it later). */
  screen: HTMLElement;
}

export function FirstScreenFrame(props: FirstScreenFrameProps) {
  const styles = useStyles();
  const settings = useStore(layoutStore);
  const narrow = useNarrow();
  const { screen } = props;
  const holdScreen = useCallback(
    (main: HTMLElement | null) => {
      if (main) moveInto(main, screen);
    },
    [screen],
  );
  useEffect(() => {
    document.addEventListener('keydown', keepSearchShortcut);
    return () => document.removeEventListener('keydown', keepSearchShortcut);
  }, []);
  const layout2 = settings.layout === 'layout2';
  const compact = layout2 || !settings.leftSidebarOpen;
  const sidebarStyle = layout2
    ? ({
        '--bo-sidebar-bg': SIDEBAR_THEMES[settings.sidebarTheme].background,
      } as React.CSSProperties)
    : undefined;
  return (
    <div className={styles.root}>
      <div className={styles.shell} data-layout={settings.layout}>
        {narrow ? null : (
          <div
            className={mergeClasses(
              styles.sidebar,
              compact ? styles.rail : styles.wide,
              layout2 && styles.themed,
            )}
            style={sidebarStyle}
          />
        )}
        <div className={styles.column}>
          <div className={styles.bar} />
          <div className={styles.body}>
            {!layout2 && !narrow && settings.secondaryNavOpen ? (
              <div className={styles.secondary} />
            ) : null}
            <main
              ref={holdScreen}
              className={mergeClasses(styles.main, narrow && styles.mainNarrow)}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
