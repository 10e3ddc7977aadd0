// layout1's secondary navigation panel: the areas of the current group (the chart demos are in the main navigation).

import { Link, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { TextLook } from '../../ui/text-looks';
import { CONSOLE_AREAS } from '../console-areas';
import { ctBook } from '../messages.en';
import { useConsoleNav, useConsolePathname } from '../nav/console-nav';
import { isActivePath } from '../path-match';
import { useMessages, useT } from '../../ui/i18n';
import { areaTitle } from '../../areas/kit/area-titles';

const useStyles = makeStyles({
  strong: { fontWeight: tokens.fontWeightSemibold },
  panel: {
    width: '220px',
    flexShrink: 0,
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.borderRight('1px', 'solid', tokens.colorNeutralStroke2),
  },
  list: {
    listStyleType: 'none',
    margin: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalL}`,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  // The page the admin is on reads as a place, not as another link.
  current: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
});

export function SecondaryNav() {
  const ct = useMessages(ctBook);
  const translator = useT();

  const styles = useStyles();
  // The path, not the whole address: a filter change leaves this panel alone.
  const pathname = useConsolePathname();
  const nav = useConsoleNav();
  // Matched as the main navigation matches: whole segments, any case (the router's rule too).
  const current =
    CONSOLE_AREAS.find((area) => isActivePath(pathname, area.path)) ?? CONSOLE_AREAS[0];
  const siblings = CONSOLE_AREAS.filter((area) => area.group === current?.group);
  return (
    <nav className={styles.panel} aria-label={ct('secondaryNavigation')}>
      <TextLook look="body1" className={styles.strong}>
        {ct(`group.${current?.group ?? 'workspace'}`)}
      </TextLook>
      <ul className={styles.list}>
        {siblings.map((area) => (
          <li key={area.key}>
            <Link
              href={nav.href(area.path)}
              onClick={(event) => nav.follow(event, area.path)}
              aria-current={area === current ? 'page' : undefined}
              className={area === current ? styles.current : undefined}
            >
              {areaTitle(translator, area.titleKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
