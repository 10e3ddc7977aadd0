// Gives the keyboard focus back to what opened a dialog once the dialog is gone (dialogs opened without a DialogTrigger lose it to the page).

import { useMemo, useRef } from 'react';

/** The focused element, looking inside shadow roots (the page only sees the custom element). */
export function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

export interface FocusReturn {
  /** Call when a dialog opens: `opener` or else the element focused now gets the focus back later. */
  remember(opener?: HTMLElement | null): void;
  /** Call when the dialog closes. */
  restore(): void;
}

export function useFocusReturn(): FocusReturn {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      remember(element) {
        opener.current = element ?? deepActiveElement();
      },
      restore() {
        const element = opener.current;
        opener.current = null;
        // After the dialog's own focus handling (and focus trap) has let go of the focus.
        setTimeout(() => {
          if (element?.isConnected) element.focus();
        }, 0);
      },
    }),
    [],
  );
}
