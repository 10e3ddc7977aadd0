// The console's first screen before its layout has arrived: the area's screen (its node, which the console renders into) where the layout's <main> will be, inside empty sidebar and top-bar boxes of the layout's sizes and colours, so the layout takes their place without moving the rows.

import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { useCallback, useEffect } from 'react';
import { useStore } from 'zustand';
import { moveInto } from './held-screen';
import { useNarrow } from './layout/use-narrow';
import { layoutStore } from './layout-settings';
import { sidebarThemeStyle, useShellBoxStyles } from './layout/shell-boxes';
import { keepSearchShortcut } from './search-shortcut';

// The top bar's and the secondary nav's boxes without their content; the rest are the layout's own.
const useStyles = makeStyles({
  bar: {
    minHeight: '56px',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.borderBottom('1px', 'solid', tokens.colorNeutralStroke2),
  },
  secondary: {
    width: '220px',
    flexShrink: 0,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.borderRight('1px', 'solid', tokens.colorNeutralStroke2),
  },
});

export interface FirstScreenFrameProps {
  /** The node the area's screen renders into (the layout's main region takes it later). */
  screen: HTMLElement;
}

export function FirstScreenFrame(props: FirstScreenFrameProps) {
  const styles = useStyles();
  const boxes = useShellBoxStyles();
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
  const sidebarStyle = sidebarThemeStyle(settings);
  return (
    <div className={boxes.root}>
      <div className={boxes.shell} data-layout={settings.layout}>
        {narrow ? null : (
          <div
            className={mergeClasses(
              boxes.sidebar,
              compact ? boxes.rail : boxes.wide,
              layout2 && boxes.themed,
            )}
            style={sidebarStyle}
          />
        )}
        <div className={boxes.column}>
          <div className={styles.bar} />
          <div className={boxes.body}>
            {!layout2 && !narrow && settings.secondaryNavOpen ? (
              <div className={styles.secondary} />
            ) : null}
            <main
              ref={holdScreen}
              className={mergeClasses(boxes.main, narrow && boxes.mainNarrow)}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
