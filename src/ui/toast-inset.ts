// Where toasts stand while a panel is open at the end edge: beside it when the window leaves room,
// else below its header. At the top end, over an open drawer, a toast would cover the drawer's
// Close button for its five seconds (and pause there while the pointer rests on it).

import { type RefCallback, useCallback, useContext, useEffect, useState } from 'react';
import type { ToastOffset } from '@fluentui/react-components';
import { ToastInsetContext } from './toast-inset-context';

export type { PanelInset } from './toast-inset-context';

/** Fluent's toaster width and its default distance from the window's edge. */
const TOAST_WIDTH = 292;
const EDGE_GAP = 20;
/** Below a drawer's header row (its title and Close button end 56 px from the top). */
const BELOW_PANEL_HEADER = 64;

/**
 * The toaster's offset for an end-edge panel `width` pixels wide in a window `windowWidth` wide:
 * undefined (Fluent's default) with no panel open.
 */
export function toastOffsetBeside(width: number, windowWidth: number): ToastOffset | undefined {
  if (width <= 0) return undefined;
  if (windowWidth - width >= TOAST_WIDTH + 2 * EDGE_GAP) return { horizontal: width + EDGE_GAP };
  return { vertical: BELOW_PANEL_HEADER };
}

/**
 * For an end-edge panel: a ref for an element as wide as the panel (its header), followed while
 * `open`, so the toasts of this element stand clear of it.
 */
export function useEndPanelInset(open: boolean): RefCallback<HTMLElement> {
  const report = useContext(ToastInsetContext);
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const win = element?.ownerDocument.defaultView;
    if (!open || !element || !win) return;
    // The panel resizes with the window only below its own width: both are followed.
    const measure = () =>
      report({ width: element.getBoundingClientRect().width, windowWidth: win.innerWidth });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    win.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      win.removeEventListener('resize', measure);
      report(null);
    };
  }, [open, element, report]);
  return useCallback((node: HTMLElement | null) => setElement(node), []);
}
