// The charts sub-menu of both layouts: the chart route table is loaded lazily (it is tiny and holds
// no chart library), then listed as links, the ApexCharts types nested under their own label; the
// compact rail of layout2 opens the same list as a menu (rail-parts.tsx).
import { DataPieRegular } from '@fluentui/react-icons/svg/data-pie';
import { type ComponentProps, memo, useEffect, useState } from 'react';
import type { ChartRoute } from '../../charts/chart-routes';
import { useConsolePathname } from '../nav/console-nav';
import { isActivePath } from '../path-match';
import { NavAnchor } from '../nav/nav-anchor';

import { ctBook } from '../messages.en';
import { useMessages, useT } from '../../ui/i18n';

let loaded: readonly ChartRoute[] | null = null;

/** The chart routes, once their table has loaded (null until then, and if it cannot load). */
export function useChartRoutes(): readonly ChartRoute[] | null {
  const [routes, setRoutes] = useState(loaded);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    import('../../charts/chart-routes').then(
      (module) => {
        loaded = module.CHART_ROUTES;
        if (live) setRoutes(loaded);
      },
      // The menu stays without its chart links; visiting a chart path reports the failure.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return routes;
}

export const APEX_PREFIX = '/charts/apex-chart/';

/**
 * The rail's charts icon: the trigger of the charts menu, and the same button while that menu's
 * code loads. Its props (a ref among them) reach the button, as Fluent's triggers need.
 */
export function ChartRailButton(props: ComponentProps<'button'>) {
  return (
    <button type="button" {...props}>
      <DataPieRegular aria-hidden fontSize={20} />
    </button>
  );
}

export interface ChartNavClasses {
  list: string;
  nested: string;
  group: string;
  link: (active: boolean) => string;
}

interface ChartLinkProps {
  path: string;
  label: string;
  active: boolean;
  className: string;
  onNavigate?: () => void;
}

/** One chart's link: renders again when it becomes or stops being the current one. */
const ChartLink = memo(function ChartLink(props: ChartLinkProps) {
  return (
    <li>
      <NavAnchor
        to={props.path}
        active={props.active}
        onClick={props.onNavigate}
        className={props.className}
      >
        {props.label}
      </NavAnchor>
    </li>
  );
});

/** The expanded list: ECharts, Recharts, Victory, then ApexCharts and its eleven types. */
export function ChartNavGroup(props: { classes: ChartNavClasses; onNavigate?: () => void }) {
  const ct = useMessages(ctBook);
  const { translate } = useT();

  const routes = useChartRoutes();
  const pathname = useConsolePathname();
  if (!routes) return null;
  const { classes } = props;
  const link = (route: ChartRoute) => {
    const active = isActivePath(pathname, route.path);
    return (
      <ChartLink
        key={route.path}
        path={route.path}
        label={translate(route.titleKey)}
        active={active}
        className={classes.link(active)}
        onNavigate={props.onNavigate}
      />
    );
  };
  const apex = routes.filter((route) => route.path.startsWith(APEX_PREFIX));
  return (
    <div>
      <p className={classes.group} id="bo-nav-charts">
        {ct('group.charts')}
      </p>
      <ul className={classes.list} aria-labelledby="bo-nav-charts">
        {routes.filter((route) => !route.path.startsWith(APEX_PREFIX)).map(link)}
        <li>
          <p className={classes.group} id="bo-nav-apex">
            {translate('charts.route.apex')}
          </p>
          <ul className={classes.nested} aria-labelledby="bo-nav-apex">
            {apex.map(link)}
          </ul>
        </li>
      </ul>
    </div>
  );
}
