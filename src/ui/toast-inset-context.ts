// The channel an open end-edge panel reports its width through, to the element's toaster
// (toast-inset.ts measures and places): every element provides it, so it holds nothing else.

import { createContext } from 'react';

/** An open end-edge panel's width, and the width of the window it takes it from. */
export interface PanelInset {
  width: number;
  windowWidth: number;
}

/** Reports the open end-edge panel (null once it closes). */
export type ReportInset = (inset: PanelInset | null) => void;

export const ToastInsetContext = createContext<ReportInset>(() => {});

export const ToastInsetProvider = ToastInsetContext.Provider;
