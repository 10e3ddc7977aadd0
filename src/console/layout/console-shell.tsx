// The common layout of the protected routes: layout1 (labelled sidebar, secondary nav, footer) or layout2 (coloured icon rail), an overlay drawer under 768 px, skip link and landmarks.

import { makeStyles, shorthands, mergeClasses, tokens } from '@fluentui/react-components';
import { TextLook } from '../../ui/text-looks';
import { ShieldKeyholeRegular } from '@fluentui/react-icons/svg/shield-keyhole';
import { useState } from 'react';
import { lazyPart } from '../../ui/lazy-part';
import { ScreenWidthProvider } from '../../ui/screen-width';
import { Outlet } from 'react-router';
import { useStore } from 'zustand';
import { useConsoleOptions } from '../console-options';
import { layoutStore } from '../layout-settings';
import { ctBook } from '../messages.en';
import type { NarrowNavProps } from './narrow-nav';
import { NavList } from './nav-list';
import { OpenedOnce } from './opened-once';
import { SecondaryNav } from './secondary-nav';
import { mainRegionWidth, sidebarThemeStyle, useShellBoxStyles } from './shell-boxes';
import { TopBar } from './top-bar';
import { useNarrow } from './use-narrow';
import { useMessages } from '../../ui/i18n';

const useStyles = makeStyles({
  skip: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalS,
    insetBlockStart: '-100px',
    zIndex: 1100,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    border: 'none',
    cursor: 'pointer',
    fontSize: tokens.fontSizeBase300,
    ':focus': { insetBlockStart: tokens.spacingVerticalS },
  },
  sidebarContent: {
    position: 'sticky',
    insetBlockStart: 0,
    maxHeight: '100vh',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    paddingBlockEnd: tokens.spacingVerticalL,
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '56px',
    paddingInline: tokens.spacingHorizontalL,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
  },
  brandIcon: { fontSize: '24px', flexShrink: 0 },
  brandRail: { justifyContent: 'center', paddingInline: 0 },
  // Focused only by the skip link, as a landmark: no ring.
  main: { ':focus': { outline: 'none' } },
  footer: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    color: tokens.colorNeutralForeground3,
    ...shorthands.borderTop('1px', 'solid', tokens.colorNeutralStroke2),
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

function Brand(props: { compact: boolean }) {
  const ct = useMessages(ctBook);

  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.brand, props.compact && styles.brandRail)}>
      <ShieldKeyholeRegular className={styles.brandIcon} aria-hidden />
      {props.compact ? null : <span>{ct('productName')}</span>}
    </div>
  );
}

// The layers a first screen does not show load when first opened: the customizer's drawer
// (radios, swatches, switches) and, under 768 px, the navigation drawer.
const customizerPart = lazyPart<object>(() =>
  import('./customizer-panel').then((module) => module.CustomizerPanel),
);
const narrowNavPart = lazyPart<NarrowNavProps>(() =>
  import('./narrow-nav').then((module) => module.NarrowNav),
);

export function ConsoleShell() {
  const ct = useMessages(ctBook);

  const styles = useStyles();
  const boxes = useShellBoxStyles();
  const settings = useStore(layoutStore);
  const { customizer } = useConsoleOptions();
  const narrow = useNarrow();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const layout2 = settings.layout === 'layout2';
  const compact = layout2 || !settings.leftSidebarOpen;
  const sidebarStyle = sidebarThemeStyle(settings);

  const focusMain = (event: React.MouseEvent) => {
    event.preventDefault();
    const main = (
      event.currentTarget.getRootNode() as ShadowRoot | Document
    ).querySelector<HTMLElement>('main');
    main?.focus();
  };

  return (
    <div className={boxes.shell} data-layout={settings.layout}>
      <button type="button" className={styles.skip} onClick={focusMain}>
        {ct('skipToContent')}
      </button>
      {narrow ? (
        <OpenedOnce
          part={narrowNavPart}
          open={drawerOpen}
          props={{ open: drawerOpen, onOpenChange: setDrawerOpen }}
        />
      ) : (
        <nav
          aria-label={ct('mainNavigation')}
          className={mergeClasses(
            boxes.sidebar,
            compact ? boxes.rail : boxes.wide,
            layout2 && boxes.themed,
          )}
          style={sidebarStyle}
        >
          <div className={styles.sidebarContent}>
            <Brand compact={compact} />
            <NavList compact={compact} />
          </div>
        </nav>
      )}
      <div className={boxes.column}>
        <TopBar
          narrow={narrow}
          onOpenDrawer={() => setDrawerOpen(true)}
          sidebarToggles={!layout2}
        />
        <div className={boxes.body}>
          {!layout2 && !narrow && settings.secondaryNavOpen ? <SecondaryNav /> : null}
          <main
            id="bo-main"
            tabIndex={-1}
            className={mergeClasses(boxes.main, narrow && boxes.mainNarrow, styles.main)}
          >
            <ScreenWidthProvider value={mainRegionWidth}>
              <Outlet />
            </ScreenWidthProvider>
          </main>
        </div>
        {settings.footerShown ? (
          <footer className={styles.footer}>
            <TextLook look="caption1">{ct('footer', { year: new Date().getFullYear() })}</TextLook>
          </footer>
        ) : null}
      </div>
      {customizer ? (
        <OpenedOnce part={customizerPart} open={settings.customizerOpen} props={{}} />
      ) : null}
    </div>
  );
}
