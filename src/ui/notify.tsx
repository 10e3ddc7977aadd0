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
import { lazyPart } from './lazy-part';
import type { ToastHostProps } from './toast-host';
import { type PanelInset, ToastInsetProvider } from './toast-inset';

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
 * A list's first action is often a search typed at once: fetching the toaster on that keystroke
 * would compete with the search's answer, so lists fetch it once their rows are on screen.
 */
export function preloadToastHost(): void {
  toastHostPart.preload();
}

/** Events that come before anything a toast could report: the download starts on the first one. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin', 'click'] as const;

/** A toast only ever follows something the user did, so the first interaction fetches the toaster. */
function usePreloadOnInteraction(host: HTMLElement | null): void {
  useEffect(() => {
    if (!host) return;
    const preload = () => {
      toastHostPart.preload();
      stop();
    };
    const stop = () => {
      for (const type of FIRST_INTERACTION) host.removeEventListener(type, preload, true);
    };
    for (const type of FIRST_INTERACTION) host.addEventListener(type, preload, true);
    return stop;
  }, [host]);
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
