// Route guards: nobody signed in goes to sign-in (remembering the path and query); a session the server ended keeps the screen, hidden, under a sign-in form; a user without the admin level sees Access Denied.

import { makeStyles, tokens } from '@fluentui/react-components';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useDeniedAreas } from '../areas/area-access';
import { hasLevel } from '../core/access';
import { useT } from '../ui/i18n';
import { LazyPartBoundary, lazyPart } from '../ui/lazy-part';
import { SessionHold, useHeldScreen } from '../ui/session-hold';
import type { SignInFormProps } from '../ui/sign-in-form';
import { useSession } from '../ui/use-session';
import { CONSOLE_AREAS } from './console-areas';
import { useConsolePathname } from './nav/console-nav';
import { isActivePath } from './path-match';
import { signInPathFor } from './safe-redirect';
import { AccessDeniedPage } from './status-pages';

// Only needed once a session has ended under an open screen.
const signInPart = lazyPart<SignInFormProps>(() =>
  import('../ui/sign-in-form').then((module) => module.SignInForm),
);

const useStyles = makeStyles({
  // The whole page, as the sign-in page would be: the kept screen under it is hidden.
  again: {
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'flex-start',
    minHeight: '100vh',
    boxSizing: 'border-box',
    padding: tokens.spacingVerticalXXL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** The form over a kept screen: the same person signing in finds it as it was left. */
function SignInAgain() {
  const { t } = useT();
  const styles = useStyles();
  const SignInForm = signInPart.current();
  return (
    <div className={styles.again}>
      <LazyPartBoundary part={signInPart}>
        <SignInForm prompt={t('signIn.sessionEnded')} />
      </LazyPartBoundary>
    </div>
  );
}

/** To the sign-in page, which brings the reader back to this address (path and query). */
function ToSignIn() {
  const location = useLocation();
  return <Navigate replace to={signInPathFor(`${location.pathname}${location.search}`)} />;
}

/**
 * Signed out (or never in): the sign-in page, which brings the reader back here. A session the
 * server ended (a refused renewal) is not a sign-out: the screen stays, hidden with its dialogs
 * and what was typed in them, until its user signs in again; another user gets a fresh screen.
 */
export function RequireSignIn() {
  const { owner, paused, isAuthenticated } = useHeldScreen(() => true);
  // The address is read only on the way out: a filter change does not render the guard again.
  if (owner === null) return <ToSignIn />;
  return (
    <>
      <SessionHold key={`screen:${owner}`} paused={paused}>
        <Outlet />
      </SessionHold>
      {isAuthenticated ? null : <SignInAgain />}
    </>
  );
}

export function RequireAdmin() {
  const user = useSession((state) => state.user);
  const denied = useDeniedAreas();
  const pathname = useConsolePathname();
  // No user here means a session that ended under the screen (RequireSignIn holds it): the
  // screen stays as it is until its user is back, rather than turning into Access Denied.
  if (user && !hasLevel(user, 'admin')) return <AccessDeniedPage />;
  // An area the auth provider's canAccess denies; nothing until it has answered.
  if (denied === null) return null;
  // The router matches any case, so the guard must too: /Channel is the channels area.
  const area = CONSOLE_AREAS.find(({ path }) => isActivePath(pathname, path));
  if (area && denied.has(area.key)) return <AccessDeniedPage />;
  return <Outlet />;
}
