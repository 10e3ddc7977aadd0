// The Fluent Toaster of one element (top-end, 5 s) and the toasts NotifyProvider queued for it; loaded with the first toast.

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
import { useEffect, useRef } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '../core/constants';

import type { QueuedNotification } from './notify';
import { useT } from './i18n';

export interface ToastHostProps {
  /** Notifications not shown yet, oldest first. */
  queue: readonly QueuedNotification[];
  /** These are on screen now; the provider drops them from its queue. */
  onShown(ids: readonly number[]): void;
}

export function ToastHost({ queue, onShown }: ToastHostProps) {
  const { t } = useT();

  const toasterId = useId('bo-toaster');
  const { dispatchToast } = useToastController(toasterId);
  const dispatched = useRef(new Set<number>());
  // Runs after the Toaster's own effects (children first), so it is listening by then.
  useEffect(() => {
    if (queue.length === 0) return;
    for (const { id, intent = 'info', title, body } of queue) {
      if (dispatched.current.has(id)) continue;
      dispatched.current.add(id);
      dispatchToast(
        <Toast>
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
        </Toast>,
        { intent, position: TOAST_POSITION, timeout: TOAST_AUTO_CLOSE_MS },
      );
    }
    onShown(queue.map((notification) => notification.id));
  }, [queue, dispatchToast, onShown, t]);
  return (
    <Toaster
      toasterId={toasterId}
      position={TOAST_POSITION}
      timeout={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnWindowBlur
    />
  );
}
