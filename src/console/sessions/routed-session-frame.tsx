// The session pages' frame under the router: their address is the router's location, their links
// the console's own (console-nav), as the shell writes them.

import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useConsoleNav } from '../nav/console-nav';
import type { SessionAddress } from './session-address';
import { SessionFrame } from './session-frame';

export function RoutedSessionFrame() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { href } = useConsoleNav();
  const address = useMemo<SessionAddress>(
    () => ({
      pathname,
      search: search.replace(/^\?/, ''),
      href,
      navigate: (to, options) => void navigate(to, options),
    }),
    [pathname, search, href, navigate],
  );
  return (
    <SessionFrame address={address}>
      <Outlet />
    </SessionFrame>
  );
}
