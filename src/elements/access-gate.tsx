// What an admin-only element shows: the sign-in form when signed out, Access Denied without the admin level (or when the auth provider's canAccess denies the area), else the area.

import type { ReactNode } from 'react';
import { useDeniedAreas } from '../areas/area-access';
import { hasLevel } from '../core/access';

import type { AccessDenied } from '../ui/access-denied';
import { useBackend } from '../ui/backend-context';
import { useElementEvents } from '../ui/element-events';
import { ErrorState } from '../ui/error-state';
import { chunkFailure, type LazyPart, LazyPartBoundary, lazyPart } from '../ui/lazy-part';
import type { SignInFormProps } from '../ui/sign-in-form';
import { SessionHold, useHeldScreen } from '../ui/session-hold';
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
  /** The element's tag: an area the auth provider's canAccess denies shows Access Denied. */
  tag?: string;
  children: ReactNode;
}

export function AccessGate(props: AccessGateProps) {
  const translator = useT();
  const { t } = translator;

  const { owner, paused, isAuthenticated, user } = useHeldScreen((someone) =>
    hasLevel(someone, 'admin'),
  );
  const denied = useDeniedAreas();
  // Until canAccess has answered the area is neither shown nor denied.
  const areaDenied = props.tag ? (denied === null ? null : denied.has(props.tag)) : false;
  const mayOpen = hasLevel(user, 'admin') && areaDenied !== true;
  const backend = useBackend();
  if (!props.requiresAdmin) return props.children;
  // A host's own data provider without an auth provider handles access itself (as in react-admin).
  if (backend.custom && !backend.auth) return props.children;
  return (
    <>
      {owner === null || areaDenied !== false ? null : (
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
      {isAuthenticated && !mayOpen && areaDenied !== null ? (
        <GateScreen
          key="denied"
          part={accessDeniedPart}
          screenProps={{ headingLevel: 2 as const }}
        />
      ) : null}
    </>
  );
}
