// What an admin-only element shows: the sign-in form when signed out, Access Denied without the admin level, else the area.

import { type ReactNode, useEffect, useState } from 'react';
import { hasLevel } from '../core/access';

import type { AccessDenied } from '../ui/access-denied';
import { useElementEvents } from '../ui/element-events';
import { ErrorState } from '../ui/error-state';
import { chunkFailure, type LazyPart, LazyPartBoundary, lazyPart } from '../ui/lazy-part';
import type { SignInFormProps } from '../ui/sign-in-form';
import { SessionHold } from '../ui/session-hold';
import { useSession } from '../ui/use-session';
import { releaseModalLayer } from './modal-hiding';
import { useT } from '../ui/i18n';
import type { Translator } from '../core/i18n';

// A signed-in admin, the usual visitor, never needs these two: each is its own chunk.
const signInPart = lazyPart<SignInFormProps>(() =>
  import('../ui/sign-in-form').then((module) => module.SignInForm),
);
const accessDeniedPart = lazyPart<Parameters<typeof AccessDenied>[0]>(() =>
  import('../ui/access-denied').then((module) => module.AccessDenied),
);

/** One of the gate's screens; if its chunk cannot load, the element says so and tells the host. */
function GateScreen<P extends object>(props: { part: LazyPart<P>; screenProps: P }) {
  const { emitError } = useElementEvents();
  const Screen = props.part.current();
  const failure = chunkFailure('access');
  return (
    <LazyPartBoundary
      part={props.part}
      fallback={<ErrorState error={failure} />}
      onFailed={() => emitError(failure)}
    >
      <Screen {...props.screenProps} />
    </LazyPartBoundary>
  );
}

export interface AccessGateProps {
  requiresAdmin: boolean;
  /** Names the sign-in form after the area, so each form on a page is its own landmark. */
  areaTitle?: ((translator: Translator) => string) | undefined;
  children: ReactNode;
}

/**
 * Whose screen is mounted: the signed-in admin's, and after the server ended that session (a
 * refused renewal) still theirs, kept hidden with what was typed until they sign in again. A
 * sign-out, or a non-admin, drops it; so does another user signing in, who gets a fresh screen.
 */
export function heldScreenOwner(
  held: string | null,
  session: { isAuthenticated: boolean; expired: boolean; owner: string; isAdmin: boolean },
): string | null {
  if (session.isAuthenticated) return session.isAdmin ? session.owner : null;
  return session.expired ? held : null;
}

export function AccessGate(props: AccessGateProps) {
  const translator = useT();
  const { t } = translator;

  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const expired = useSession((state) => state.expired);
  const user = useSession((state) => state.user);
  const isAdmin = hasLevel(user, 'admin');
  const [held, setHeld] = useState<string | null>(null);
  const owner = heldScreenOwner(held, {
    isAuthenticated,
    expired,
    owner: user?.uuid ?? '',
    isAdmin,
  });
  // Derived during render (React's pattern for state that follows props), so the screen never
  // shows for a render with the wrong owner.
  if (owner !== held) setHeld(owner);
  const signedIn = isAuthenticated && isAdmin;
  const paused = props.requiresAdmin && owner !== null && !signedIn;
  // The kept screen's dialog closed without leaving the DOM: after tabster has seen it close
  // (its own observers, this task), its modal hold on the page is let go.
  useEffect(() => {
    if (!paused) return;
    const timer = setTimeout(() => releaseModalLayer(window), 0);
    return () => clearTimeout(timer);
  }, [paused]);
  if (!props.requiresAdmin) return props.children;
  return (
    <>
      {owner === null ? null : (
        // Keyed by its owner: another user signing in gets a fresh screen, never the last one's.
        <SessionHold key={`screen:${owner}`} paused={paused}>
          {props.children}
        </SessionHold>
      )}
      {isAuthenticated ? null : (
        <GateScreen
          key="sign-in"
          part={signInPart}
          screenProps={{
            prompt: owner === null ? t('signIn.prompt') : t('signIn.sessionEnded'),
            label: props.areaTitle
              ? t('signIn.areaLabel', { area: props.areaTitle(translator) })
              : undefined,
          }}
        />
      )}
      {isAuthenticated && !isAdmin ? (
        <GateScreen
          key="denied"
          part={accessDeniedPart}
          screenProps={{ headingLevel: 2 as const }}
        />
      ) : null}
    </>
  );
}
