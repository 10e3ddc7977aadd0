// Every public event of the elements with its typed detail, and the one way to dispatch them.
import type { ApiErrorKind } from './api/errors';
import type { SessionUser } from './auth/types';

export type ChangeAction = 'create' | 'update' | 'delete';

/** Event name -> detail: the public events hosts listen to, `bo-` prefixed, bubbling and composed. */
export interface BoEventMap {
  'bo-signed-in': { user: SessionUser | null };
  'bo-signed-out': Record<string, never>;
  /** Once per element, when its first content (rows, a form, an empty or error state) is on screen. */
  'bo-ready': Record<string, never>;
  /**
   * `code` is the server's error code (`{ error: { code } }`) when there is one; `retryable`
   * says whether the same request may succeed if tried again (network, time-out, 408/429/5xx);
   * `retryAfter` is how many seconds the server asked to wait first (Retry-After on a 429 or 503).
   */
  'bo-error': {
    kind: ApiErrorKind;
    status?: number;
    code?: string;
    message: string;
    retryable: boolean;
    retryAfter?: number;
  };
  'bo-change': { resource: string; action: ChangeAction; item: unknown };
  'bo-task-select': { uuid: string };
  'bo-navigate': { path: string };
}

export type BoEventName = keyof BoEventMap;
export type BoEvent<K extends BoEventName> = CustomEvent<BoEventMap[K]>;

export const BO_EVENT_NAMES = [
  'bo-signed-in',
  'bo-signed-out',
  'bo-ready',
  'bo-error',
  'bo-change',
  'bo-task-select',
  'bo-navigate',
] as const satisfies readonly BoEventName[];

/** Dispatches a bubbling, composed event so it crosses shadow roots up to the host page. */
export function dispatchBoEvent<K extends BoEventName>(
  target: EventTarget,
  name: K,
  detail: BoEventMap[K],
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, ...options }),
  );
}

type BoEventsByName = { [K in BoEventName]: BoEvent<K> };

declare global {
  interface DocumentEventMap extends BoEventsByName {}
  interface HTMLElementEventMap extends BoEventsByName {}
}
