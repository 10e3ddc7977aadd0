// The Fluent Toaster of one element (top-end, 5 s, swiped away past 80 % of a toast's width) and the
// toasts NotifyProvider queued for it; loaded with the first toast.

import {
  Link,
  Toast,
  ToastBody,
  Toaster,
  ToastTitle,
  ToastTrigger,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { type ReactNode, useEffect, useRef } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT, TOAST_POSITION } from '../core/constants';
import type { QueuedNotification } from './notify';
import { useT } from './i18n';
import { useToastDrag } from './toast-drag';
import { type PanelInset, toastOffsetBeside } from './toast-inset';

export interface ToastHostProps {
  /** Notifications not shown yet, oldest first. */
  queue: readonly QueuedNotification[];
  /** These are on screen now; the provider drops them from its queue. */
  onShown(ids: readonly number[]): void;
  /** The open end-edge panel the toasts stand clear of, if any. */
  endInset: PanelInset | null;
}

/**
 * Tabster's attribute for a part of the page that stays accessible while a modal layer hides the
 * rest (its `isAlwaysAccessible` modalizer, with nothing in it to trap the focus).
 */
function alwaysAccessible(id: string): string {
  return JSON.stringify({ modalizer: { id, isAlwaysAccessible: true, isOthersAccessible: true } });
}

function DraggableToast(props: { onDismiss(): void; children: ReactNode }) {
  const drag = useToastDrag(props.onDismiss, TOAST_DRAG_PERCENT);
  return <Toast {...drag}>{props.children}</Toast>;
}

export function ToastHost({ queue, onShown, endInset }: ToastHostProps) {
  const { t } = useT();

  const toasterId = useId('bo-toaster');
  const liveRegionId = useId('bo-toast-live');
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  const dispatched = useRef(new Set<number>());
  // Runs after the Toaster's own effects (children first), so it is listening by then.
  useEffect(() => {
    if (queue.length === 0) return;
    for (const { id, intent = 'info', title, body } of queue) {
      if (dispatched.current.has(id)) continue;
      dispatched.current.add(id);
      const toastId = `${toasterId}-${id}`;
      dispatchToast(
        <DraggableToast onDismiss={() => dismissToast(toastId)}>
          <ToastTitle
            action={
              <ToastTrigger>
                <Link>{t('toast.dismiss')}</Link>
              </ToastTrigger>
            }
          >
            {title}
          </ToastTitle>
          {body ? <ToastBody>{body}</ToastBody> : null}
        </DraggableToast>,
        { toastId, intent, position: TOAST_POSITION, timeout: TOAST_AUTO_CLOSE_MS },
      );
    }
    onShown(queue.map((notification) => notification.id));
  }, [queue, dispatchToast, dismissToast, onShown, toasterId, t]);
  return (
    // The Toaster's live region is rendered here (its toasts go to a portal). While a drawer or a
    // dialog is open, tabster hides everything else from screen readers, this region with it, so
    // "Review added" from inside the drawer would never be read out: marked always accessible,
    // tabster leaves it (and the way to it) in the accessibility tree.
    <div data-tabster={alwaysAccessible(liveRegionId)}>
      <Toaster
        toasterId={toasterId}
        position={TOAST_POSITION}
        offset={endInset ? toastOffsetBeside(endInset.width, endInset.windowWidth) : undefined}
        timeout={TOAST_AUTO_CLOSE_MS}
        pauseOnHover
        pauseOnWindowBlur
      />
    </div>
  );
}
