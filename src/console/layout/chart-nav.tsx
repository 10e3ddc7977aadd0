// The charts sub-menu of both layouts: the chart route table is loaded lazily (it is tiny and holds
// no chart library), then listed as links, the ApexCharts types nested under their own label; the
// compact rail of layout2 opens the same list as a menu.
import {
  Menu,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
} from '@fluentui/react-components';
import { DataPieRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import type { ChartRoute } from '../../charts/chart-routes';

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

const APEX_PREFIX = '/charts/apex-chart/';

export interface ChartNavClasses {
  list: string;
  nested: string;
  group: string;
  link: (active: boolean) => string;
}

/** The expanded list: ECharts, Recharts, Victory, then ApexCharts and its eleven types. */
export function ChartNavGroup(props: { classes: ChartNavClasses; onNavigate?: () => void }) {
  const ct = useMessages(ctBook);
  const { translate } = useT();

  const routes = useChartRoutes();
  if (!routes) return null;
  const { classes } = props;
  const link = (route: ChartRoute) => (
    <li key={route.path}>
      <NavLink
        to={route.path}
        onClick={props.onNavigate}
        className={({ isActive }) => classes.link(isActive)}
      >
        {translate(route.titleKey)}
      </NavLink>
    </li>
  );
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

/** layout2's rail: one icon that opens every chart route as a menu. */
export function ChartNavMenu(props: { buttonClass: string }) {
  const ct = useMessages(ctBook);
  const { translate } = useT();

  const routes = useChartRoutes();
  const navigate = useNavigate();
  if (!routes) return null;
  const apex = routes.filter((route) => route.path.startsWith(APEX_PREFIX));
  const item = (route: ChartRoute) => (
    <MenuItem key={route.path} onClick={() => navigate(route.path)}>
      {translate(route.titleKey)}
    </MenuItem>
  );
  return (
    <Menu positioning="after">
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={ct('group.charts')} relationship="label" positioning="after">
          <button type="button" className={props.buttonClass}>
            <DataPieRegular aria-hidden fontSize={20} />
          </button>
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {routes.filter((route) => !route.path.startsWith(APEX_PREFIX)).map(item)}
          <MenuGroup>
            <MenuGroupHeader>{translate('charts.route.apex')}</MenuGroupHeader>
            {apex.map(item)}
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
