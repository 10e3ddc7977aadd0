// Every public event of the elements with its typed detail, and the one way to dispatch them.
import type { ApiErrorKind } from './api/errors';
import type { SessionUser } from './auth/types';

export type ChangeAction = 'create' | 'update' | 'delete';

/** Event name -> detail (ARCHITECTURE.md, "Events"). */
export interface BoEventMap {
  'bo-signed-in': { user: SessionUser | null };
  'bo-signed-out': Record<string, never>;
  'bo-error': { kind: ApiErrorKind; status?: number; message: string };
  'bo-change': { resource: string; action: ChangeAction; item: unknown };
  'bo-task-select': { uuid: string };
  'bo-navigate': { path: string };
}

export type BoEventName = keyof BoEventMap;
export type BoEvent<K extends BoEventName> = CustomEvent<BoEventMap[K]>;

export const BO_EVENT_NAMES = [
  'bo-signed-in',
  'bo-signed-out',
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
