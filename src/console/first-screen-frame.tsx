// The console's first screen before its layout has arrived: the area's screen where the layout's <main> will be, inside empty sidebar and top-bar boxes of the layout's sizes and colours, so the layout takes their place without moving the rows.

import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import type { AreaScreenProps } from '../areas/area-list';
import { type ListParamsSource, ListParamsSourceProvider } from '../ui/list-params-source';
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

/**
 * The address's query as the screen's list state; a change is written to the address as the
 * router would, which reads it when it takes over.
 */
function useAddressQuery(): ListParamsSource {
  const [search, setSearch] = useState(() => window.location.search.replace(/^\?/, ''));
  return useMemo<ListParamsSource>(
    () => ({
      search,
      setSearch(next) {
        if (next === search) return;
        const url = new URL(window.location.href);
        url.search = next ? `?${next}` : '';
        window.history.pushState(window.history.state, '', url);
        setSearch(next);
      },
    }),
    [search],
  );
}

export interface FirstScreenFrameProps {
  /** The area's screen, once its code is here. */
  Screen: ComponentType<AreaScreenProps> | null;
}

export function FirstScreenFrame(props: FirstScreenFrameProps) {
  const styles = useStyles();
  const settings = useStore(layoutStore);
  const narrow = useNarrow();
  const source = useAddressQuery();
  const { Screen } = props;
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
            <main className={mergeClasses(styles.main, narrow && styles.mainNarrow)}>
              <ListParamsSourceProvider source={source}>
                {Screen ? <Screen headingLevel={1} /> : null}
              </ListParamsSourceProvider>
            </main>
          </div>
        </div>
      </div>
    </div>
  );
}
