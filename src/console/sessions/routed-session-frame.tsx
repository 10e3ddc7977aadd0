// The session pages' frame under the router: their address is the router's location.

import { useMemo } from 'react';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import type { SessionAddress } from './session-address';
import { SessionFrame } from './session-frame';

export function RoutedSessionFrame() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The base of every console href ("/", "/admin/", "#/"): the router's own way of writing one.
  const base = useHref('/').replace(/\/$/, '');
  const address = useMemo<SessionAddress>(
    () => ({
      pathname,
      search: search.replace(/^\?/, ''),
      href: (to) => `${base}${to}`,
      navigate: (to, options) => void navigate(to, options),
    }),
    [pathname, search, base, navigate],
  );
  return (
    <SessionFrame address={address}>
      <Outlet />
    </SessionFrame>
  );
}
