// State of the signed-in panel: the phone sign-in status read from the server, and sign-out with a busy flag.
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import {
  fetchPhoneStatus,
  phoneLoginStore,
  phoneLogout,
  resetPhoneLogin,
} from '../../core/auth/phone-login';
import { signOut } from '../../core/auth/sign-in';

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
 * Ends the phone session first (it needs the still valid token), then the token session for every
 * element, and leaves the wizard at its first step without the status read's leftovers.
 */
async function endSessions(): Promise<void> {
  if (phoneLoginStore.getState().authorized) await phoneLogout();
  await signOut();
  resetPhoneLogin();
}

/** The element keys the panel by user, so a new user means a fresh mount and a fresh status read. */
export function useSignedInPanel(): SignedInPanelState {
  const [checked, setChecked] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const authorized = useStore(phoneLoginStore, (state) => state.authorized);
  const lastFetchedAt = useStore(phoneLoginStore, (state) => state.lastFetchedAt);
  const error = useStore(phoneLoginStore, (state) => state.error);

  useEffect(() => {
    let current = true;
    void fetchPhoneStatus().then(() => {
      if (current) setChecked(true);
    });
    return () => {
      current = false;
    };
  }, []);

  return {
    phoneSession: {
      authorized: checked && !error ? authorized : null,
      lastFetchedAt,
      error: checked ? error : null,
    },
    signingOut,
    async signOut() {
      if (signingOut) return;
      setSigningOut(true);
      try {
        await endSessions();
      } finally {
        setSigningOut(false);
      }
    },
  };
}
