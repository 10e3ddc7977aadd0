// The console's navigation: areas grouped under labels (layout1 and the phone drawer) or as an icon rail with tooltips (layout2); the current one carries aria-current="page".

import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { memo, useEffect } from 'react';
import { CONSOLE_AREAS, type ConsoleArea, NAV_GROUPS } from '../console-areas';
import { ctBook } from '../messages.en';
import { AREA_ICONS } from './area-icons';
import { ChartNavGroup, ChartRailButton } from './chart-nav';
import { useConsolePathname } from '../nav/console-nav';
import { isActivePath } from '../path-match';
import { NavAnchor } from '../nav/nav-anchor';
import type { ChartNavMenuProps, RailTooltipProps } from './rail-parts';
import { fetchAhead } from '../../ui/fetch-ahead';
import { LazyPartBoundary, lazyPart } from '../../ui/lazy-part';
import { useMessages, useT } from '../../ui/i18n';
import { areaTitle } from '../../areas/kit/area-titles';
import { useDeniedAreas } from '../../areas/area-access';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  group: {
    margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalXS}`,
    paddingInline: tokens.spacingHorizontalM,
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    opacity: 0.8,
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '36px',
    marginInline: tokens.spacingHorizontalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    color: 'inherit',
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: 'var(--bo-nav-hover, rgba(127, 127, 127, 0.14))' },
    ':focus-visible': {
      outline: `2px solid currentColor`,
      outlineOffset: '-2px',
    },
  },
  current: {
    backgroundColor: 'var(--bo-nav-selected, rgba(127, 127, 127, 0.2))',
    fontWeight: tokens.fontWeightSemibold,
  },
  icon: { fontSize: '20px', flexShrink: 0 },
  nested: { listStyleType: 'none', margin: 0, paddingInlineStart: tokens.spacingHorizontalM },
  railButton: {
    width: 'calc(100% - 2 * var(--spacingHorizontalS))',
    border: 'none',
    backgroundColor: 'transparent',
    cursor: 'pointer',
    fontFamily: 'inherit',
  },
  collapsed: { justifyContent: 'center', paddingInline: 0 },
  hiddenLabel: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

export interface NavListProps {
  /** Icons only, names in tooltips (the layout2 rail, a collapsed layout1 sidebar). */
  compact?: boolean;
  /** Called after a link is followed (closes the phone drawer). */
  onNavigate?: () => void;
}

const railTooltipPart = lazyPart<RailTooltipProps>(() =>
  import('./rail-parts').then((module) => module.RailTooltip),
);
const chartMenuPart = lazyPart<ChartNavMenuProps>(() =>
  import('./rail-parts').then((module) => module.ChartNavMenu),
);

/** Until the tooltip code is there, the link stands alone (its text names it). */
function LazyRailTooltip(props: RailTooltipProps) {
  const Tip = railTooltipPart.current();
  return (
    <LazyPartBoundary part={railTooltipPart} fallback={props.children}>
      <Tip label={props.label}>{props.children}</Tip>
    </LazyPartBoundary>
  );
}

/** Until the menu code is there, the charts icon shows without its menu. */
function LazyChartNavMenu(props: ChartNavMenuProps) {
  const ct = useMessages(ctBook);
  const Menu = chartMenuPart.current();
  const button = <ChartRailButton className={props.buttonClass} aria-label={ct('group.charts')} />;
  return (
    <LazyPartBoundary part={chartMenuPart} fallback={button}>
      <Menu {...props} />
    </LazyPartBoundary>
  );
}

interface AreaLinkProps {
  area: ConsoleArea;
  label: string;
  active: boolean;
  compact: boolean;
  onNavigate?: () => void;
}

/** One area's link: renders again when it becomes or stops being the current one, not for others. */
const AreaLink = memo(function AreaLink({
  area,
  label,
  active,
  compact,
  onNavigate,
}: AreaLinkProps) {
  const styles = useStyles();
  const Icon = AREA_ICONS[area.icon];
  // The area's chunk and first page, asked for while the pointer or focus is on its way to a
  // click (not for the page already open).
  const prefetch = () => {
    if (!active) fetchAhead(area.prefetch);
  };
  const link = (
    <NavAnchor
      to={area.path}
      active={active}
      onClick={onNavigate}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      className={mergeClasses(styles.link, compact && styles.collapsed, active && styles.current)}
    >
      <Icon className={styles.icon} aria-hidden />
      <span className={compact ? styles.hiddenLabel : undefined}>{label}</span>
    </NavAnchor>
  );
  return compact ? <LazyRailTooltip label={label}>{link}</LazyRailTooltip> : link;
});

/** A group's links: the only part of the list that reads the path (once per area change). */
function AreaLinks(props: {
  areas: readonly ConsoleArea[];
  compact: boolean;
  onNavigate?: () => void;
}) {
  const translator = useT();
  const pathname = useConsolePathname();
  return props.areas.map((area) => (
    <li key={area.key}>
      <AreaLink
        area={area}
        label={areaTitle(translator, area.titleKey)}
        active={isActivePath(pathname, area.path)}
        compact={props.compact}
        onNavigate={props.onNavigate}
      />
    </li>
  ));
}

export function NavList(props: NavListProps) {
  const ct = useMessages(ctBook);

  const styles = useStyles();
  const { compact = false } = props;
  // Areas the auth provider's canAccess denies are left out (null: still asking, none shown yet).
  const denied = useDeniedAreas();
  // The rail's parts load as soon as the rail is on screen, in parallel with the screen's own code.
  useEffect(() => {
    if (compact) chartMenuPart.preload();
  }, [compact]);
  return (
    <>
      {NAV_GROUPS.map((group) => {
        const areas = CONSOLE_AREAS.filter(
          (area) => area.group === group && denied !== null && !denied.has(area.key),
        );
        if (areas.length === 0) return null;
        const groupLabel = ct(`group.${group}`);
        return (
          <div key={group}>
            {compact ? null : (
              <p className={styles.group} id={`bo-nav-${group}`}>
                {groupLabel}
              </p>
            )}
            <ul
              className={styles.list}
              aria-labelledby={compact ? undefined : `bo-nav-${group}`}
              aria-label={compact ? groupLabel : undefined}
            >
              <AreaLinks areas={areas} compact={compact} onNavigate={props.onNavigate} />
            </ul>
          </div>
        );
      })}
      {compact ? (
        <LazyChartNavMenu
          buttonClass={mergeClasses(styles.link, styles.collapsed, styles.railButton)}
        />
      ) : (
        <ChartNavGroup
          onNavigate={props.onNavigate}
          classes={{
            list: styles.list,
            nested: styles.nested,
            group: styles.group,
            link: (active) => mergeClasses(styles.link, active && styles.current),
          }}
        />
      )}
    </>
  );
}
