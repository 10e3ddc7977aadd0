// The compact rail's Fluent parts: the link tooltips and the charts menu. A chunk of its own (Fluent's
// Menu, Tooltip and positioning code), fetched only where the rail shows, never for the wide sidebar.
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
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import type { ChartRoute } from '../../charts/chart-routes';
import { ctBook } from '../messages.en';
import { useMessages, useT } from '../../ui/i18n';
import { APEX_PREFIX, ChartRailButton, useChartRoutes } from './chart-nav';

export interface RailTooltipProps {
  label: string;
  children: ReactElement;
}

/** A rail link's name beside it on hover and focus (the link's own text says it to assistive tech). */
export function RailTooltip(props: RailTooltipProps) {
  return (
    <Tooltip content={props.label} relationship="inaccessible" positioning="after">
      {props.children}
    </Tooltip>
  );
}

export interface ChartNavMenuProps {
  buttonClass: string;
}

/** layout2's rail: one icon that opens every chart route as a menu. */
export function ChartNavMenu(props: ChartNavMenuProps) {
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
          <ChartRailButton className={props.buttonClass} />
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
