// The console's header (banner): menu button on phones, sidebar toggles, the global search, theme switch, customizer button and the account menu.

import { Button, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons/svg/navigation';
import { PanelLeftContractRegular } from '@fluentui/react-icons/svg/panel-left-contract';
import { PanelLeftExpandRegular } from '@fluentui/react-icons/svg/panel-left-expand';
import { PanelRightRegular } from '@fluentui/react-icons/svg/panel-right';
import { SettingsRegular } from '@fluentui/react-icons/svg/settings';
import { WeatherMoonRegular } from '@fluentui/react-icons/svg/weather-moon';
import { WeatherSunnyRegular } from '@fluentui/react-icons/svg/weather-sunny';
import { useStore } from 'zustand';
import { useConsoleOptions } from '../console-options';
import { layoutStore } from '../layout-settings';
import { ctBook } from '../messages.en';
import { GlobalSearch } from './global-search';
import { UserMenu } from './user-menu';
import { useMessages } from '../../ui/i18n';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    insetBlockStart: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '56px',
    boxSizing: 'border-box',
    paddingInline: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.borderBottom('1px', 'solid', tokens.colorNeutralStroke2),
  },
  grow: { flex: '1 1 auto', minWidth: 0, display: 'flex' },
  end: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
});

export interface TopBarProps {
  narrow: boolean;
  onOpenDrawer(): void;
  /** layout1 offers the sidebar collapse and secondary-nav toggles. */
  sidebarToggles: boolean;
}

export function TopBar(props: TopBarProps) {
  const ct = useMessages(ctBook);

  const styles = useStyles();
  const settings = useStore(layoutStore);
  const { customizer } = useConsoleOptions();
  const { change } = settings;
  const dark = settings.colorMode === 'dark';
  return (
    <header className={styles.bar}>
      {props.narrow ? (
        <Button
          appearance="subtle"
          icon={<NavigationRegular />}
          aria-label={ct('openMenu')}
          onClick={props.onOpenDrawer}
        />
      ) : null}
      {props.sidebarToggles && !props.narrow ? (
        <>
          <Button
            appearance="subtle"
            icon={
              settings.leftSidebarOpen ? <PanelLeftContractRegular /> : <PanelLeftExpandRegular />
            }
            aria-label={settings.leftSidebarOpen ? ct('collapseSidebar') : ct('expandSidebar')}
            aria-expanded={settings.leftSidebarOpen}
            onClick={() => change({ leftSidebarOpen: !settings.leftSidebarOpen })}
          />
          <Button
            appearance="subtle"
            icon={<PanelRightRegular />}
            aria-label={ct('toggleSecondaryNav')}
            aria-pressed={settings.secondaryNavOpen}
            onClick={() => change({ secondaryNavOpen: !settings.secondaryNavOpen })}
          />
        </>
      ) : null}
      <div className={styles.grow}>
        <GlobalSearch />
      </div>
      <div className={styles.end}>
        <Button
          appearance="subtle"
          icon={dark ? <WeatherSunnyRegular /> : <WeatherMoonRegular />}
          aria-label={dark ? ct('themeToLight') : ct('themeToDark')}
          onClick={() => change({ colorMode: dark ? 'light' : 'dark', colorModeChosen: true })}
        />
        {customizer && !settings.customizerHidden ? (
          <Button
            appearance="subtle"
            icon={<SettingsRegular />}
            aria-label={ct('customizerOpen')}
            aria-expanded={settings.customizerOpen}
            onClick={() => change({ customizerOpen: true })}
          />
        ) : null}
        <UserMenu compact={props.narrow} />
      </div>
    </header>
  );
}
