// Toasts for the current element: NotifyProvider mounts a Fluent Toaster (top-end, 5 s) and useNotify() posts to it.

import {
  Link,
  Toast,
  ToastBody,
  Toaster,
  type ToastIntent,
  ToastTitle,
  ToastTrigger,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '../core/constants';
import { t } from '../core/i18n';

export interface Notification {
  intent?: ToastIntent;
  title: string;
  body?: string;
}

export type Notify = (notification: Notification) => void;

/** Outside a provider there is nowhere to show a toast; the console keeps the message visible to developers. */
const NotifyContext = createContext<Notify>((notification) => {
  console.warn(`[backoffice-elements] ${notification.title}`, notification.body ?? '');
});

export function NotifyProvider(props: { children: ReactNode }) {
  const toasterId = useId('bo-toaster');
  const { dispatchToast } = useToastController(toasterId);
  const notify = useCallback<Notify>(
    ({ intent = 'info', title, body }) => {
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
    },
    [dispatchToast],
  );
  return (
    <NotifyContext.Provider value={notify}>
      {props.children}
      <Toaster
        toasterId={toasterId}
        position={TOAST_POSITION}
        timeout={TOAST_AUTO_CLOSE_MS}
        pauseOnHover
        pauseOnWindowBlur
      />
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(NotifyContext);
}
