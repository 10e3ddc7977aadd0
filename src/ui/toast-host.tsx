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
import { toastOffsetBeside } from './toast-inset';

export interface ToastHostProps {
  /** Notifications not shown yet, oldest first. */
  queue: readonly QueuedNotification[];
  /** These are on screen now; the provider drops them from its queue. */
  onShown(ids: readonly number[]): void;
  /** The width of an open end-edge panel the toasts stand clear of (0 when none is open). */
  endInset: number;
}

function DraggableToast(props: { onDismiss(): void; children: ReactNode }) {
  const drag = useToastDrag(props.onDismiss, TOAST_DRAG_PERCENT);
  return <Toast {...drag}>{props.children}</Toast>;
}

export function ToastHost({ queue, onShown, endInset }: ToastHostProps) {
  const { t } = useT();

  const toasterId = useId('bo-toaster');
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
    <Toaster
      toasterId={toasterId}
      position={TOAST_POSITION}
      offset={toastOffsetBeside(endInset, window.innerWidth)}
      timeout={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnWindowBlur
    />
  );
}
