// State of the signed-in panel: the phone sign-in status read from the server, and sign-out with a busy flag.
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { endSessions } from '../../core/auth/end-sessions';
import { signOutOn } from '../../core/providers/provider-sign-in';
import { useBackend } from '../../ui/backend-context';
import { fetchPhoneStatus } from '../../core/auth/phone-login';
import { needsProviderCode } from '../../core/providers/backend';
import { phoneAuthOf } from '../../core/providers/phone-offers';
import { phoneWizardOn } from '../../core/providers/provider-phone';

export interface PhoneSessionView {
  /** null until the server has answered. */
  authorized: boolean | null;
  lastFetchedAt: string | null;
  error: string | null;
}

export interface SignedInPanelState {
  phoneSession: PhoneSessionView;
  signingOut: boolean;
  signOut(): Promise<void>;
}

/**
 * The phone sign-in status as the server sees it, read when the caller mounts. <bo-sign-in>'s
 * panel and the console's account menu both read it this way; callers key themselves by user,
 * so a new user means a fresh read.
 */
export function usePhoneSession(): PhoneSessionView {
  const backend = useBackend();
  // The reference API's status is the page's token session's; another back end's phone sign-in
  // is its wizard's own (an auth provider's phone extras), read from no server.
  const reference = !needsProviderCode(backend);
  const phoneLoginStore = phoneWizardOn(backend).store;
  const [checked, setChecked] = useState(false);
  const authorized = useStore(phoneLoginStore, (state) => state.authorized);
  const lastFetchedAt = useStore(phoneLoginStore, (state) => state.lastFetchedAt);
  const error = useStore(phoneLoginStore, (state) => state.error);

  useEffect(() => {
    if (!reference) return;
    let current = true;
    void fetchPhoneStatus().then(() => {
      if (current) setChecked(true);
    });
    return () => {
      current = false;
    };
  }, [reference]);

  if (!reference)
    return { authorized: phoneAuthOf(backend) ? authorized : false, lastFetchedAt, error: null };
  return {
    authorized: checked && !error ? authorized : null,
    lastFetchedAt,
    error: checked ? error : null,
  };
}

/** Sign-out (phone and token sessions) with a busy flag that ignores a second press. */
export function useSignOut(): Pick<SignedInPanelState, 'signingOut' | 'signOut'> {
  const [signingOut, setSigningOut] = useState(false);
  const backend = useBackend();
  return {
    signingOut,
    async signOut() {
      if (signingOut) return;
      setSigningOut(true);
      try {
        await (backend.auth ? signOutOn(backend) : endSessions());
      } finally {
        setSigningOut(false);
      }
    },
  };
}

/** The element keys the panel by user, so a new user means a fresh mount and a fresh status read. */
export function useSignedInPanel(): SignedInPanelState {
  return { phoneSession: usePhoneSession(), ...useSignOut() };
}
