// Toasts for the current element: useNotify() posts, NotifyProvider queues them for the Fluent Toaster, which loads on first use.

import type { ToastIntent } from '@fluentui/react-components';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useElementEvents } from './element-events';
import { onFirstStep } from './first-step';
import { lazyPart } from './lazy-part';
import type { ToastHostProps } from './toast-host';
import { type PanelInset, ToastInsetProvider } from './toast-inset-context';

export interface Notification {
  intent?: ToastIntent;
  title: string;
  body?: string;
}

export type Notify = (notification: Notification) => void;

export interface QueuedNotification extends Notification {
  id: number;
}

function warn(notification: Notification): void {
  console.warn(`[backoffice-elements] ${notification.title}`, notification.body ?? '');
}

/** Outside a provider there is nowhere to show a toast; the console keeps the message visible to developers. */
const NotifyContext = createContext<Notify>(warn);

// The toaster (toasts, their motion, a portal) is not needed until the first message.
const toastHostPart = lazyPart<ToastHostProps>(() =>
  import('./toast-host').then((module) => module.ToastHost),
);

/**
 * Lists fetch the toaster with their progress bar's code: after the first step, once its answer
 * is in (first-step.ts), since a list's first action is often a search typed at once.
 */
export function preloadToastHost(): void {
  toastHostPart.preload();
}

/**
 * A toast only ever follows something the user did, so the first step in the element fetches the
 * toaster, once that step's own request (a search) has answered.
 */
function usePreloadOnInteraction(host: HTMLElement | null): void {
  useEffect(() => (host ? onFirstStep(() => toastHostPart.preload(), host) : undefined), [host]);
}

export function NotifyProvider(props: { children: ReactNode }) {
  const [queue, setQueue] = useState<readonly QueuedNotification[]>([]);
  // The width of an open end-edge panel (a detail drawer): the toasts stand beside it.
  const [endInset, setEndInset] = useState<PanelInset | null>(null);
  // Kept in state rather than React.lazy: once there it renders in the same commit as the
  // notice (no suspense round), and it stays mounted, since its toasts outlive the queue.
  const [ToastHost, setToastHost] = useState<ComponentType<ToastHostProps> | null>(() =>
    toastHostPart.loaded(),
  );
  const lastId = useRef(0);
  const queueRef = useRef(queue);
  queueRef.current = queue;
  usePreloadOnInteraction(useElementEvents().host);

  const notify = useCallback<Notify>((notification) => {
    lastId.current += 1;
    const queued = { ...notification, id: lastId.current };
    setQueue((current) => [...current, queued]);
    const ready = toastHostPart.loaded();
    if (ready) {
      setToastHost(() => ready);
      return;
    }
    toastHostPart.load().then(
      (loaded) => setToastHost(() => loaded),
      () => {
        // No toaster: the notices go to the console; the next one tries to load it again.
        queueRef.current.forEach(warn);
        setQueue([]);
      },
    );
  }, []);
  const onShown = useCallback((ids: readonly number[]) => {
    setQueue((current) => current.filter((notification) => !ids.includes(notification.id)));
  }, []);

  return (
    <NotifyContext.Provider value={notify}>
      <ToastInsetProvider value={setEndInset}>{props.children}</ToastInsetProvider>
      {ToastHost ? <ToastHost queue={queue} onShown={onShown} endInset={endInset} /> : null}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(NotifyContext);
}
