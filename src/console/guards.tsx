// Route guards: nobody signed in goes to sign-in (remembering the path and query); a user without the admin level sees Access Denied.

import { Navigate, Outlet, useLocation } from 'react-router';
import { hasLevel } from '../core/access';
import { useSession } from '../ui/use-session';
import { signInPathFor } from './safe-redirect';
import { AccessDeniedPage } from './status-pages';

export function RequireSignIn() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const location = useLocation();
  if (!isAuthenticated) {
    return <Navigate replace to={signInPathFor(`${location.pathname}${location.search}`)} />;
  }
  return <Outlet />;
}

export function RequireAdmin() {
  const user = useSession((state) => state.user);
  if (!hasLevel(user, 'admin')) return <AccessDeniedPage />;
  return <Outlet />;
}
